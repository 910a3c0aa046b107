T=$(mktemp -d); ln -s "$TSNG" $T/turbostat; $T/turbostat --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 --show CPU,Busy% 2>/dev/null; rm -rf $T
