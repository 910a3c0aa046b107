# Worked by hand (i7-2600k, gov/part.c): one task on core 0, three cores in C6 (0 W), uncore 2.1 W.
# Busy power 2 W x (V/1.35)^2 + 16 W x f/3.8 GHz x (V/1.35)^2: P16 (0.95 V) 4.326475 W, P38 18 W.
# performance: 4 ms at 1.6 GHz, a 20 us stall, then 3.8 GHz: 0.0064 + 0.99598 x 3.8 = 3.791 Gcycles;
#   0.004 x 4.326475 + 0.996 x 18 + 2.1 = 20.045 J; P16 0.4%, P38 99.6% of busy time.
# powersave: 1.6 Gcycles; 4.326475 + 2.1 = 6.426 J.  Busy 1 core of 4 = 25%; C6 75%.
# Ticks at 4, 8, ..., 996 ms: 249 governor samples.
"$TSNG" --simulate steady --governor performance --governor powersave --sim-seconds 1
