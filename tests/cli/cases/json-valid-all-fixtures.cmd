d=$(mktemp -d); i=0; for f in tests/recordings/*.rec; do for o in "" "--debug" "--Summary --Joules"; do i=$((i+1)); "$TSNG" --replay "$f" --quiet --format json --num_iterations 3 $o >"$d/$i.json" 2>/dev/null; echo "$f $o" >"$d/$i.what"; done; done; python3 -c 'import glob, json, sys
bad = 0
for p in sorted(glob.glob(sys.argv[1] + "/*.json")):
    try:
        [json.loads(l) for l in open(p).read().splitlines()]
    except ValueError:
        bad += 1
        print("invalid JSON:", open(p[:-5] + ".what").read().strip())
print(bad, "invalid")' "$d"; rm -rf "$d"
