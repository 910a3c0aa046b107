# --name names the sides; --stddev and --min-max add mmtests' rows over the sides' intervals
# (tests/compare/shift: base Busy% 8 for 1 s, 14 for 0.5 s, 11, 12; new 14, 15, 16, each 1 s).
# Stddev weighted by seconds: base mean 38 / 3.5 = 10.857, E[v^2] 427 / 3.5 = 122, sd
# sqrt(122 - 10.857^2) = 2.0304; new sd sqrt(2/3) = 0.8165 (a row below 1: four decimals on every
# side); Min 8 / 14, Max 14 / 16.  PkgWatt 5, 5, 6, 7 / 5, 6, 7: sd 0.8330 / 0.8165, Min 5, Max 7.
# TSC_MHz is the clock, not a result: no row.
S=tests/compare/shift
"$TSNG" compare --name vanilla --name patched --stddev --min-max $S/base1.jsonl $S/base2.jsonl $S/base3.jsonl -- $S/new1.jsonl $S/new2.jsonl $S/new3.jsonl | head -9
"$TSNG" compare --name one $S/base1.jsonl $S/new1.jsonl; echo "rc=$?"
