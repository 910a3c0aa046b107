#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Writes a hand-made recording of N snapshots STEP seconds apart of one of three states of
# the Haswell client of tests/recordings/hsw-i7-4770.rec (its CPUID and start-up MSRs;
# sources there): the mixin's tests replay it into Prometheus (tests/prom/alerts.sh) and
# into promtool's input series (tests/mixin/series.py).  Nothing here was measured; the
# published facts are the part's: base ratio 34, TDP 84 W (ark), TjMax 100 C, and the
# register layouts (SDM vol. 4 table 2-29, MSR_CORE_PERF_LIMIT_REASONS 0x690: bit 0
# PROCHOT, bit 10 PL1, their logs 16 higher; table 2-22, MSR_PKG_POWER_LIMIT 0x610).
# Every other value is chosen, and these are derived from it:
#   MSR_PKG_POWER_LIMIT 0x610 = 0x00008348000082A0: PL1 [14:0] 0x2A0 = 672 / 8 = 84 W
#   enabled [15]; PL2 [46:32] 0x348 = 840 / 8 = 105 W enabled [47] (1.25 x TDP, chosen).
#   TSC 3.4 GHz: 3,400,000,000 * STEP per snapshot on both CPUs.
#   MSR_PKG_CST_CONFIG_CONTROL 0xE2 = 0x1e008008 as tests/recordings/hsw-ult.rec; package
#   C-state residencies pc2 0x60D, pc3 0x3F8, pc6 0x3F9, pc7 0x3FA count at the TSC rate.
#   prochot: 0x690 = 0x00010001 (PROCHOT now and logged); both CPUs 100 % busy (dMPERF =
#     dTSC) at 800 MHz (dAPERF = dTSC * 8 / 34), package 10 W (163,840 energy counts of
#     1/16384 J a second), 70 C (THERM_STATUS readout 30 below TjMax 100: PROCHOT from outside
#     the package); thermal_throttle core and package total_time_ms +1000 a second (the
#     kernel counts PROCHOT as throttling); 20 SMIs a second on each CPU (MSR_SMI_COUNT 0x34);
#     no package C-state.
#   thermal: 0x690 = 0x00020002 (Thermal now and logged); both CPUs 100 % busy at 3000 MHz
#     (dAPERF = dTSC * 30 / 34), package 60 W (983,040 counts a second), 99 C (readout 1);
#     throttle total_time_ms +1000 a second; no SMI, no package C-state.
#   edp: 0x690 = 0x01000100 (EDP now and logged); both CPUs 100 % busy at 3600 MHz (dAPERF =
#     dTSC * 36 / 34), package 70 W (1,146,880 counts a second), 75 C (readout 25).
#   pl1: 0x690 = 0x04000400 (PL1 now and logged); both CPUs 100 % busy at 3500 MHz
#     (dAPERF = dTSC * 35 / 34: above base, below the 3900 MHz 1-core turbo), package 84 W
#     (1,376,256 counts a second), 80 C; no thermal throttling, no SMI, no package C-state.
#   healthy: 0x690 = 0; cpu0 25 % busy at 3900 MHz (dMPERF = dTSC / 4, dAPERF = dMPERF *
#     39 / 34), cpu1 10 % busy at 3400 MHz, package 20 W (327,680 counts a second), 45 C;
#     pc2 10 %, pc3 10 %, pc6 40 %, pc7 0 % of the TSC.
#   idle: 0x690 = 0; both CPUs 1 % busy at 800 MHz (dMPERF = dTSC / 100), package 5 W
#     (81,920 counts a second), 35 C; pc2 60 %, pc3 30 %, never pc6 or pc7 (a package kept
#     out of its deep C-states).
# Usage: gen-limits-rec.sh prochot|thermal|pl1|edp|healthy|idle [N [STEP]]
kind=$1
n=${2:-60}
step=${3:-1}
case $kind in
prochot | thermal | pl1 | edp | healthy | idle) ;;
*) echo "gen-limits-rec.sh: prochot, thermal, pl1, edp, healthy or idle, not '$kind'" >&2; exit 2 ;;
esac
echo 'turbostat-ng-recording 1'
echo "# gen-limits-rec.sh $kind $n $step: hand-made, the sources and arithmetic in tests/prom/gen-limits-rec.sh"
sed -n '/^msr-access/,/^msr 0 0x1A2/p' tests/recordings/hsw-i7-4770.rec
echo 'msr 0 0x610 0x00008348000082A0'
echo 'msr 0 0xE2 0x1e008008'
awk -v kind="$kind" -v n="$n" -v step="$step" 'BEGIN {
	tsc = 3400000000 * step
	pc2 = 0; pc3 = 0; pc6 = 0; smi = 0; thr = 0
	if (kind == "prochot") {
		plr = "0x00010001"; m0 = tsc; m1 = tsc; a0 = tsc * 8 / 34; a1 = a0; e = 163840; rd = 30; thr = 1000; smi = 20
	} else if (kind == "thermal") {
		plr = "0x00020002"; m0 = tsc; m1 = tsc; a0 = tsc * 30 / 34; a1 = a0; e = 983040; rd = 1; thr = 1000
	} else if (kind == "edp") {
		plr = "0x01000100"; m0 = tsc; m1 = tsc; a0 = tsc * 36 / 34; a1 = a0; e = 1146880; rd = 25
	} else if (kind == "pl1") {
		plr = "0x04000400"; m0 = tsc; m1 = tsc; a0 = tsc * 35 / 34; a1 = a0; e = 1376256; rd = 20
	} else if (kind == "healthy") {
		plr = "0x0"; m0 = tsc / 4; m1 = tsc / 10; a0 = m0 * 39 / 34; a1 = m1; e = 327680; rd = 55
		pc2 = tsc / 10; pc3 = tsc / 10; pc6 = tsc * 4 / 10
	} else {
		plr = "0x0"; m0 = tsc / 100; m1 = m0; a0 = m0 * 8 / 34; a1 = a0; e = 81920; rd = 65
		pc2 = tsc * 6 / 10; pc3 = tsc * 3 / 10
	}
	for (k = 0; k < n; k++) {
		printf "snapshot %.0f %.6f\n", 1000000000 + k * step * 1e9, 1796213000 + k * step
		printf "msr 0 0xE7 %.0f\nmsr 1 0xE7 %.0f\n", 5000000000 + k * m0, 5000000000 + k * m1
		printf "msr 0 0xE8 %.0f\nmsr 1 0xE8 %.0f\n", 5000000000 + k * a0, 5000000000 + k * a1
		printf "tsc 0 %.0f\ntsc 1 %.0f\n", 100000000000 + k * tsc, 100000000000 + k * tsc
		printf "msr 0 0x611 0x%08X\n", (k * e * step) % 4294967296
		printf "msr 0 0x690 %s\n", plr
		printf "msr 0 0x34 %.0f\nmsr 1 0x34 %.0f\n", k * smi * step, k * smi * step
		printf "msr 0 0x60D %.0f\nmsr 0 0x3F8 %.0f\n", k * pc2, k * pc3
		printf "msr 0 0x3F9 %.0f\nmsr 0 0x3FA 0\n", k * pc6
		printf "msr 0 0x19C 0x88%02X0000\nmsr 1 0x19C 0x88%02X0000\nmsr 0 0x1B1 0x88%02X0000\n", rd, rd, rd
		for (c = 0; c < 2; c++) {
			printf "file /sys/devices/system/cpu/cpu%d/thermal_throttle/core_throttle_total_time_ms = %.0f\n", c, k * thr * step
			printf "file /sys/devices/system/cpu/cpu%d/thermal_throttle/package_throttle_total_time_ms = %.0f\n", c, k * thr * step
		}
	}
	printf "end %d\n", n
}'
