# --out with --format prometheus: the file is replaced whole (temp file + rename), never left half-written or
# with a .tmp beside it; it holds the last interval's scrape (hsw-i7-4770.rec: interval 2 lasted 2 s)
T=$(mktemp -d); "$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --format prometheus --out $T/tsng.prom 2>/dev/null; ls $T; grep -c "^# TYPE turbostat_info" $T/tsng.prom; grep "^turbostat_interval_seconds" $T/tsng.prom; promtool check metrics <$T/tsng.prom && echo promtool clean; rm -rf $T
