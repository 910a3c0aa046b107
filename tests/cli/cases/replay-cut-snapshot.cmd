# A recording whose writer was killed inside its 4th snapshot: tests/recordings/top-hybrid.rec cut
# 6 bytes before the end of the 3rd line after its 4th snapshot line (so FILE:LINE names that line).
# The 3 complete snapshots replay, byte for byte the 2 intervals of the whole recording with
# --num_iterations 2, and one warning names the cut line.
r=tests/recordings/top-hybrid.rec; n=$(($(grep -n '^snapshot' "$r" | sed -n 4p | cut -d: -f1) + 3)); f=$(mktemp); head -n $n "$r" | head -c -6 >"$f"; "$TSNG" --replay "$f" >"$f.cut" 2>"$f.err"; echo "rc=$?"; "$TSNG" --replay "$r" --num_iterations 2 >"$f.whole" 2>/dev/null; cmp "$f.cut" "$f.whole" && echo "the same $(grep -c '^Core' "$f.cut") intervals as the whole recording's first 2"; grep cut "$f.err" | sed "s|$f|FILE|; s|FILE:$n:|FILE:LINE:|"; rm -f "$f" "$f.cut" "$f.err" "$f.whole"
