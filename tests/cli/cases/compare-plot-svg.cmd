# compare --plot draws the sides through gnuplot (as turbostat-ng plot does): tests/compare/shift's
# three runs a side; the SVG well formed (xmllint), a panel of means over the baseline's with each
# side in the key and each quantity once under its tic, then a panel per unit (%, W) with each
# side's first run overlaid.  A picture that is neither .svg nor .png, or --plot-script without
# --plot, is refused in one line.
t=$(mktemp -d); "$TSNG" compare --plot "$t/cmp.svg" tests/compare/shift/base1.jsonl tests/compare/shift/base2.jsonl tests/compare/shift/base3.jsonl -- tests/compare/shift/new1.jsonl tests/compare/shift/new2.jsonl tests/compare/shift/new3.jsonl >/dev/null; echo "rc=$?"; xmllint --noout "$t/cmp.svg" && echo "well-formed SVG"
for s in "turbostat-ng compare" "mean / baseline mean (+-1 sd of run means)" "base1(3)" "new1(3)" Busy% PkgWatt haltpoll_idle% % W "seconds since the start" "base1(3) Busy%" "new1(3) Busy%" "base1(3) PkgWatt" "new1(3) PkgWatt"; do printf '%s: %s\n' "$s" "$(xmllint --xpath "count(//*[local-name()='text'][normalize-space(.)='$s'])" "$t/cmp.svg")"; done
"$TSNG" compare --plot "$t/cmp.pdf" tests/compare/shift/base1.jsonl tests/compare/shift/new1.jsonl 2>&1 | sed "s|$t/||"
"$TSNG" compare --plot-script "$t/s" tests/compare/shift/base1.jsonl tests/compare/shift/new1.jsonl 2>&1; ls "$t"; rm -rf "$t"
