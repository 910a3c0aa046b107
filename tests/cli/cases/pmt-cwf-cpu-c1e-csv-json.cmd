# the values of pmt-cwf-cpu-c1e as CSV and as JSON (a thread column: every CPU row has it)
"$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet --format csv --show CPU,CPU%c1e && "$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet --format json --show CPU,CPU%c1e
