#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A recording of a large Skylake-SP server for the top view's bench and tests: N CPUs (a multiple
# of 4) in 2 packages of N/4 two-thread cores (package 0 the first half), the registers of
# skx-gold.rec, pseudo-random load (srand(1): the same every time), SNAPS snapshots 1 s apart.
# Usage: gen-large-rec.sh N SNAPS >FILE
set -eu
awk -v n="$1" -v snaps="$2" 'BEGIN {
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
}'
