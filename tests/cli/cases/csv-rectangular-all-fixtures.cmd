d=$(mktemp -d); i=0; for f in tests/recordings/*.rec; do for o in "" "--debug" "--Summary --Joules" "--cpu 0"; do i=$((i+1)); "$TSNG" --replay "$f" --quiet --format csv --num_iterations 3 $o >"$d/$i.csv" 2>/dev/null; echo "$f $o" >"$d/$i.what"; done; done; python3 -c 'import csv, glob, sys
bad = 0
for p in sorted(glob.glob(sys.argv[1] + "/*.csv")):
    rows = list(csv.reader(open(p, newline="")))
    if rows and any(len(r) != len(rows[0]) for r in rows):
        bad += 1
        print("ragged CSV:", open(p[:-4] + ".what").read().strip())
print(bad, "ragged")' "$d"; rm -rf "$d"
