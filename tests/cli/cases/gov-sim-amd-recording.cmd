# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
"$TSNG" --replay tests/recordings/epyc-7502p-acpi-cppc.rec --simulate steady --sim-warmup 0 --governor performance:driver=acpi-cpufreq --governor performance:driver=amd-pstate --sim-seconds 1 --format json | grep -o '"work_gcycles": [0-9.]*'
