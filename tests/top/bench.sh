#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# CPU cost of the top view beyond sampling, on a 256-CPU (or CPUS) replay at 1 s per
# interval (a benchmark for people, not a test: make check never runs it).
# It compares the CPU time of `--top` over N intervals (paced by the
# recording, drawn in a 200x60 tmux pane) with --format turbostat over the
# same intervals, which samples and derives the same way without the view.
# Usage: sh tests/top/bench.sh BINARY [N [CPUS]]   (default N = 60, CPUS = 256, a multiple of 4)
set -eu
TSNG=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
N=${2:-60}
CPUS=${3:-256}
tmp=$(mktemp -d)
sock=$tmp/sock	# in $tmp: nothing left in /tmp/tmux-UID
trap 'tmux -S $sock kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

sh "$(dirname "$0")/gen-large-rec.sh" "$CPUS" $((N + 2)) >"$tmp/cpus.rec"

# user+system seconds of the children of a shell, from `times` (second line: "0m1.23s 0m0.45s")
cpu_s() { awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, s, "m"); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }

sh -c "\"$TSNG\" --quiet --replay $tmp/cpus.rec --num_iterations $N >/dev/null 2>&1; times >$tmp/table.times"
tmux -S $sock -f /dev/null new-session -d -x 200 -y 60 \
	"\"$TSNG\" --quiet --replay $tmp/cpus.rec --top --num_iterations $N 2>/dev/null; times >$tmp/top.times.new; mv $tmp/top.times.new $tmp/top.times"
while [ ! -f "$tmp/top.times" ]; do sleep 1; done
top=$(cpu_s "$tmp/top.times")
table=$(cpu_s "$tmp/table.times")
awk -v top="$top" -v table="$table" -v n="$N" -v cpus="$CPUS" 'BEGIN {
	printf "%d CPUs, %d intervals of 1 s: --top %.2f s CPU, --format turbostat %.2f s CPU\n", cpus, n, top, table
	printf "view beyond sampling: %.2f%% of one core\n", (top - table) / n * 100
}'
