# Mel Gorman's hold-off thread on LKML (2016-02-18), dbench4: 12x does more work for more package
# energy than 3x: a longer hold-off scales fewer samples down as idle, so over 4 seeds the mean of
# each ratio is at least 1 (the structure; its interval may include 1); where the mean falls
# against the thread's +3.04%..+6.44% band is make sim-report's row, reported as it comes out.
"$TSNG" --simulate bursty --governor pid:holdoff=3 --governor pid:holdoff=12 --sim-seeds 4 --sim-seconds 5 --format json | awk -F'"seeds": |"ratio_work": |, "ratio_work_ci95": |, "ratio_energy": |, "ratio_energy_ci95": |, "ratio_perf' '/"seeds"/ { split($2, s, "}"); print "seeds " s[1] } /"pid:holdoff=12"/ { print "work 12x/3x " ($2 >= 1 ? "at least 1" : "below 1"); print "package energy 12x/3x " ($4 >= 1 ? "at least 1" : "below 1") }'
