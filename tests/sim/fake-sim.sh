#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A stand-in for turbostat-ng --simulate ... --format json with fixed numbers, so that the
# report's verdicts (tests/sim/report.py) can be checked against values chosen by hand
# (tests/cli/cases/sim-report-verdicts.cmd says which row each one should pass or fail).
# The real binary ($TSNG) must accept the same command line first (on a tiny run).
"$TSNG" "$@" --sim-seeds 1 --sim-seconds 0.01 >/dev/null || exit 1
# One pid hold-off's results: holdoff, energy_j, core_energy_j, busy_pct, C1, C3, C6, then the ratios
# against 3x (work, energy, perf-per-watt), each with a 0.01 interval.
pid_gov() {
	printf '  {"governor": "pid:holdoff=%s", "energy_j": %s, "core_energy_j": %s, "busy_pct": %s, "pstate_changes": 5, ' "$1" "$2" "$3" "$4"
	printf '"cstate_pct": {"C1": %s, "C3": %s, "C6": %s}, "ratio_work": %s, "ratio_work_ci95": 0.01, ' "$5" "$6" "$7" "$8"
	printf '"ratio_energy": %s, "ratio_energy_ci95": 0.01, "ratio_perf_per_watt": %s, "ratio_perf_per_watt_ci95": 0.01}' "$9" "${10}"
}
# A 3x against 12x run on the i7-2600k: the workload, 3x's six values, 12x's six, 12x's three ratios.
pid_pair() {
	printf '{"simulation": {"workload": "%s", "part": "i7-2600k", "seconds": 10.000, "seeds": 2},\n "governors": [\n' "$1"
	pid_gov 3 "$2" "$3" "$4" "$5" "$6" "$7" 1.0 1.0 1.0
	printf ',\n'
	shift 7
	pid_gov 12 "$@"
	printf '\n ]}\n'
}
# A fixed-work run's governor: name, elapsed_s, then its ratios against the first (time, energy,
# perf-per-watt), each with a 0.01 interval.
fixed_gov() {
	printf '  {"governor": "%s", "unfinished": 0.0, "elapsed_s": %s, "ratio_time": %s, "ratio_time_ci95": 0.01, ' "$1" "$2" "$3"
	printf '"ratio_energy": %s, "ratio_energy_ci95": 0.01, "ratio_perf_per_watt": %s, "ratio_perf_per_watt_ci95": 0.01}' "$4" "$5"
}
fixed_head() {
	printf '{"simulation": {"workload": "%s", "part": "%s", "seconds": 10.000, "seeds": 2, "requests": %s},\n "governors": [\n' "$1" "$2" "$3"
}
# kernbench at --sim-clients N: spread's elapsed, pack's time and energy ratios (no row reads its perf-per-watt).
schedmc() {
	fixed_head kernbench xeon-2x4 400
	fixed_gov ondemand:driver=acpi-cpufreq,place=spread "$1" 1.0 1.0 1.0
	printf ',\n'
	fixed_gov ondemand:driver=acpi-cpufreq,place=pack 1.0 "$2" "$3" 1.0
	printf '\n ]}\n'
}
# A tbench run on PART: then GOVERNOR, work ratio, perf-per-watt ratio for each governor (0.01 intervals).
ratios_run() {
	printf '{"simulation": {"workload": "tbench", "part": "%s", "seconds": 10.000, "seeds": 2},\n "governors": [\n' "$1"
	shift
	sep=
	while [ $# -ge 3 ]; do
		printf '%s  {"governor": "%s", "ratio_work": %s, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": %s, ' "$sep" "$1" "$2" "$3"
		printf '"ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01}'
		sep=',
'
		shift 3
	done
	printf '\n ]}\n'
}
# Any other run: every governor of the command line at ratio 1.0 (0.01 intervals), fixed work finished
# in 10 s, 3 P-state changes: the rows issue 36 declared read 1.0 (a "~" passes, a magnitude fails).
generic() {
	wl=; part=; prev=
	for a in "$@"; do
		case $prev in --simulate) wl=$a ;; --part) part=$a ;; esac
		prev=$a
	done
	printf '{"simulation": {"workload": "%s", "part": "%s", "seconds": 10.000, "seeds": 2},\n "governors": [\n' "$wl" "$part"
	sep=; prev=
	for a in "$@"; do
		if [ "$prev" = --governor ]; then
			printf '%s  {"governor": "%s", "unfinished": 0.0, "elapsed_s": 10.0, "pstate_changes": 3, ' "$sep" "$a"
			for q in work time energy perf_per_watt; do
				printf '"ratio_%s": 1.0, "ratio_%s_ci95": 0.01, ' "$q" "$q"
			done
			printf '"busy_pct": 50.0}'
			sep=',
