# --plot-script keeps the data and the gnuplot script.  gen-bench-rec's counters move by fixed
# deltas each second: APERF 247,000,000 (Avg_MHz 247), MPERF 190,000,000 of the TSC's
# 1,900,000,000 (Busy% 10), so Bzy_MHz = 1900 x 247 / 190 = 2470; the time column is each
# interval's end since the start.  The script runs again with gnuplot alone.
t=$(mktemp -d); sh tests/gen-bench-rec.sh 2 3 >"$t/r.rec"; "$TSNG" --replay "$t/r.rec" --quiet --format json --out "$t/run.jsonl" 2>/dev/null; "$TSNG" plot "$t/run.jsonl" --show Avg_MHz,Busy%,Bzy_MHz -o "$t/a.svg" --plot-script "$t/gp"; echo "rc=$?"; cat "$t/gp/plot.tsv"; grep -c '^plot ' "$t/gp/plot.gp"; gnuplot -c "$t/gp/plot.gp" "$t/b.png" 2>/dev/null; echo "gnuplot rc=$?"; [ -s "$t/b.png" ] && echo "png made"; rm -rf "$t"
