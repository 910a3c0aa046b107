# Bounds worked from the knm-7255 part (sim/part.c), one tile of 2 cores for 2 s:
# work <= 1.2 GHz x 2 cores x 2 s = 4.8 Gcycles; energy >= uncore 0.8 W x 2 s = 1.6 J and
# <= (2 cores x (0.6 + 2.0) W + 0.8 W) x 2 s = 12 J; busy in (0, 100); avg busy MHz 1000..1200.
"$TSNG" --simulate bursty --part knm-7255 --governor schedutil --governor schedutil:invariant=0 --governor pstate --sim-seconds 2 --format json | awk -F'"governor": "|", "work_gcycles": |, "energy_j": |, "core_energy_j": .*"busy_pct": |, "avg_busy_mhz": |, "requests_per_s"' 'NF > 5 { ok = $3 > 0 && $3 <= 4.8 && $4 >= 1.6 && $4 <= 12 && $5 > 0 && $5 < 100 && $6 >= 1000 && $6 <= 1200; print $2 ": " (ok ? "within" : "outside") " the bounds" }'
