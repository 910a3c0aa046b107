d=$(mktemp -d); i=0; for f in tests/recordings/*.rec; do grep -q "^snapshot " "$f" || continue; for o in "" "--debug" "--Summary --Joules"; do i=$((i+1)); "$TSNG" --replay "$f" --quiet --format json --num_iterations 3 $o >"$d/$i.json" 2>/dev/null; echo "$f $o" >"$d/$i.what"; done; done; python3 -c 'import glob, json, sys
bad = empty = 0
for p in sorted(glob.glob(sys.argv[1] + "/*.json")):
    what = open(p[:-5] + ".what").read().strip()
    try:
        recs = [json.loads(l) for l in open(p).read().splitlines()]
    except ValueError:
        bad += 1
        print("invalid JSON:", what)
        continue
    # every fixture has at least one interval: a run that prints no object is a failure
    if not recs or not all(isinstance(r, dict) and r for r in recs):
        empty += 1
        print("no records:", what)
print(bad, "invalid,", empty, "without records")' "$d"; rm -rf "$d"
