# Worked by hand (i7-2600k): 8M cycles every 10 ms on core 0; the 5 ms (powersave) or 7.9 ms
# (performance) sleeps fit C6, whose 104 us exit latency pushes each period to start 104 us late.
# powersave: 99 periods of 5 ms at 1.6 GHz in 1 s (the 100th would start at 1000.296 ms):
#   0.792 Gcycles; (99 x 5 ms + 98 x 104 us) x 4.326475 W + 2.1 J = 4.286 J; busy 0.495/4 = 12.38%.
# performance: 6.4M cycles in the first 4 ms at 1.6 GHz, 20 us stall, then 3.8 GHz: P38 for
#   0.44107 + 98 x 2.10526 ms = 0.2068 s; 0.004 x 4.326475 + 0.2068 x 18 + 98 x 104 us x 18 + 2.1
#   = 6.022 J.
"$TSNG" --simulate periodic --governor powersave --governor performance --sim-seconds 1 --format json
