#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Writes a hand-made recording whose 1 s intervals go through the states given, each for
# its count of intervals ("healthy:2 pl1:3 pl1+thermal:2"), for the --why verdict's tests
# (tests/cli/cases/why-*.cmd).  Nothing here was measured.  The part is the Haswell client of
# tests/recordings/hsw-i7-4770.rec (its CPUID and start-up MSRs; sources there: base ratio 34,
# TDP 84 W, TjMax 100 C).  Published facts added here:
#   MSR_TURBO_RATIO_LIMIT 0x1AD = 0x25262727: the i7-4770's turbo bins 3/4/5/5 over base 34
#     (Wikipedia, List of Intel Core i7 processors, Haswell: 3.9 GHz with 1 or 2 cores
#     active, 3.8 with 3, 3.7 with 4); bytes 1-core 39, 2-core 39, 3-core 38, 4-core 37
#     (layout SDM vol. 4 table 2-29).
#   MSR_CORE_PERF_LIMIT_REASONS 0x690: bit 0 PROCHOT, 1 thermal, 8 EDP, 10 PL1, 11 PL2, 12
#     max turbo, each logged 16 higher (SDM vol. 4 table 2-29).
#   MSR_PKG_POWER_LIMIT 0x610 = 0x00008348000082A0 (SDM vol. 4 table 2-22, power unit 1/8 W):
#     PL1 [14:0] 0x2A0 = 672 / 8 = 84 W enabled [15]; PL2 [46:32] 0x348 = 840 / 8 = 105 W
#     enabled [47] (the limits chosen: PL1 at TDP, PL2 1.25 x TDP).
# Chosen, and derived from it (TSC 3.4 GHz: dTSC 3,400,000,000 an interval on both CPUs;
# energy unit 1/16384 J, so W watts are W * 16384 counts an interval; PkgTmp = 100 - readout):
#   state        0x690       Busy%  Bzy_MHz (dAPERF/dMPERF)  PkgWatt  PkgTmp
#   healthy      0x0         100    3900 (39/34)             40       60
#   pl1          0x04000400  100    3500 (35/34)             84       80
#   pl2          0x08000800  100    3700 (37/34)             105      80
#   thermal      0x00020002  100    3000 (30/34)             60       99
#   pl1+thermal  0x04020402  100    2900 (29/34)             84       99
#   prochot      0x00010001  100    800 (8/34)               10       70
#   edp          0x01000100  100    3600 (36/34)             70       75
#   maxturbo     0x10001000  100    3900 (39/34)             50       70
#   idle         0x0         1      800 (8/34)               5        40
#   slow         0x0         100    2000 (20/34)             30       50
# Both CPUs run alike, so the package's verdict is each CPU's.  The limit register holds at a
# snapshot the state of the interval that snapshot ends (the first snapshot the first state's).
# governor=NAME first: cpu0's cpufreq scaling_governor reads NAME at start-up.
# Usage: gen-why-rec.sh [governor=NAME] STATE[:N]...   (N intervals, default 1)
set -eu
spec=
governor=
case ${1:-} in governor=*) governor=${1#governor=}; shift ;; esac
for a in "$@"; do
	st=${a%%:*}
	n=1
	case $a in *:*) n=${a#*:} ;; esac
	case $st in
	healthy | pl1 | pl2 | thermal | pl1+thermal | prochot | edp | maxturbo | idle | slow) ;;
	*) echo "gen-why-rec.sh: unknown state '$st'" >&2; exit 2 ;;
	esac
	spec="$spec $st:$n"
done
[ -n "$spec" ] || { echo "usage: gen-why-rec.sh STATE[:N]..." >&2; exit 2; }
here=$(dirname "$0")
echo 'turbostat-ng-recording 1'
echo "# gen-why-rec.sh$spec: hand-made, the sources and arithmetic in tests/gen-why-rec.sh"
sed -n '/^msr-access/,/^msr 0 0x1A2/p' "$here/recordings/hsw-i7-4770.rec"
echo 'msr 0 0x1AD 0x0000000025262727'
echo 'msr 0 0x610 0x00008348000082A0'
[ -z "$governor" ] || echo "file /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor = $governor"
echo "$spec" | awk '{
	split("healthy pl1 pl2 thermal pl1+thermal prochot edp maxturbo idle slow", names, " ")
	split("0x0 0x04000400 0x08000800 0x00020002 0x04020402 0x00010001 0x01000100 0x10001000 0x0 0x0", plrs, " ")
	split("100 100 100 100 100 100 100 100 1 100", busy, " ")
	split("39 35 37 30 29 8 36 39 8 20", ratio, " ")
	split("40 84 105 60 84 10 70 50 5 30", watts, " ")
	split("40 20 20 1 1 30 25 30 60 50", readout, " ")
	for (i in names) idx[names[i]] = i
	n = 0
	for (f = 1; f <= NF; f++) {
		split($f, p, ":")
		for (k = 0; k < p[2]; k++)
			seq[++n] = idx[p[1]]
	}
	tsc = 3400000000
	m = 5000000000; a = 5000000000; e = 0; t = 100000000000
	for (k = 0; k <= n; k++) {
		s = seq[k > 0 ? k : 1]
		if (k > 0) {
			dm = tsc * busy[s] / 100
			m += dm; a += dm * ratio[s] / 34; e += watts[s] * 16384; t += tsc
		}
		printf "snapshot %.0f %.6f\n", 1000000000 + k * 1e9, 1796213000 + k
		printf "msr 0 0xE7 %.0f\nmsr 1 0xE7 %.0f\n", m, m
		printf "msr 0 0xE8 %.0f\nmsr 1 0xE8 %.0f\n", a, a
		printf "tsc 0 %.0f\ntsc 1 %.0f\n", t, t
		printf "msr 0 0x611 0x%08X\n", e % 4294967296
		printf "msr 0 0x690 %s\n", plrs[s]
		printf "msr 0 0x19C 0x88%02X0000\nmsr 1 0x19C 0x88%02X0000\nmsr 0 0x1B1 0x88%02X0000\n", readout[s], readout[s], readout[s]
	}
	printf "end %d\n", n + 1
}'
