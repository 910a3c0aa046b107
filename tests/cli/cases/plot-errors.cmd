# One line and exit 2 for what cannot be drawn: a field the run lacks, a field without a unit to plot
# on, a picture type gnuplot is not asked for, no -o; a missing run file.  Nothing is left behind.
t=$(mktemp -d); sh tests/gen-bench-rec.sh 2 2 >"$t/r.rec"; cd "$t" && "$TSNG" --replay r.rec --quiet --format json --out run.jsonl 2>/dev/null
"$TSNG" plot run.jsonl --show PkgWatt -o a.svg 2>&1; echo "rc=$?"
"$TSNG" plot run.jsonl --show IRQ -o a.svg 2>&1; echo "rc=$?"
"$TSNG" plot run.jsonl -o a.pdf 2>&1; echo "rc=$?"
"$TSNG" plot run.jsonl 2>&1; echo "rc=$?"
"$TSNG" plot none.jsonl -o a.svg 2>&1; echo "rc=$?"
ls; cd / && rm -rf "$t"
