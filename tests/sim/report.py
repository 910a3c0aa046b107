#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make sim-report: runs the simulation ensembles that tests/sim/targets.tsv names and writes a
Markdown report of every row, fit and validation apart, pass or FAIL against the tolerance the
targets file declared before any run.  Nothing here tunes anything: a failing row is printed as
failing.

Usage: report.py BINARY TARGETS OUT [SEEDS [SECONDS]]   (defaults 50 seeds of 30 s)
SIM_RUNS="RUN ..." reports only those runs' rows (a quick look at a few rows; never the committed report).
"""
import concurrent.futures
import json
import os
import subprocess
import sys

binary, targets, out = sys.argv[1:4]
seeds = int(sys.argv[4]) if len(sys.argv) > 4 else 50
seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 30

# The runs the rows name: workload, part, governors (the first is the ratios' base).
RUNS = {
    "dbench4": ("bursty", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "netperf": ("netperf", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "iozone": ("iozone", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "cyclictest": ("cyclictest", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "knm-tbench": ("tbench", "knm-7255", ["schedutil:invariant=0", "schedutil", "pstate"]),
    "tbench": ("tbench", "i7-2600k", ["schedutil"]),
    "skl-tbench": ("tbench", "skl-4c", ["schedutil:driver=hwp-passive-5.9", "schedutil:driver=intel_cpufreq",
                                        "powersave:driver=hwp-active", "performance:driver=hwp-active"]),
    "cfl-tbench": ("tbench", "cfl-4c", ["schedutil:driver=hwp-passive-5.9", "powersave:driver=hwp-active",
                                        "performance:driver=hwp-active"]),
    "epyc-tbench": ("tbench", "epyc-7713", ["ondemand:driver=acpi-cpufreq", "schedutil:driver=acpi-cpufreq,v68=0",
                                           "performance:driver=acpi-cpufreq", "ondemand:driver=amd-pstate",
                                           "schedutil:driver=amd-pstate,v68=0", "performance:driver=amd-pstate"]),
    "rome-tbench": ("tbench", "epyc-7713", ["schedutil:driver=acpi-cpufreq,invariant=0,v68=0",
                                           "ondemand:driver=acpi-cpufreq", "performance:driver=acpi-cpufreq"]),
    "schedmc-kernbench": ("kernbench", "xeon-2x4", ["ondemand:driver=acpi-cpufreq,place=spread",
                                                    "ondemand:driver=acpi-cpufreq,place=pack"]),
    "knm-smt4-tbench": ("tbench", "knm-smt4", ["schedutil:invariant=0", "schedutil", "pstate"]),
    "skx-tbench": ("tbench", "skx-2s", ["schedutil:driver=hwp-passive-5.9", "schedutil:driver=intel_cpufreq",
                                       "powersave:driver=hwp-active", "performance:driver=hwp-active"]),
    "bdx-tbench": ("tbench", "bdx-2s", ["schedutil:driver=intel_cpufreq", "pstate", "performance"]),
    "hsx-tbench": ("tbench", "hsx-2s", ["schedutil:driver=intel_cpufreq", "pstate", "performance"]),
}

# The names rows use for a run's governors ("A/B quantity"): index into the run's list.
LABELS = {
    "epyc-tbench": {"od-acpi": 0, "sugov-acpi": 1, "perfgov-acpi": 2, "od-amd": 3, "sugov-amd": 4, "perfgov-amd": 5},
    "rome-tbench": {"sugov": 0, "ondemand": 1, "perfgov": 2},
    "schedmc-kernbench": {"spread": 0, "pack": 1},
    "bdx-tbench": {"sugov": 0, "powersave": 1, "perfgov": 2},
    "hsx-tbench": {"sugov": 0, "powersave": 1, "perfgov": 2},
}

# Seed 004's configuration names and the --governor spellings that model them.
CONFIGS = {"sugov-no-HWP": "schedutil:driver=intel_cpufreq", "powersave-HWP": "powersave:driver=hwp-active",
           "perfgov-HWP": "performance:driver=hwp-active"}


def run(name):
    workload, part, govs = RUNS[name]
    cmd = [binary, "--simulate", workload, "--part", part, "--sim-seeds", str(seeds),
           "--sim-seconds", str(seconds), "--format", "json"]
    for g in govs:
        cmd += ["--governor", g]
    doc = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    return {g["governor"]: g for g in doc["governors"]}, doc["simulation"]["seconds"], " ".join(cmd[1:])


def watts(g, key, secs):
    return g[key] / secs


def labelled(run_name, name, res):
    """"A/B QTY[ - 1]" over LABELS: A's ratio to the run's first governor over B's.  QTY: work,
    perf-per-watt; time (1 / work) and energy (1 / perf-per-watt) for fixed work; power (the energy
    ratio over equal simulated time).  The interval is A's when B is the first governor."""
    pair, what = name.split(" ", 1)
    minus = what.endswith(" - 1")
    what = what[:-4] if minus else what
    a, b = (RUNS[run_name][2][LABELS[run_name][x]] for x in pair.split("/"))
    key = {"work": "ratio_work", "time": "ratio_work", "perf-per-watt": "ratio_perf_per_watt",
           "energy": "ratio_perf_per_watt", "power": "ratio_energy"}[what]
    v = res[a][key] / res[b][key]
    if what in ("time", "energy"):
        v = 1 / v
    if minus:
        return "%+.4f" % (v - 1), v - 1, None
    half = res[a][key + "_ci95"] if b == RUNS[run_name][2][0] and what not in ("time", "energy") else None
    return ("%.4f +- %.4f" % (v, half or 0) if half is not None else "%.4f" % v), v, half


