# Mel Gorman's hold-off thread on LKML (2016-02-18), dbench4: 12x does more work for more package
# energy than 3x.  Over 4 seeds the whole 95% interval of each ratio must lie above 1 (the
# direction); where the mean falls against the thread's +3.04%..+6.44% band is make sim-report's
# row, reported as it comes out, not asserted from one picked seed.
"$TSNG" --simulate bursty --governor pid:holdoff=3 --governor pid:holdoff=12 --sim-seeds 4 --sim-seconds 5 --format json | awk -F'"seeds": |"ratio_work": |, "ratio_work_ci95": |, "ratio_energy": |, "ratio_energy_ci95": |, "ratio_perf' '/"seeds"/ { split($2, s, "}"); print "seeds " s[1] } /"pid:holdoff=12"/ { print "work 12x/3x " ($2 - $3 > 1 ? "above 1 over its interval" : "not above 1"); print "package energy 12x/3x " ($4 - $5 > 1 ? "above 1 over its interval" : "not above 1") }'
