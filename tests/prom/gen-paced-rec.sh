#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Writes a recording of N snapshots 0.1 s apart (default 300: 30 s played at the recorded
# pace) for the Prometheus round trip.  The part is the Haswell client of
# tests/recordings/hsw-i7-4770.rec (two cores, its CPUID and start-up MSRs; sources there).
# Worked by hand:
#   MSR_RAPL_POWER_UNIT 0x606 = 0x000A0E03: energy unit [12:8] = 14, 1/16384 J
#   (SDM vol. 4 table 2-2).  MSR_PKG_ENERGY_STATUS 0x611 rises 20480 counts per 0.1 s:
#   20480 / 16384 = 1.25 J per 0.1 s = 12.5 W, the recording's PkgWatt (and rate() of
#   turbostat_energy_joules_total{domain="package"}).  It starts at 0xFFF00000 so that
#   the 32-bit counter wraps after 52 snapshots (the 64-bit sum carries on).
#   TSC 340,000,000 per 0.1 s (3.4 GHz) on both CPUs.
# Usage: gen-paced-rec.sh [N]
n=${1:-300}
sed -n '/^msr-access/,/^msr 0 0x1A2/p' tests/recordings/hsw-i7-4770.rec | sed '1i turbostat-ng-recording 1' 
awk -v n="$n" 'BEGIN {
	e = 4293918720	# 0xFFF00000
	for (k = 0; k < n; k++) {
		printf "snapshot %.0f %d.%06d\n", 1000000000 + k * 100000000, 1796213000 + int(k / 10), (k % 10) * 100000
		printf "tsc 0 %.0f\ntsc 1 %.0f\n", 100000000000 + k * 340000000, 100000000000 + k * 340000000
		printf "msr 0 0x611 0x%08X\n", (e + k * 20480) % 4294967296
	}
	printf "end %d\n", n
}'
