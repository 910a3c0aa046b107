# Prometheus: 0.25 s of C1E on CPUs 0-3, 0.65 s on CPUs 4-7 in the 1 s interval, as core C-state counters
"$TSNG" --replay tests/recordings/cwf-pmt-c1e.rec --quiet --format prometheus --num_iterations 1 | grep 'state="c1e"'
