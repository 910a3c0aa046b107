# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# Worked by hand (i7-2600k): 8M cycles every 10 ms on core 0; the 5 ms (powersave) or 7.9 ms
# (performance) sleeps fit C6, whose 104 us exit latency pushes each period to start 104 us late.
# powersave: 99 periods of 5 ms at 1.6 GHz in 1 s (the 100th would start at 1000.296 ms):
#   0.792 Gcycles; (99 x 5 ms + 98 x 104 us) x 1.649648 W + 2.14 J = 2.973 J; busy 0.495/4 = 12.38%.
# performance: 6.4M cycles in the first 4 ms at 1.6 GHz, 20 us stall, then 3.8 GHz: P38 for
#   0.44107 + 98 x 2.10526 ms = 0.2068 s; 0.004 x 1.649648 + 0.2068 x 7.9118 + 98 x 104 us x
#   7.9118 + 2.14 = 3.863 J.
# Power from make sim-fit's constants (sim/sim_fit.h): dynamic 7.9118 W at 3.8 GHz and 1.35 V,
# leakage 0, uncore 2.14 W; P16 (0.95 V): 7.9118 x 16/38 x (950/1350)^2 = 1.649648 W.
# energy_per_w, powersave: dynamic 1.649648 / 7.9118 x 0.505192 s = 0.105335 J per W; leakage
#   (950/1350)^2 x 0.505192 = 0.250171; uncore the run's 1 s.
# Each period is a request: 10 ms plus C6's 104 us exit (10104.0 us) under both governors; the
# periods that begin at 10.104 .. 990.19 ms complete the 98 before them (98.0 requests/s).
"$TSNG" --simulate periodic --sim-warmup 0 --governor powersave --governor performance --sim-seconds 1 --format json