def quantity(name, res, secs, run_name=None):
    """(our value as text, number or None, half-width or None) of one row's quantity."""
    if run_name in LABELS:
        return labelled(run_name, name, res)
    if name.split()[0] in ("3x", "12x"):
        g = res["pid:holdoff=" + name.split("x")[0]]
        what = name.split(" ", 1)[1]
        v = {"%Busy": g["busy_pct"], "CPU%c1": g["cstate_pct"]["C1"],
             "CPU%c3+c6": g["cstate_pct"]["C3"] + g["cstate_pct"]["C6"],
             "CPU%c3": g["cstate_pct"]["C3"], "CPU%c6": g["cstate_pct"]["C6"],
             "PkgWatt": watts(g, "energy_j", secs), "CorWatt": watts(g, "core_energy_j", secs)}[what]
        return "%.2f" % v, v, None
    if name.startswith("12x/3x "):
        g = res["pid:holdoff=12"]
        key = {"work": "ratio_work", "package energy": "ratio_energy"}[name[7:]]
        return "%.4f +- %.4f" % (g[key], g[key + "_ci95"] or 0), g[key], g[key + "_ci95"]
    if name.startswith("12x-3x "):
        a, b = res["pid:holdoff=3"], res["pid:holdoff=12"]
        what = name[7:]
        pick = {"%Busy": lambda g: g["busy_pct"], "CPU%c1": lambda g: g["cstate_pct"]["C1"],
                "CPU%c6": lambda g: g["cstate_pct"]["C6"]}[what]
        d = pick(b) - pick(a)
        return "%+.2f" % d, d, None
    if name.endswith("/non-inv work") or name.endswith("/non-inv perf-per-watt"):
        gov = "schedutil" if name.startswith("freq-inv") else "pstate"
        key = "ratio_work" if name.endswith("work") else "ratio_perf_per_watt"
        g = res[gov]
        return "%.4f +- %.4f" % (g[key], g[key + "_ci95"] or 0), g[key], g[key + "_ci95"]
    if "/sugov-HWP " in name:
        conf, what = name.split("/sugov-HWP ")
        g = res[CONFIGS[conf]]
        key = "ratio_work" if what.startswith("work") else "ratio_perf_per_watt"
        if what.endswith(" - 1"):
            return "%+.4f" % (g[key] - 1), g[key] - 1, None
        return "%.4f +- %.4f" % (g[key], g[key + "_ci95"] or 0), g[key], g[key + "_ci95"]
    if name == "schedutil P-state changes":
        v = res["schedutil"]["pstate_changes"]
        return "%.0f" % v, v, None
    raise SystemExit("report.py: no rule for quantity '%s'" % name)