'
		fi
		prev=$a
	done
	printf '\n ]}\n'
}
case " $* " in
*" gitsource "*" skl-4c "*)
	fixed_head gitsource skl-4c 2000
	fixed_gov schedutil:driver=hwp-passive-5.9 10.0 1.0 1.0 1.0; printf ',\n'
	fixed_gov schedutil:driver=intel_cpufreq 10.5 1.05 1.0 0.99; printf ',\n'
	fixed_gov powersave:driver=hwp-active 15.0 1.5 1.2 0.80; printf ',\n'
	fixed_gov performance:driver=hwp-active 9.6 0.96 1.0 1.0; printf '\n ]}\n'
	;;
*" gitsource "*" cfl-4c "*)
	fixed_head gitsource cfl-4c 2000
	fixed_gov schedutil:driver=hwp-passive-5.9 10.0 1.0 1.0 1.0; printf ',\n'
	fixed_gov powersave:driver=hwp-active 13.0 1.3 0.77 1.30; printf ',\n'
	fixed_gov performance:driver=hwp-active 10.0 1.0 1.0 1.0; printf '\n ]}\n'
	;;
*" hackbench "*" epyc-7713 "*)
	fixed_head hackbench epyc-7713 800000
	fixed_gov ondemand:driver=acpi-cpufreq 10.0 1.0 1.0 1.0; printf ',\n'
	fixed_gov schedutil:driver=acpi-cpufreq,v68=0 10.2 1.02 1.0 0.98; printf ',\n'
	fixed_gov performance:driver=acpi-cpufreq 10.4 1.04 1.0 0.95; printf ',\n'
	fixed_gov ondemand:driver=amd-pstate 11.0 1.10 1.0 0.80; printf ',\n'
	fixed_gov schedutil:driver=amd-pstate,v68=0 10.0 1.0 1.0 0.70; printf ',\n'
	fixed_gov performance:driver=amd-pstate 10.2 1.02 1.0 0.96; printf '\n ]}\n'
	;;
*" --sim-clients 2 "*) schedmc 20.0 0.95 0.94 ;;
*" --sim-clients 4 "*) schedmc 10.0 1.0 1.0 ;;
*" --sim-clients 6 "*) schedmc 7.0 0.99 0.985 ;;
*" --sim-clients 8 "*) schedmc 3.0 0.88 0.86 ;;
*" kernbench "*" --sim-requests "*|*" gitsource "*) generic "$@" ;;
*" bursty "*) pid_pair bursty 65.0 40.0 27.0 50.0 5.0 25.0  70.0 50.0 26.9 51.0 5.0 26.0 1.05 1.2 0.875 ;;
*" netperf "*) pid_pair netperf 150.0 112.0 37.0 30.0 0.1 25.0  140.0 100.0 37.0 30.0 0.1 25.0 1.02 1.05 1.0 ;;
*" iozone "*) pid_pair iozone 39.0 17.0 3.0 6.0 4.0 87.0  40.0 20.0 3.0 6.0 4.0 87.0 1.0 1.0 1.0 ;;
*" cyclictest "*) pid_pair cyclictest 71.2 50.6 99.5 0.0 0.0 0.5  80.0 59.0 99.5 0.0 0.0 0.5 1.0 1.10 1.0 ;;
*" knm-7255 "*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "knm-7255", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "schedutil:invariant=0", "ratio_work": 1.0, "ratio_work_ci95": 0.0, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.0},
  {"governor": "schedutil", "ratio_work": 1.05, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.04, "ratio_perf_per_watt_ci95": 0.01},
  {"governor": "pstate", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01}
 ]}
