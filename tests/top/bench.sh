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
sock=tsng-bench-$$
trap 'tmux -L $sock kill-server 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

# CPUS in 2 packages of CPUS/4 two-thread cores, Skylake-SP registers (skx-gold.rec), pseudo-random load.
awk -v n="$CPUS" -v snaps=$((N + 2)) 'BEGIN {
	srand(1)
	tsc_d = 2400000000
	print "turbostat-ng-recording 1"
	print "msr-access ok"
	for (c = 0; c < n; c++) {
		printf "file /sys/devices/system/cpu/cpu%d/topology/physical_package_id = %d\n", c, c < n / 2 ? 0 : 1
		printf "file /sys/devices/system/cpu/cpu%d/topology/die_id = 0\n", c
		printf "file /sys/devices/system/cpu/cpu%d/topology/core_id = %d\n", c, int(c / 2) % (n / 4)
		printf "cpuid %d 0x1 0 0x00050654 0x%02x100800 0x7ffefbff 0xbfebfbff\n", c, c % 256
	}
	printf "file /sys/devices/system/cpu/online = 0-%d\n", n - 1
	print "cpuid 0 0x0 0 0x00000016 0x756e6547 0x6c65746e 0x49656e69"
	print "cpuid 0 0x6 0 0x00000ff7 0x00000002 0x00000009 0x00000000"
	print "cpuid 0 0x15 0 0x00000002 0x000000c0 0x00000000 0x00000000"
	print "cpuid 0 0x80000000 0 0x80000008 0x00000000 0x00000000 0x00000000"
	print "cpuid 0 0x80000007 0 0x00000000 0x00000000 0x00000000 0x00000100"
	print "msr 0 0xCE 0x00000A0000001800"
	print "msr 0 0x1AD 0x1c1c1d1e1f202123"
	print "msr 0 0x1AE 0x1c1814100c080402"
	print "msr 0 0x1A2 0x00640000"
	print "msr 0 0x606 0x000A0E03"
	for (k = 0; k < snaps; k++) {
		printf "snapshot %.0f %d.000000\n", 1e12 + k * 1e9, 1796000000 + k
		for (c = 0; c < n; c++) {
			m = k ? int(tsc_d * (1 + int(rand() * 99)) / 100) : 0
			a[c] += int(m * (1000 + int(rand() * 2500)) / 2400)
			mp[c] += m
			printf "tsc %d %.0f\n", c, 1e12 + k * tsc_d
			printf "msr %d 0xE8 %.0f\nmsr %d 0xE7 %.0f\n", c, 1e11 + a[c], c, 1e11 + mp[c]
			if (c % 2 == 0) {
				c6[c] += int((tsc_d - m) / 3)
				printf "msr %d 0x3FD %.0f\nmsr %d 0x19C 0x88%02X0000\n", c, 1e10 + c6[c], c, 10 + int(rand() * 40)
			}
			if (c % (n / 2) == 0) {
				e[c] += k ? 1638400 : 0
				printf "msr %d 0x611 %.0f\nmsr %d 0x1B1 0x880F0000\n", c, (1e6 + e[c]) % 4294967296, c
			}
		}
	}
	printf "end %d\n", snaps
}' >"$tmp/cpus.rec"

# user+system seconds of the children of a shell, from `times` (second line: "0m1.23s 0m0.45s")
cpu_s() { awk 'NR == 2 { gsub(/s/, ""); split($1, u, "m"); split($2, s, "m"); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"; }

sh -c "\"$TSNG\" --quiet --replay $tmp/cpus.rec --num_iterations $N >/dev/null 2>&1; times >$tmp/table.times"
tmux -L $sock -f /dev/null new-session -d -x 200 -y 60 \
	"\"$TSNG\" --quiet --replay $tmp/cpus.rec --top --num_iterations $N 2>/dev/null; times >$tmp/top.times.new; mv $tmp/top.times.new $tmp/top.times"
while [ ! -f "$tmp/top.times" ]; do sleep 1; done
top=$(cpu_s "$tmp/top.times")
table=$(cpu_s "$tmp/table.times")
awk -v top="$top" -v table="$table" -v n="$N" -v cpus="$CPUS" 'BEGIN {
	printf "%d CPUs, %d intervals of 1 s: --top %.2f s CPU, --format turbostat %.2f s CPU\n", cpus, n, top, table
	printf "view beyond sampling: %.2f%% of one core\n", (top - table) / n * 100
}'
