#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Writes a synthetic recording of NCPU CPUs and ITER intervals to stdout, for tests/bench.sh.
# The start-up values are those of tests/recordings/hsw-ult.rec (a Haswell-ULT: MSR access,
# core and package C-states), stretched to NCPU CPUs: 2 threads per core, 32 cores per package,
# 4 cpuidle states per CPU, /proc/stat and /proc/interrupts with NCPU columns.  Counters advance
# by fixed deltas; the numbers are not meant to be read, only to cost what real ones cost.
# Usage: gen-bench-rec.sh NCPU ITER
set -eu
ncpu=$1
iter=$2
awk -v ncpu="$ncpu" -v iter="$iter" -v src=tests/recordings/hsw-ult.rec '
function topo(c) {
	pkg = int(c / 64); core = int((c % 64) / 2)
	printf "file /sys/devices/system/cpu/cpu%d/topology/physical_package_id = %d\n", c, pkg
	printf "file /sys/devices/system/cpu/cpu%d/topology/die_id = 0\n", c
	printf "file /sys/devices/system/cpu/cpu%d/topology/core_id = %d\n", c, core
	for (k = 0; k < 4; k++)
		printf "file /sys/devices/system/cpu/cpu%d/cpuidle/state%d/name = %s\n", c, k, names[k]
}
BEGIN {
	split("POLL C1 C1E C6", n1, " ")
	for (k = 0; k < 4; k++) names[k] = n1[k + 1]
	print "turbostat-ng-recording 1"
	print "# synthetic, written by tests/gen-bench-rec.sh " ncpu " " iter "; start-up from " src
	while ((getline line < src) > 0)
		if (line ~ /^(msr-access|cpuid 0 |msr 0 0x(CE|E2) )/)
			print line
	printf "file /sys/devices/system/cpu/online = 0-%d\n", ncpu - 1
	for (c = 0; c < ncpu; c++) topo(c)
	for (s = 0; s <= iter; s++) {
		printf "snapshot %.0f %d.000000\n", 1000000000 + s * 1000000000, 1796213000 + s
		for (c = 0; c < ncpu; c++) {
			b = 100000000000
			printf "tsc %d %.0f\n", c, b + s * 1900000000
			printf "msr %d 0xE7 %.0f\n", c, b + s * 190000000
			printf "msr %d 0xE8 %.0f\n", c, b + s * 247000000
			printf "msr %d 0x34 %d\n", c, s
			if (c % 2 == 0) {
				printf "msr %d 0x3FC %.0f\n", c, b + s * 1000000
				printf "msr %d 0x3FD %.0f\n", c, b + s * 190000000
				printf "msr %d 0x3FE %.0f\n", c, b + s * 1000000000
			}
			if (c % 64 == 0)
				for (m = 0; m < 7; m++)
					printf "msr %d %s %.0f\n", c, pkgmsr(m), b + s * 19000000 * (m + 1)
			for (k = 0; k < 4; k++) {
				printf "file /sys/devices/system/cpu/cpu%d/cpuidle/state%d/time = %d\n", c, k, s * 100000 * k
				printf "file /sys/devices/system/cpu/cpu%d/cpuidle/state%d/usage = %d\n", c, k, s * 100 * k
			}
		}
		print "file /proc/stat"
		for (c = 0; c < ncpu; c++)
			printf "| cpu%d %d 0 %d %d 0 0 0 0 0 0\n", c, 1000 + s * 10, 500 + s * 5, 10000 + s * 85
		print "file /proc/interrupts"
		line = "|    "
		for (c = 0; c < ncpu; c++) line = line sprintf("     CPU%d", c)
		print line
		for (r = 0; r < 8; r++) {
			line = sprintf("| %3d:", 24 + r)
			for (c = 0; c < ncpu; c++) line = line sprintf(" %8d", 1000 + s * (r + 1))
			print line "   PCI-MSI   eth0-" r
		}
		line = "| NMI:"
		for (c = 0; c < ncpu; c++) line = line sprintf(" %8d", s)
		print line "   Non-maskable interrupts"
	}
	print "end " iter + 1
}
function pkgmsr(m) { return m == 0 ? "0x60D" : m == 1 ? "0x3F8" : m == 2 ? "0x3F9" : m == 3 ? "0x3FA" : m == 4 ? "0x630" : m == 5 ? "0x631" : "0x632" }
'
