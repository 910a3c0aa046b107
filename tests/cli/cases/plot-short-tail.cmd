# plot weighs by time, as compare and fork mode's Mean/Max do: a last interval shorter than half
# the mean of those before (here 0.002 s after two of 1 s, gen-bench-rec's Busy% 10, set to
# Busy% 100 as a command's few ticks may read) is folded into the row before it, not drawn as a
# spike: (10 x 1 + 100 x 0.002) / 1.002 = 10.1796 at 2.002 s.
t=$(mktemp -d); sh tests/gen-bench-rec.sh 2 3 >"$t/r.rec"; "$TSNG" --replay "$t/r.rec" --quiet --format json --out "$t/run.jsonl" 2>/dev/null
sed -i '/"kind":"interval","interval":3,/{s/"interval_s":1.000000/"interval_s":0.002000/;s/"summary":{"Avg_MHz":247,"Busy%":10.00/"summary":{"Avg_MHz":247,"Busy%":100.00/}' "$t/run.jsonl"
"$TSNG" plot "$t/run.jsonl" --show Busy% -o "$t/a.svg" --plot-script "$t/gp"; echo "rc=$?"; cat "$t/gp/plot.tsv"; rm -rf "$t"
