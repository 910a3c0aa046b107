# --sim-warmup 0: the run's start (the lowest P-state up to the first tick or timer) is counted, as worked out here.
"$TSNG" --simulate steady --sim-warmup 0 --part xeon-2x4 --governor performance --sim-seconds 1 --format json | grep -o '"work_gcycles": [0-9.]*\|"pkg_idle_pct": [0-9.]*'; "$TSNG" --simulate steady --sim-warmup 0 --part xeon-2x4 --governor performance --sim-seconds 1 | head -1
