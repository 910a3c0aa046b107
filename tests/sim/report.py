#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make sim-report: runs the simulation ensembles that tests/sim/targets.tsv names and writes a
Markdown report of every row, fit and validation apart, pass or FAIL against the tolerance the
targets file declared before any run.  Nothing here tunes anything: a failing row is printed as
failing.

Usage: report.py BINARY TARGETS OUT [SEEDS [SECONDS]]   (defaults 50 seeds of 30 s)
SECONDS "thread": each run for its source thread's own duration (THREAD_SECONDS), else 10 s.
SIM_RUNS="RUN ..." reports only those runs' rows (a quick look at a few rows; never the committed report).
"""
import concurrent.futures
import json
import os
import subprocess
import sys

binary, targets, out = sys.argv[1:4]
seeds = int(sys.argv[4]) if len(sys.argv) > 4 else 50
seconds = sys.argv[5] if len(sys.argv) > 5 else "30"
seconds = seconds if seconds == "thread" else float(seconds)

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
    # seed 000's oversubscribed client counts, scaled to the simulated 8 of 272 threads (targets.tsv K3-K8)
    "knm-smt4-tbench-512": ("tbench", "knm-smt4", ["schedutil:invariant=0", "schedutil", "pstate"]),
    "knm-smt4-tbench-1024": ("tbench", "knm-smt4", ["schedutil:invariant=0", "schedutil", "pstate"]),
    "knm-smt4-tbench-1088": ("tbench", "knm-smt4", ["schedutil:invariant=0", "schedutil", "pstate"]),
    "skx-tbench": ("tbench", "skx-2s", ["schedutil:driver=hwp-passive-5.9", "schedutil:driver=intel_cpufreq",
                                       "powersave:driver=hwp-active", "performance:driver=hwp-active"]),
    "bdx-tbench": ("tbench", "bdx-2s", ["schedutil:driver=intel_cpufreq", "pstate", "performance"]),
    "hsx-tbench": ("tbench", "hsx-2s", ["schedutil:driver=intel_cpufreq", "pstate", "performance"]),
}
# --sim-clients of fixed-time runs: more than the 8 simulated CPUs share them through run queues
CLIENTS = {"knm-smt4-tbench-512": 15, "knm-smt4-tbench-1024": 30, "knm-smt4-tbench-1088": 32}
# Fixed-work runs (appended): the seed 004 gitsource configurations and seed 001's kernbench at other
# thread counts (FIXED below gives their work).
SEED004_HWP = ["schedutil:driver=hwp-passive-5.9", "schedutil:driver=intel_cpufreq", "powersave:driver=hwp-active",
               "performance:driver=hwp-active"]
SCHEDMC = ["ondemand:driver=acpi-cpufreq,place=spread", "ondemand:driver=acpi-cpufreq,place=pack"]
RUNS.update({
    "skl-gitsource": ("gitsource", "skl-4c", SEED004_HWP),
    "cfl-gitsource": ("gitsource", "cfl-4c", [SEED004_HWP[0]] + SEED004_HWP[2:]),
    "schedmc-kernbench-2": ("kernbench", "xeon-2x4", SCHEDMC),
    "schedmc-kernbench-4": ("kernbench", "xeon-2x4", SCHEDMC),
    "schedmc-kernbench-6": ("kernbench", "xeon-2x4", SCHEDMC),
    "schedmc-kernbench-8": ("kernbench", "xeon-2x4", SCHEDMC),
})
# A fixed-work run's --sim-requests, --sim-clients (None: the workload's) and time cap in seconds (it
# ends at its last request; the cap only stops a run that would never finish, and is reported).  The
# amounts are model choices: 2000 git processes, 400 compile jobs.
FIXED = {"skl-gitsource": (2000, None, 300), "cfl-gitsource": (2000, None, 300)}
FIXED.update({"schedmc-kernbench-%d" % n: (400, n, 600) for n in (2, 4, 6, 8)})
# seed 002's hackbench: 400000 messages of a write and a read each, on epyc-tbench's governors
RUNS["epyc-hackbench"] = ("hackbench", "epyc-7713", RUNS["epyc-tbench"][2])
FIXED["epyc-hackbench"] = (800000, None, 600)

# Each run's duration in its source thread, for SECONDS "thread" (fixed-work runs end at their work).
# Seeds 000, 002 and 004 are mmtests tables (Hmean with +-, ratios per configuration); mmtests' tbench4
# (configs/config-network-tbench) runs each client count for TBENCH_DURATION = 3 x 60 s.  The other
# threads do not give their durations: those runs take the default, 10 s.
THREAD_SECONDS = {name: 180 for name, r in RUNS.items() if r[0] == "tbench"}
THREAD_DEFAULT_SECONDS = 10


def run_seconds(name):
    return THREAD_SECONDS.get(name, THREAD_DEFAULT_SECONDS) if seconds == "thread" else seconds


# The names rows use for a run's governors ("A/B quantity"): index into the run's list.
LABELS = {
    "epyc-tbench": {"od-acpi": 0, "sugov-acpi": 1, "perfgov-acpi": 2, "od-amd": 3, "sugov-amd": 4, "perfgov-amd": 5},
    "rome-tbench": {"sugov": 0, "ondemand": 1, "perfgov": 2},
    "schedmc-kernbench": {"spread": 0, "pack": 1},
    "skl-gitsource": {"sugov-HWP": 0, "sugov-no-HWP": 1, "powersave-HWP": 2, "perfgov-HWP": 3},
    "cfl-gitsource": {"sugov-HWP": 0, "powersave-HWP": 1, "perfgov-HWP": 2},
    "bdx-tbench": {"sugov": 0, "powersave": 1, "perfgov": 2},
    "hsx-tbench": {"sugov": 0, "powersave": 1, "perfgov": 2},
}
LABELS.update({"schedmc-kernbench-%d" % n: LABELS["schedmc-kernbench"] for n in (2, 4, 6, 8)})
LABELS["epyc-hackbench"] = LABELS["epyc-tbench"]

# Seed 004's configuration names and the --governor spellings that model them.
CONFIGS = {"sugov-no-HWP": "schedutil:driver=intel_cpufreq", "powersave-HWP": "powersave:driver=hwp-active",
           "perfgov-HWP": "performance:driver=hwp-active"}


def run(name):
    workload, part, govs = RUNS[name]
    requests, clients, cap = FIXED.get(name, (None, CLIENTS.get(name), run_seconds(name)))
    cmd = [binary, "--simulate", workload, "--part", part, "--sim-seeds", str(seeds),
           "--sim-seconds", str(cap), "--format", "json"]
    cmd += ["--sim-requests", str(requests)] if requests else []
    cmd += ["--sim-clients", str(clients)] if clients else []
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
    if run_name in FIXED:
        return fixed_labelled(run_name, a, b, what, minus, res)
    key = {"work": "ratio_work", "time": "ratio_work", "perf-per-watt": "ratio_perf_per_watt",
           "energy": "ratio_perf_per_watt", "power": "ratio_energy"}[what]
    v = res[a][key] / res[b][key]
    if what in ("time", "energy"):
        v = 1 / v
    if minus:
        return "%+.4f" % (v - 1), v - 1, None
    half = res[a][key + "_ci95"] if b == RUNS[run_name][2][0] and what not in ("time", "energy") else None
    return ("%.4f +- %.4f" % (v, half or 0) if half is not None else "%.4f" % v), v, half


def fixed_labelled(run_name, a, b, what, minus, res):
    """labelled() for a fixed-work run: time and energy are the elapsed time's and the package energy's
    ratios, power the energy's over the time's, perf-per-watt work over energy as before.  A run
    that stopped at its time cap is refused (its time is the cap's, not the work's)."""
    for g in (a, b):
        if res[g]["unfinished"] > 0:
            raise SystemExit("report.py: %s: %s stopped at the time cap before its work was done" % (run_name, g))
    key = {"time": "ratio_time", "energy": "ratio_energy", "perf-per-watt": "ratio_perf_per_watt"}.get(what)
    if what == "power":
        v = (res[a]["ratio_energy"] / res[b]["ratio_energy"]) / (res[a]["ratio_time"] / res[b]["ratio_time"])
        half = None
    else:
        v = res[a][key] / res[b][key]
        half = res[a][key + "_ci95"] if b == RUNS[run_name][2][0] else None
    if minus:
        return "%+.4f" % (v - 1), v - 1, None
    return ("%.4f +- %.4f" % (v, half or 0) if half is not None else "%.4f" % v), v, half


def across_runs(name, run_name):
    """"LABEL elapsed / RUN LABEL elapsed": one governor's mean elapsed time in this fixed-work run over
    the same governor's in another (a concurrency sweep's step)."""
    mine, other = name.split(" / ")
    label, other_label = mine.split(" ")[0], other.split(" ")[1]
    other_run = other.split(" ")[0]
    a = results[run_name][0][RUNS[run_name][2][LABELS[run_name][label]]]
    b = results[other_run][0][RUNS[other_run][2][LABELS[other_run][other_label]]]
    v = a["elapsed_s"] / b["elapsed_s"]
    return "%.4f" % v, v, None


def quantity(name, res, secs, run_name=None):
    """(our value as text, number or None, half-width or None) of one row's quantity."""
    if name.endswith(" elapsed") and " / " in name:
        return across_runs(name, run_name)
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
# a quantity across runs ("... / RUN LABEL elapsed") needs the other run too
names += [n for n in dict.fromkeys(r[3].split(" / ")[1].split(" ")[0] for r in rows
                                   if r[2] != "-" and r[3].endswith(" elapsed") and " / " in r[3]) if n not in names]
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
                     "power constants to these rows and writes them, with their residuals, to sim/sim_fit.h; a "
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
        "do not edit by hand.  Each run is an ensemble of %d workload seeds of %s; ratios "
        "are the mean of per-seed ratios with a 95%% Student-t interval (turbostat-ng(8), --sim-seeds)." %
        (seeds, "%g simulated seconds" % seconds if seconds != "thread" else
         "its source thread's duration (tbench 180 s, the others 10 s; Runs below)"), "",
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
