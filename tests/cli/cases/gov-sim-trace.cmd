# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
# --governor-trace under --simulate: each decision on stderr, the report on stdout (dropped
# here).  steady on i7-2600k, 25 ms: pid decides at 12 and 24 ms (its 10 ms timer in 4 ms
# jiffies): core_pct 19200000 x 25600 / 40800000 = 12047, busy 12047 x 544 >> 8 = 25599,
# err 24832 - 25599 = -767, pterm 51 x -767 >> 8 = -153, pid (-153 + 128) >> 8 = -1 -> 17;
# then at P17 after a 20 us stall 20366000 x 25600 / 40800000 = 12778 -> 18 (worked in
# tests/unit/test_gov_simtrace.c).  ondemand: load 100 at the 4 ms tick and every 8 ms after,
# policy->max = the _PSS turbo entry 3401000 kHz -> ratio 38.
"$TSNG" --simulate steady --sim-warmup 0 --governor pid --governor ondemand --governor-trace --sim-seconds 0.025 2>&1 >/dev/null
echo "rc=$?"
