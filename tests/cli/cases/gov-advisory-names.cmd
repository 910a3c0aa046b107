# Two advisory governors in the text table: its header says Gov1_PS and Gov2_PS, and one line on
# standard error says which --governor each is (CSV and JSON keys carry the spec, Gov_PS[ondemand]).
"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show CPU,Gov1_PS,Gov2_PS --governor ondemand --governor schedutil:rate_limit_us=1000 2>&1 >/dev/null | grep "advisory"
