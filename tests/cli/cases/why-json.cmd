# The Why column in JSON: a string on the summary and on the package record (its scope), the
# verdict word of tests/gen-why-rec.sh's states: PL1 (0x690 bit 10), then thermal over PL1.
sh tests/gen-why-rec.sh pl1 pl1+thermal >"$TMPDIR/w.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/w.rec" --format json --show Why | grep -o '"Why":"[^"]*"'
