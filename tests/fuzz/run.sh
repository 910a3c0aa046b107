#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make fuzz: runs each libFuzzer target for SECONDS, one after another, and
# prints a table of executions, time and coverage.  New corpus entries go to
# BUILD/corpus/NAME (the seeds in tests/fuzz/NAME are read, never written);
# a crash, leak or hang leaves BUILD/NAME-crash-*, -leak-* or -timeout-*:
# copy it into tests/fuzz/NAME/ as a regression input once it is fixed.
# Usage: run.sh BUILD SECONDS NAME...
set -u
build=$1
secs=$2
shift 2
bad=0
printf '%-11s %10s %6s %8s %6s %7s  %s\n' target execs secs exec/s cov corpus result
for name in "$@"; do
	mkdir -p "$build/corpus/$name"
	log=$build/$name.log
	# -timeout: one input running 10 s is a hang; -rss_limit_mb: growth past 1 GB is a failure
	"$build/bin/$name" -max_total_time="$secs" -timeout=10 -rss_limit_mb=1024 \
		-print_final_stats=1 -artifact_prefix="$build/$name-" \
		"$build/corpus/$name" "tests/fuzz/$name" >"$log" 2>&1
	rc=$?
	execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
	took=$(sed -n 's/.*Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log")
	cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
	corp=$(grep -o 'corp: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)
	result=ok
	if [ "$rc" != 0 ]; then
		result="FAILED (see $log)"
		bad=1
	fi
	printf '%-11s %10s %6s %8s %6s %7s  %s\n' "$name" "${execs:-?}" "${took:-?}" \
		"$(( ${execs:-0} / (${took:-1} > 0 ? ${took:-1} : 1) ))" "${cov:-?}" "${corp:-?}" "$result"
done
exit $bad
