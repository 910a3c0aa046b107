#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# A stand-in for turbostat-ng --simulate ... --format json with fixed numbers, so that the
# report's verdicts (tests/sim/report.py) can be checked against values chosen by hand
# (tests/cli/cases/sim-report-verdicts.cmd says which row each one should pass or fail).
# The real binary ($TSNG) must accept the same command line first (on a tiny run).
"$TSNG" "$@" --sim-seeds 1 --sim-seconds 0.01 >/dev/null || exit 1
case " $* " in
*" bursty "*)
	cat <<'JSON'
{"simulation": {"workload": "bursty", "part": "i7-2600k", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "pid:holdoff=3", "energy_j": 65.0, "core_energy_j": 40.0, "busy_pct": 27.0, "pstate_changes": 5, "cstate_pct": {"C1": 50.0, "C3": 5.0, "C6": 25.0}, "ratio_work": 1.0, "ratio_work_ci95": 0.0, "ratio_energy": 1.0, "ratio_energy_ci95": 0.0, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.0},
  {"governor": "pid:holdoff=12", "energy_j": 70.0, "core_energy_j": 50.0, "busy_pct": 26.9, "pstate_changes": 5, "cstate_pct": {"C1": 51.0, "C3": 5.0, "C6": 26.0}, "ratio_work": 1.05, "ratio_work_ci95": 0.01, "ratio_energy": 1.2, "ratio_energy_ci95": 0.01, "ratio_perf_per_watt": 0.875, "ratio_perf_per_watt_ci95": 0.01}
 ]}
JSON
	;;
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
*" epyc-7713 "*"invariant=0,v68=0"*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "epyc-7713", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "schedutil:driver=acpi-cpufreq,invariant=0,v68=0", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "ondemand:driver=acpi-cpufreq", "ratio_work": 1.12, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "performance:driver=acpi-cpufreq", "ratio_work": 1.2, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01}
 ]}
JSON
	;;
*" epyc-7713 "*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "epyc-7713", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "ondemand:driver=acpi-cpufreq", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "schedutil:driver=acpi-cpufreq,v68=0", "ratio_work": 1.05, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "performance:driver=acpi-cpufreq", "ratio_work": 1.1, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.06, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "ondemand:driver=amd-pstate", "ratio_work": 0.8, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 0.6, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "schedutil:driver=amd-pstate,v68=0", "ratio_work": 0.5, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 0.7, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "performance:driver=amd-pstate", "ratio_work": 1.05, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01}
 ]}
JSON
	;;
*" xeon-2x4 "*)
	cat <<'JSON'
{"simulation": {"workload": "kernbench", "part": "xeon-2x4", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "ondemand:driver=acpi-cpufreq,place=spread", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "ondemand:driver=acpi-cpufreq,place=pack", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.05, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 0.95, "ratio_energy_ci95": 0.01}
 ]}
JSON
	;;
*" knm-smt4 "*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "knm-smt4", "seconds": 10.000, "seeds": 2},
 "governors": [
  {"governor": "schedutil:invariant=0", "ratio_work": 1.0, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "schedutil", "ratio_work": 1.06, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01},
  {"governor": "pstate", "ratio_work": 1.1, "ratio_work_ci95": 0.01, "ratio_perf_per_watt": 1.0, "ratio_perf_per_watt_ci95": 0.01, "ratio_energy": 1.0, "ratio_energy_ci95": 0.01}
 ]}
JSON
	;;
*)
	cat <<'JSON'
{"simulation": {"workload": "tbench", "part": "i7-2600k", "seconds": 10.000, "seeds": 2},
 "governors": [ {"governor": "schedutil", "pstate_changes": 3} ]}
JSON
	;;
esac
