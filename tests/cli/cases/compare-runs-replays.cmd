# Three replays a side of the same recording are identical runs: every quantity ~ (equal run means,
# no spread: p = 1), ratio 1.00, never **; the same with one replay a side gives ratios only and
# "1 run: no significance".
T=$(mktemp -d); for i in 1 2 3 4 5 6; do "$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --format json --out $T/r$i.jsonl 2>/dev/null; done
"$TSNG" compare $T/r1.jsonl $T/r2.jsonl $T/r3.jsonl -- $T/r4.jsonl $T/r5.jsonl $T/r6.jsonl | awk '/^[AH]mean / { n++; s += $NF == "~"; r += $(NF-1) == "1.00"; b += /\*\*/ } END { printf "%d quantities: %d ~, %d ratio 1.00, %d **\n", n, s, r, b }'
"$TSNG" compare $T/r1.jsonl $T/r4.jsonl | grep -c -e '^[AH]mean .*[*~]$'; "$TSNG" compare $T/r1.jsonl $T/r4.jsonl | tail -n 1; rm -rf $T
