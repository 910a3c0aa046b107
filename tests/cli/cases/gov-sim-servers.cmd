# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Seed 004's server parts (sim/part.c), worked by hand on steady (one task on CPU 0) for 1 s.
# hsx-2s, performance: 4 ms at P12 (1.2 GHz) to the first tick, a 20 us stall, then the top P28
#   capped by trl[0] = 25 (the published all-core bin): 0.004 x 1.2 + 0.99598 x 2.5 = 2.49475,
#   2.495 Gcycles; package 1 idle throughout (C6, its package C-state), package 0 never: 50.00.
# skx-2s, performance on hwp-active: HWP min = max = 37 from t = 0, capped by trl[0] = 28, no
#   change after: 2.8 GHz x 1 s = 2.800 Gcycles; pkg_idle_pct 50.00 as above.
# bdx-2s has no HWP: hwp-active is refused, status 2.
for a in "hsx-2s performance" "skx-2s performance:driver=hwp-active"; do set -- $a; "$TSNG" --simulate steady --sim-warmup 0 --part "$1" --governor "$2" --sim-seconds 1 --format json | grep -o '"work_gcycles": [0-9.]*\|"pkg_idle_pct": [0-9.]*'; "$TSNG" --simulate steady --sim-warmup 0 --part "$1" --governor "$2" --sim-seconds 1 | head -1; done; "$TSNG" --simulate steady --sim-warmup 0 --part bdx-2s --governor performance:driver=hwp-active 2>&1; echo "status $?"
