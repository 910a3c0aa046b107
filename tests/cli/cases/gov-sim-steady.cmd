# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Worked by hand (i7-2600k, sim/part.c with make sim-fit's sim/sim_fit.h): one task on core 0,
# three cores in C6 (0 W), uncore 2.14 W.  Busy power 0 W leakage + 7.9118 W x f/3.8 GHz x
# (V/1.35)^2: P16 (0.95 V) 1.649648 W, P38 7.9118 W.
# performance: 4 ms at 1.6 GHz, a 20 us stall, then 3.8 GHz: 0.0064 + 0.99598 x 3.8 = 3.791 Gcycles;
#   0.004 x 1.649648 + 0.996 x 7.9118 + 2.14 = 10.027 J; P16 0.4%, P38 99.6% of busy time.
# powersave: 1.6 Gcycles; 1.649648 + 2.14 = 3.790 J.  Busy 1 core of 4 = 25%; C6 75%.
# Ticks at 4, 8, ..., 996 ms: 249 governor samples.
"$TSNG" --simulate steady --sim-warmup 0 --governor performance --governor powersave --sim-seconds 1