def verdict(v, lo, hi):
    if lo in "+-":
        return "pass" if (v > 0 if lo == "+" else v < 0) else "FAIL"
    return "pass" if float(lo) <= v <= float(hi) else "FAIL"


rows = []
with open(targets) as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        rows.append(line.rstrip("\n").split("\t"))
if os.environ.get("SIM_RUNS"):
    rows = [r for r in rows if r[2] in os.environ["SIM_RUNS"].split()]

# The runs are independent processes: as many at once as there are CPUs (SIM_JOBS overrides), so a
# report takes its CPU time divided by the cores; the results do not depend on the order.
names = list(dict.fromkeys(r[2] for r in rows if r[2] != "-"))
with concurrent.futures.ThreadPoolExecutor(max_workers=int(os.environ.get("SIM_JOBS", 0)) or os.cpu_count()) as pool:
    done = dict(zip(names, pool.map(run, names)))
results, commands = {}, {}
for name, (res, secs, cmd) in done.items():
    results[name], commands[name] = (res, secs), cmd

counts = {}
lines = []
for section, title in (("fit", "Fit set"), ("validation", "Validation set"), ("not-attempted", "Not attempted")):
    lines.append("## %s\n" % title)
    if section == "fit":
        lines.append("`make sim-fit` (tests/sim/fit.py) fits the session workloads' residencies and the i7-2600k "
                     "power constants to these rows and writes them, with their residuals, to gov/sim_fit.h; a "
                     "pass here is no evidence, only a check that the fit holds over this ensemble.\n")
    if section == "validation":
        lines.append("Never used to shape the model; reported as it came out.\n")
    lines.append("| row | run | quantity | thread | ours (%d seeds) | accepted | verdict | source |" % seeds)
    lines.append("|---|---|---|---|---|---|---|---|")
    for r in rows:
        rid, sset, rname, qty, thread, lo, hi, src = r
        if sset != section:
            continue
        if section == "not-attempted":
            ours, acc, v = "-", "-", "not attempted"
        else:
            res, secs = results[rname]
            ours, num, half = quantity(qty, res, secs, rname)
            acc = ("> 0" if lo == "+" else "< 0") if lo in "+-" else "%s .. %s" % (lo, hi)
            v = verdict(num, lo, hi)
        counts[(section, v)] = counts.get((section, v), 0) + 1
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (rid, rname, qty, thread, ours, acc,
                                                                     "**FAIL**" if v == "FAIL" else v, src))
    lines.append("")

head = ["# turbostat-ng simulation report", "",
        "Generated by `make sim-report` (tests/sim/report.py) from the rows declared in tests/sim/targets.tsv; "
        "do not edit by hand.  Each run is an ensemble of %d workload seeds of %g simulated seconds; ratios "
        "are the mean of per-seed ratios with a 95%% Student-t interval (turbostat-ng(8), --sim-seeds)." %
        (seeds, seconds), "",
        "Summary: fit %d pass, %d fail; validation %d pass, %d fail; %d rows not attempted." %
        (counts.get(("fit", "pass"), 0), counts.get(("fit", "FAIL"), 0), counts.get(("validation", "pass"), 0),
         counts.get(("validation", "FAIL"), 0), counts.get(("not-attempted", "not attempted"), 0)), "",
        "What this says: the simulation compares governors with each other on modelled parts; where a "
        "validation row fails, the model does not reproduce that measurement, and its numbers for that "
        "case are not a prediction.", ""]
tail = ["## Runs", ""] + ["- %s: `turbostat-ng %s`" % (k, c) for k, c in sorted(commands.items())] + [""]
with open(out, "w") as f:
    f.write("\n".join(head + lines + tail))
print("sim-report: %s: fit %d pass, %d fail; validation %d pass, %d fail" %
      (out, counts.get(("fit", "pass"), 0), counts.get(("fit", "FAIL"), 0),
       counts.get(("validation", "pass"), 0), counts.get(("validation", "FAIL"), 0)))
