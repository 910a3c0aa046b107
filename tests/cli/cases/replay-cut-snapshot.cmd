# A recording whose writer was killed inside its 4th snapshot: tests/recordings/top-hybrid.rec
# (snapshots begin on lines 95, 142, 188, 234) cut 6 bytes before the end of its line 237.
# The 3 complete snapshots replay, byte for byte the 2 intervals of the whole recording with
# --num_iterations 2, and one warning names line 237.
f=$(mktemp); head -n 237 tests/recordings/top-hybrid.rec | head -c -6 >"$f"; "$TSNG" --replay "$f" >"$f.cut" 2>"$f.err"; echo "rc=$?"; "$TSNG" --replay tests/recordings/top-hybrid.rec --num_iterations 2 >"$f.whole" 2>/dev/null; cmp "$f.cut" "$f.whole" && echo "the same $(grep -c '^Core' "$f.cut") intervals as the whole recording's first 2"; grep cut "$f.err" | sed "s|$f|FILE|"; rm -f "$f" "$f.cut" "$f.err" "$f.whole"
