#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# The metric families turbostat-ng exports, "name type" a line, for tools/mixin.py: what
# BINARY writes (its HELP and TYPE lines) replaying recordings that between them have every
# family the mixin reads: the limit states of tests/prom/gen-limits-rec.sh (limit reasons,
# throttled time, SMIs, power limits, TjMax, package C-states) and an AMD part.  Read from the
# exposition, not from the source, so that a family renamed in decode/col_export.c or
# output/prom*.c is renamed here too, and the mixin's check of its table fails.
# Usage: mixin-metrics.sh BINARY
set -eu
bin=$1
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
for kind in prochot healthy; do
	sh tests/prom/gen-limits-rec.sh "$kind" 3 1 >"$t/$kind.rec"
	set -- "$@" "$t/$kind.rec"
done
shift
for rec in "$@" tests/recordings/real-zen4-7950x.rec; do
	"$bin" --quiet --replay "$rec" --format prometheus --num_iterations 1 2>/dev/null
done | sed -n 's/^# TYPE turbostat_\([a-z0-9_]*\) \([a-z]*\)$/turbostat_\1 \2/p' | sort -u
