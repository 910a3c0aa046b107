# A recording given to plot or compare: what it is and what to do (replay it to JSON), the file named;
# a plot --show error names the run's file too.  Each exits 2.
"$TSNG" plot tests/recordings/hsw-ult.rec -o "$TMPDIR/x.svg"; echo "rc $?"
"$TSNG" compare tests/recordings/hsw-ult.rec tests/recordings/hsw-ult.rec; echo "rc $?"
"$TSNG" --replay tests/recordings/hsw-ult.rec --format json --out "$TMPDIR/r.json" 2>/dev/null
cd "$TMPDIR" && "$TSNG" plot r.json -o x.svg --show Foo; echo "rc $?"
