# The report's sections and the i7-2600k's idle states (intel_idle snb_cstates C1 C3 C6).
"$TSNG" --simulate bursty --governor pid:holdoff=3 --governor pid:holdoff=12 --sim-seconds 1 | grep -E '^(simulation|RESULTS|RATIOS|IDLE STATES|P-STATES|C[0-9] )' | cut -c1-12
