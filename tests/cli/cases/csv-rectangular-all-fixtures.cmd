d=$(mktemp -d); i=0; for f in tests/recordings/*.rec; do grep -q "^snapshot " "$f" || continue; for o in "" "--debug" "--Summary --Joules" "--cpu 0"; do i=$((i+1)); "$TSNG" --replay "$f" --quiet --format csv --num_iterations 3 $o >"$d/$i.csv" 2>/dev/null; echo "$f $o" >"$d/$i.what"; done; done; python3 -c 'import csv, glob, sys
bad = empty = 0
for p in sorted(glob.glob(sys.argv[1] + "/*.csv")):
    what = open(p[:-4] + ".what").read().strip()
    rows = list(csv.reader(open(p, newline="")))
    # a header and at least one data row: a run that prints nothing is a failure
    if len(rows) < 2 or len(rows[0]) < 2:
        empty += 1
        print("no records:", what)
    elif any(len(r) != len(rows[0]) for r in rows):
        bad += 1
        print("ragged CSV:", what)
print(bad, "ragged,", empty, "without records")' "$d"; rm -rf "$d"
