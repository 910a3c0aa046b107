# The host records of the two sides name different kernels and governors: one warning line on
# stderr naming both values of each, the table as usual; the same host says nothing.
T=$(mktemp -d); sed 's/"6.12.0"/"6.13.1"/; s/"powersave"/"performance"/' tests/compare/shift/new1.jsonl >$T/other.jsonl
"$TSNG" compare tests/compare/shift/base1.jsonl $T/other.jsonl 2>&1 >/dev/null; echo "rc=$?"
"$TSNG" compare tests/compare/shift/base1.jsonl tests/compare/shift/new1.jsonl 2>&1 >/dev/null | wc -l; rm -rf $T