JSON
	;;
*" skl-4c "*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "skl-4c", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "schedutil:driver=hwp-passive-5.9", "ratio_work": 1.0, "ratio_work_ci95": 0.0, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.0},
  {"governor": "schedutil:driver=intel_cpufreq", "ratio_work": 0.90, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 0.99, "ratio_perf_per_watt_ci95": 0.01},
  {"governor": "powersave:driver=hwp-active", "ratio_work": 1.02, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 0.96, "ratio_perf_per_watt_ci95": 0.01},
  {"governor": "performance:driver=hwp-active", "ratio_work": 1.04, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01}
 ]}
JSON
	;;
*" cfl-4c "*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "cfl-4c", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "schedutil:driver=hwp-passive-5.9", "ratio_work": 1.0, "ratio_work_ci95": 0.0, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.0},
  {"governor": "powersave:driver=hwp-active", "ratio_work": 0.96, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01},
  {"governor": "performance:driver=hwp-active", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.031, "ratio_perf_per_watt_ci95": 0.01}
 ]}
JSON
	;;
*" epyc-7713 "*"invariant=0,v68=0"*) ratios_run epyc-7713 schedutil:driver=acpi-cpufreq,invariant=0,v68=0 1.0 1.0 ondemand:driver=acpi-cpufreq 1.12 1.0 performance:driver=acpi-cpufreq 1.2 1.0 ;;
*" epyc-7713 "*) ratios_run epyc-7713 ondemand:driver=acpi-cpufreq 1.0 1.0 schedutil:driver=acpi-cpufreq,v68=0 1.05 1.0 performance:driver=acpi-cpufreq 1.1 1.06 ondemand:driver=amd-pstate 0.8 0.6 schedutil:driver=amd-pstate,v68=0 0.5 0.7 performance:driver=amd-pstate 1.05 1.0 ;;
*" xeon-2x4 "*)
	cat <<'JSON'
{"simulation": {"workload": "kernbench", "part": "xeon-2x4", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "ondemand:driver=acpi-cpufreq,place=spread", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "ondemand:driver=acpi-cpufreq,place=pack", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.05, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 0.95, "ratio_energy_ci95": 0.01}
 ]}
JSON
	;;
*" knm-smt4 "*" --sim-clients "*) ratios_run knm-smt4 schedutil:invariant=0 1.0 1.0 schedutil 1.02 1.0 pstate 1.05 1.0 ;;
*" knm-smt4 "*) ratios_run knm-smt4 schedutil:invariant=0 1.0 1.0 schedutil 1.06 1.0 pstate 1.1 1.0 ;;
*" skx-2s "*) ratios_run skx-2s schedutil:driver=hwp-passive-5.9 1.0 1.0 schedutil:driver=intel_cpufreq 0.70 0.90 \
	powersave:driver=hwp-active 1.0 1.0 performance:driver=hwp-active 1.05 0.98 ;;
*" bdx-2s "*) ratios_run bdx-2s schedutil:driver=intel_cpufreq 1.0 1.0 pstate 1.10 1.08 performance 1.04 1.04 ;;
*" hsx-2s "*) ratios_run hsx-2s schedutil:driver=intel_cpufreq 1.0 1.0 pstate 1.20 1.10 performance 0.98 1.20 ;;
*) generic "$@" ;;
esac
