#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Every CLI case must be able to fail: run the whole suite against a binary
# that prints nothing and exits 1, and name each case that still passes.
# Prints "null-binary: N cases, all fail" or the cases that pass; exit 0 only
# when none does.  TSNG_CASES narrows the run as it does for run.sh; only
# the cases it selects are judged.
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
printf '#!/bin/sh\nexit 1\n' >"$tmp/turbostat-ng"
chmod +x "$tmp/turbostat-ng"
TSNG_CASE_TIMEOUT=10 sh tests/cli/run.sh "$tmp/turbostat-ng" >"$tmp/log" 2>&1
total=0
passing=""
for cmd in tests/cli/cases/${TSNG_CASES:-*}.cmd; do
	[ -e "$cmd" ] || continue
	base=$(basename "${cmd%.cmd}")
	total=$((total + 1))
	grep -q "^FAIL cli/$base:" "$tmp/log" || passing="$passing $base"
done
if [ -n "$passing" ]; then
	echo "null-binary: these cases pass against a binary that prints nothing and exits 1:$passing"
	exit 1
fi
echo "null-binary: $total cases, all fail"
