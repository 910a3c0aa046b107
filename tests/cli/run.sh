#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# CLI tests: each tests/cli/cases/NAME.cmd is one shell command line that
# runs "$TSNG" from the repository root.  Beside it:
#   NAME.out  expected stdout, byte for byte (required)
#   NAME.err  expected stderr (optional; not compared when absent)
#   NAME.rc   expected exit status (optional; default 0)
# Usage: run.sh BINARY [--regen]
# TSNG_CASE_TIMEOUT: seconds a case may run (default 300; tests/cli/null-binary.sh
# shortens it, since a case waiting for output that never comes waits that long).  A bound for
# a hung case, far from any case's own time: sim-report-smoke under the sanitizers is about
# 60 CPU s, and reached 120 s once beside a package build and six other cases on 2 CPUs.  timeout
# signals the case's whole process group (TERM, then KILL 10 s later), so a background
# server a case started (tmux -D, prometheus, --listen) ends with it.
# TSNG_CASES: a shell pattern of case names to run (default: every case), e.g. 'fake-*'.
# TSNG_JOBS: cases run at once (default 2): most of a case's time is waiting (a server's
# deadline, a scrape interval, an interval of a live run), so a second one runs meanwhile.
# Each writes its stdout, stderr and exit status to files of its own; they are judged and
# reported afterwards in name order, so the output is the same for any TSNG_JOBS.
# --regen rewrites every .out (and an existing .err) from BINARY; a person
# reads the diff.  make check never regenerates.
set -u
TSNG=$1
regen=${2:-}
case $TSNG in /*) ;; *) TSNG=$(pwd)/$TSNG ;; esac
export TSNG LC_ALL=C NO_COLOR=1
# Each case runs with TMPDIR in a directory of its own, removed after it: a case stopped by its
# timeout (or a null binary: tests/cli/null-binary.sh) before its own rm leaves nothing in /tmp.
# 0755 along the way, so that a case's user 65534 (fork-child-no-privilege) reaches its files.
tmp=$(mktemp -d)
chmod 755 "$tmp"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM
pass=0
fail=0
mkdir -m 755 "$tmp/r"
# one case ($1, its .cmd) into $0/NAME/: out, err, rc
one='d=$0/$(basename "${1%.cmd}")
mkdir -m 755 "$d" "$d/case"
TMPDIR=$d/case timeout -k 10 "${TSNG_CASE_TIMEOUT:-300}" sh -c "$(cat "$1")" >"$d/out" 2>"$d/err" </dev/null
echo $? >"$d/rc"
rm -rf "$d/case"'
# The cases that take longest start first, so that none of them is left running alone at the end
# (only the order they start in: the report is by name).  Under the sanitizers sim-report-smoke
# alone is nearly half of the suite's CPU time (57 of 130 s).
first="sim-report-smoke prom-slow-clients prom-roundtrip prom-promtool prom-promtool-stream
compare-byte-cap-pipe prom-web-config csv-rectangular-all-fixtures json-valid-all-fixtures"
for cmd in tests/cli/cases/${TSNG_CASES:-*}.cmd; do
	[ -e "$cmd" ] && printf '%s\n' "$cmd"
done >"$tmp/all"
for f in $first; do
	grep -Fx "tests/cli/cases/$f.cmd" "$tmp/all"
done >"$tmp/order"
grep -Fvx -f "$tmp/order" "$tmp/all" >>"$tmp/order"
xargs -d '\n' -r -n 1 -P "${TSNG_JOBS:-2}" sh -c "$one" "$tmp/r" <"$tmp/order"
for cmd in tests/cli/cases/${TSNG_CASES:-*}.cmd; do
	[ -e "$cmd" ] || continue
	name=${cmd%.cmd}
	base=$(basename "$name")
	want_rc=0
	[ -f "$name.rc" ] && want_rc=$(cat "$name.rc")
	mv "$tmp/r/$base/out" "$tmp/r/$base/err" "$tmp"
	rc=$(cat "$tmp/r/$base/rc")
	rm -rf "$tmp/r/$base"
	if [ "$regen" = --regen ]; then
		cp "$tmp/out" "$name.out"
		[ -f "$name.err" ] && cp "$tmp/err" "$name.err"
		continue
	fi
	why=""
	[ "$rc" = "$want_rc" ] || why="exit $rc, want $want_rc"
	if [ -z "$why" ] && ! cmp -s "$tmp/out" "$name.out"; then
		why="stdout differs"
		diff -u "$name.out" "$tmp/out" | head -20 >"$tmp/diff"
	fi
	if [ -z "$why" ] && [ -f "$name.err" ] && ! cmp -s "$tmp/err" "$name.err"; then
		why="stderr differs"
		diff -u "$name.err" "$tmp/err" | head -20 >"$tmp/diff"
	fi
	if [ -z "$why" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL cli/$base: $why"
		[ -f "$tmp/diff" ] && sed 's/^/    /' "$tmp/diff" && rm -f "$tmp/diff"
		[ "$why" = "exit $rc, want $want_rc" ] && head -5 "$tmp/err" | sed 's/^/    stderr: /'
	fi
done
echo "cli: $pass passed, $fail failed"
[ "$fail" = 0 ]
