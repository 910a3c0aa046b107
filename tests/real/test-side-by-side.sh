#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The side-by-side kit offline: its report on two canned texts (canned/turbostat-8-hsw.txt,
# published; canned/ours-hand.txt, its hand-made variant whose differences are listed in its
# header), a tolerance given by SBS_TOL, and its skips.  Every expected line is written out here
# from those differences, never taken from a run.  One test per check; prints
# "side-by-side: N passed, N failed".
set -u
export LC_ALL=C
sbs=tests/real/side-by-side.sh
c=tests/real/canned
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0 fail=0

check() {	# NAME WANT_RC: compares $tmp/out with $tmp/want and the exit status
	if [ "$rc" = "$2" ] && cmp -s "$tmp/want" "$tmp/out"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL side-by-side/$1: exit $rc (want $2)"
		diff -u "$tmp/want" "$tmp/out" | sed 's/^/    /' | head -20
	fi
}

# the published rows against the hand-made variant: every kind of difference, each said once
sh "$sbs" compare "$c/turbostat-8-hsw.txt" "$c/ours-hand.txt" >"$tmp/out"
rc=$?
cat >"$tmp/want" <<'WANT'
side-by-side: turbostat 2 intervals, 18 rows; turbostat-ng 2 intervals, 17 rows
columns only in turbostat: CPU%c3
columns only in turbostat-ng: FreqInv
row only in turbostat: interval 2 Core 3 CPU 7
Avg_MHz: same within 50 or 5% (17 rows)
Busy%: same within 2 (17 rows)
Bzy_MHz: 1 of 17 rows beyond 50 or 5%, worst interval 1 Core 0 CPU 4: 3900 vs 3150
TSC_MHz: same within 50 or 5% (17 rows)
CPU%c1: same within 2 (17 rows)
CPU%c6: same within 2 (10 rows)
CPU%c7: same within 2 (10 rows)
side-by-side: they differ
WANT
check report 1

# SBS_TOL: Avg_MHz to 1 MHz makes the summary's 488 vs 490 a difference; Bzy_MHz to 20% forgives 3150
SBS_TOL="Avg_MHz=1,Bzy_MHz=20%" sh "$sbs" compare "$c/turbostat-8-hsw.txt" "$c/ours-hand.txt" | grep -e '^Avg_MHz' -e '^Bzy_MHz' >"$tmp/out"
rc=0
printf '%s\n' 'Avg_MHz: 1 of 17 rows beyond 1, worst interval 1 Core - CPU -: 488 vs 490' \
	'Bzy_MHz: same within 20% (17 rows)' >"$tmp/want"
check tolerance 0

# a text against itself: nothing differs
sh "$sbs" compare "$c/turbostat-8-hsw.txt" "$c/turbostat-8-hsw.txt" | tail -1 >"$tmp/out"
rc=0
echo 'side-by-side: they agree' >"$tmp/want"
check same 0

# no msr node (a tree without /dev/cpu): skipped, 77
mkdir -p "$tmp/root/dev/cpu/0"
TSNG_SYSROOT=$tmp/root sh "$sbs" -t /bin/true >"$tmp/out" 2>&1
rc=$?
echo 'side-by-side: skip: no /dev/cpu/0/msr: turbostat needs the msr driver (modprobe msr) and root' >"$tmp/want"
check skip-no-msr 77

# an msr node (a plain file in the tree) but no turbostat where one is named
: >"$tmp/root/dev/cpu/0/msr"
TSNG_SYSROOT=$tmp/root sh "$sbs" -t "$tmp/none/turbostat" >"$tmp/out" 2>&1
rc=$?
echo "side-by-side: skip: no turbostat at $tmp/none/turbostat (Debian: apt-get install linux-cpupower)" >"$tmp/want"
check skip-no-turbostat 77

echo "side-by-side: $pass passed, $fail failed"
[ "$fail" = 0 ]
