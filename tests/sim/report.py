#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""make sim-report: runs the simulation ensembles that tests/sim/targets.tsv names and writes a
Markdown report of every row, fit and validation apart, pass or FAIL against the tolerance the
targets file declared before any run.  Nothing here tunes anything: a failing row is printed as
failing.

Beside every row, the null model: the same run in which the factor the row varies (governor, driver,
placement, invariance, hold-off, kernel, thread count) has no effect, realised as the base side's
configuration on both sides.  The simulator pairs seeds (every configuration of a run sees the same
workload seeds), so that run is the base run itself: a ratio of exactly 1 and a difference of exactly 0,
with the row's own 95% interval as its noise.  A row the null model passes is uninformative: reported,
not counted.  Sign rows ("+"/"-") are always uninformative: a null with any run-to-run noise takes
either sign.  Absolute rows (watts, residencies, a structural count) are reported apart.  The headline
counts, per seed thread, the informative validation rows attempted, passed and failed.

Usage: report.py BINARY TARGETS OUT [SEEDS [SECONDS]]   (defaults 50 seeds of 30 s)
SECONDS "thread": each run for its source thread's own duration (THREAD_SECONDS), else 10 s.
SIM_RUNS="RUN ..." reports only those runs' rows (a quick look at a few rows; never the committed report).
OUT, when it exists, is read first: each row says whether it was seen there and what it was.
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

binary, targets, out = sys.argv[1:4]
seeds = int(sys.argv[4]) if len(sys.argv) > 4 else 50
seconds = sys.argv[5] if len(sys.argv) > 5 else "30"
seconds = seconds if seconds == "thread" else float(seconds)

# The runs the rows name: workload, part, governors (the first is the ratios' base).
KNM = ["schedutil:driver=intel_cpufreq,invariant=0", "schedutil:driver=intel_cpufreq", "pstate"]
RUNS = {
    "dbench4": ("bursty", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "netperf": ("netperf", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "iozone": ("iozone", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    "cyclictest": ("cyclictest", "i7-2600k", ["pid:holdoff=3", "pid:holdoff=12"]),
    # seed 000's kernels: "intel_pstate passive, schedutil" (intel_cpufreq) and "intel_pstate active" (pstate)
    "knm-tbench": ("tbench", "knm-7255", KNM),
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
    "knm-smt4-tbench": ("tbench", "knm-smt4", KNM),
    # seed 000's oversubscribed client counts, scaled to the simulated 8 of 272 threads (targets.tsv K3-K8)
    "knm-smt4-tbench-512": ("tbench", "knm-smt4", KNM),
    "knm-smt4-tbench-1024": ("tbench", "knm-smt4", KNM),
    "knm-smt4-tbench-1088": ("tbench", "knm-smt4", KNM),
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
# Issue 36: seed 002's and seed 004's kernbench and gitsource cells (targets.tsv P, Q, J, L), fixed work
# as the rows above (400 compile jobs, 2000 git processes) on each machine's configurations.
for _part, _name, _govs in (("epyc-7713", "epyc", RUNS["epyc-tbench"][2]), ("skx-2s", "skx", SEED004_HWP),
                            ("skl-4c", "skl", SEED004_HWP), ("cfl-4c", "cfl", RUNS["cfl-gitsource"][2]),
                            ("bdx-2s", "bdx", RUNS["bdx-tbench"][2]), ("hsx-2s", "hsx", RUNS["hsx-tbench"][2]),
                            ("epyc-7713", "rome", RUNS["rome-tbench"][2])):
    for _wl, _amount in (("kernbench", 400), ("gitsource", 2000)):
        if "%s-%s" % (_name, _wl) not in RUNS:
            RUNS["%s-%s" % (_name, _wl)] = (_wl, _part, _govs)
            FIXED["%s-%s" % (_name, _wl)] = (_amount, None, 600)

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
for _wl in ("kernbench", "gitsource"):
    for _name, _like in (("epyc", "epyc-tbench"), ("skx", "skl-gitsource"), ("skl", "skl-gitsource"),
                         ("cfl", "cfl-gitsource"), ("bdx", "bdx-tbench"), ("hsx", "hsx-tbench"),
                         ("rome", "rome-tbench")):
        LABELS["%s-%s" % (_name, _wl)] = LABELS[_like]

# Seed 004's configuration names and the --governor spellings that model them.
CONFIGS = {"sugov-no-HWP": "schedutil:driver=intel_cpufreq", "powersave-HWP": "powersave:driver=hwp-active",
           "perfgov-HWP": "performance:driver=hwp-active"}


def with_kernel(spec, kernel):
    """The governor spec in the row's kernel: its governor and driver defaults (kernel=X.Y)."""
    if kernel == "-":
        return spec
    return spec + ("," if ":" in spec else ":") + "kernel=" + kernel


def run(name):
    """One run's ensemble: results keyed by the run's governor specs as RUNS spells them (the
    kernel=X.Y that every one of them gets is the run's, stated in the command), the simulated
    seconds, the command, and the CPU seconds it took."""
    workload, part, govs = RUNS[name]
    requests, clients, cap = FIXED.get(name, (None, CLIENTS.get(name), run_seconds(name)))
    cmd = [binary, "--simulate", workload, "--part", part, "--sim-seeds", str(seeds),
           "--sim-seconds", str(cap), "--format", "json"]
    cmd += ["--sim-requests", str(requests)] if requests else []
    cmd += ["--sim-clients", str(clients)] if clients else []
    for g in govs:
        cmd += ["--governor", with_kernel(g, kernels[name])]
    # stderr to a file, so that reading stdout to its end cannot wait on a full stderr pipe
    with tempfile.TemporaryFile(mode="w+") as errf:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errf, text=True)
        out = proc.stdout.read()
        proc.stdout.close()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        errf.seek(0)
        err = errf.read()
    cpu = usage.ru_utime + usage.ru_stime
    if proc.returncode:
        raise SystemExit("report.py: %s: %s" % (" ".join(cmd), err.strip()))
    doc = json.loads(out)
    return dict(zip(govs, doc["governors"])), doc["simulation"]["seconds"], " ".join(cmd[1:]), cpu


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
        gov = KNM[1] if name.startswith("freq-inv") else KNM[2]
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


def spec_parts(spec):
    """A governor spec's governor and its settings ("ondemand:driver=acpi-cpufreq,place=spread")."""
    gov, _, rest = spec.partition(":")
    return gov, dict(kv.split("=", 1) for kv in rest.split(",") if kv)


def spec_factor(a, b):
    """What differs between two governor specs of one run: governor, driver, placement, invariance, ..."""
    ga, sa = spec_parts(a)
    gb, sb = spec_parts(b)
    names = {"driver": "driver", "place": "placement", "invariant": "invariance", "holdoff": "hold-off",
             "kernel": "kernel"}
    keys = set(sa) | set(sb)
    if ga != gb:
        # two governors: their own parameters are part of "governor"; the driver layer's may differ too
        keys &= {"driver", "place", "kernel"}
    diff = ["governor"] if ga != gb else []
    diff += sorted({names.get(k, k) for k in keys if sa.get(k) != sb.get(k)})
    return "+".join(diff) or "none"


def kind(qty, lo):
    """absolute (a watt, a residency or a count of one configuration), sign, or range (a ratio)."""
    if qty.split()[0] in ("3x", "12x") or qty == "schedutil P-state changes":
        return "absolute"
    return "sign" if lo in "+-" else "range"


def factor(rname, qty):
    """The factor a relative row varies, from the two configurations its quantity compares."""
    if qty.endswith(" elapsed") and " / " in qty:
        return "thread count"
    if qty.startswith("12x"):
        return "hold-off"
    if "/non-inv " in qty:
        return spec_factor(KNM[0], KNM[1] if qty.startswith("freq-inv") else KNM[2])
    if "/sugov-HWP " in qty and rname not in LABELS:
        return spec_factor(RUNS[rname][2][0], CONFIGS[qty.split("/")[0]])
    pair = qty.split(" ", 1)[0].split("/")
    a, b = (RUNS[rname][2][LABELS[rname][x]] for x in pair)
    return spec_factor(b, a)


def null_model(k, lo, hi, half):
    """(the null model's value as text, 1 when the null model passes the row).  Range rows: the base
    configuration on both sides gives exactly 1; the row's own 95% half-width is its noise, and the
    null passes when [1 - h, 1 + h] meets the accepted range.  Sign rows: 0 and noise of either sign."""
    if k == "sign":
        return "0 +- noise: either sign", 1
    h = half or 0.0
    return ("1 +- %.4f" % h if h else "1"), int(float(lo) - h <= 1.0 <= float(hi) + h)


def previous(path):
    """The rows' values in the report this one replaces: {id: ours as printed}."""
    seen = {}
    try:
        with open(path) as f:
            for line in f:
                cells = [c.strip() for c in line.split("|")]
                if len(cells) > 6 and re.match(r"^[A-Z]+[0-9]+$", cells[1]) and cells[5] not in ("-", ""):
                    seen[cells[1]] = cells[5]
    except OSError:
        pass
    return seen


def seen_text(rid, num):
    """Whether the row was seen (its value printed) in the report this one replaces, and whether the
    model changes since moved it."""
    if rid not in before:
        return "new: declared before any run"
    was = before[rid]
    m = re.match(r"^[+-]?[0-9.]+", was)
    if num is None or not m:
        return "seen: was %s" % was
    moved = abs(float(m.group(0)) - num) > 5e-5
    return "seen: was %s%s" % (was, ", moved" if moved else ", unchanged")


rows = []
with open(targets) as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        r = line.rstrip("\n").split("\t")
        if len(r) != 9:
            raise SystemExit("report.py: %s: a row of %d columns, not 9: %s" % (targets, len(r), r[0]))
        rows.append(r)
if os.environ.get("SIM_RUNS"):
    rows = [r for r in rows if r[2] in os.environ["SIM_RUNS"].split()]
before = previous(out)

# The runs are independent processes: as many at once as there are CPUs (SIM_JOBS overrides), so a
# report takes its CPU time divided by the cores; the results do not depend on the order.
attempted = [r for r in rows if r[1] != "not-attempted"]
names = list(dict.fromkeys(r[2] for r in attempted))
# a quantity across runs ("... / RUN LABEL elapsed") needs the other run too, in the same kernel
across = {r[3].split(" / ")[1].split(" ")[0]: r for r in attempted if r[3].endswith(" elapsed") and " / " in r[3]}
names += [n for n in across if n not in names]
# Each run is in one kernel: the one its rows declare (a mix is refused).
kernels = {}
for run_name, kernel in [(r[2], r[8]) for r in attempted] + [(k, r[8]) for k, r in across.items()]:
    if kernels.setdefault(run_name, kernel) != kernel:
        raise SystemExit("report.py: run %s: rows declare kernels %s and %s" % (run_name, kernels[run_name], kernel))
with concurrent.futures.ThreadPoolExecutor(max_workers=int(os.environ.get("SIM_JOBS", 0)) or os.cpu_count()) as pool:
    done = dict(zip(names, pool.map(run, names)))
results, commands, cpu = {}, {}, {}
for name, (res, secs, cmd, used) in done.items():
    results[name], commands[name], cpu[name] = (res, secs), cmd, used

SEEDS = ("000", "001", "002", "003", "004")
# Each seed's headline direction: rows, the side of 1 the thread puts them on, what it says.
HEADLINE = {
    "000": ([("K1", ">")], "frequency-invariant schedutil above non-invariant on tbench at 256 clients"),
    "001": ([("S4", "<")], "sched_mc=1 saves energy at 4 threads"),
    "002": ([("A4", "<")], "schedutil on amd-pstate below ondemand on acpi-cpufreq on tbench"),
    "003": ([("V1", ">"), ("V2", ">")], "hold-off 12 above 3 in work and in energy on dbench4"),
    "004": ([("R2", ">")], "perfgov above sugov on Rome tbench"),
}
# What the model leaves out that each thread names (declared with the rows, not from their results).
LACKS = {
    "000": "the tile stands for the machine by proportion (its turbo table, its clients); the "
           "intel_pstate active and passive paths' wake-up costs on Knights Mill are not modelled",
    "001": "no cache model (the thread credits sched_mc=2's speed-up to shared caches, unmeasured); "
           "2.6.28's ondemand runs as v4.6's",
    "002": "shared-memory CPPC's request latency is a 1 ms model choice (the thread asks for the figure "
           "and gets none); the EPYC part's power split is not fitted",
    "003": "the workloads' residencies and the i7-2600k power are fitted to the 3x rows; 12x is predicted",
    "004": "Rome runs on the epyc-7713 stand-in (the thread gives neither Rome's nor Naples' P-states)",
}

counts = {}
per_seed = {s: {"attempted": 0, "pass": 0, "FAIL": 0, "uninformative": 0, "absolute": 0, "not attempted": 0}
            for s in SEEDS}
values = {}
sections = {"fit": [], "informative": [], "uninformative": [], "absolute": [], "not-attempted": []}
for r in rows:
    rid, sset, rname, qty, thread, lo, hi, src, kernel = r
    seed = src.split(":")[0] if src.split(":")[0] in SEEDS else None
    if sset == "not-attempted":
        cells = (rid, rname, qty, thread, "-", "-", "not attempted", "-", "-", kernel, "-", src)
        sections["not-attempted"].append(cells)
        counts[("not-attempted", "not attempted")] = counts.get(("not-attempted", "not attempted"), 0) + 1
        if seed:
            per_seed[seed]["not attempted"] += 1
        continue
    res, secs = results[rname]
    ours, num, half = quantity(qty, res, secs, rname)
    values[rid] = (num, half)
    acc = ("> 0" if lo == "+" else "< 0") if lo in "+-" else "%s .. %s" % (lo, hi)
    v = verdict(num, lo, hi)
    k = kind(qty, lo)
    if k == "absolute":
        null, informative, fac = "-", None, "-"
    else:
        null, passes = null_model(k, lo, hi, half)
        null = "%s (%s)" % (null, "passes" if passes else "fails")
        informative = not passes
        fac = factor(rname, qty)
    where = "fit" if sset == "fit" else "absolute" if k == "absolute" else \
        "informative" if informative else "uninformative"
    counted = "counted" if where == "informative" else "-" if where == "fit" else "reported"
    sections[where].append((rid, rname, qty, thread, ours, acc, "**FAIL**" if v == "FAIL" else v,
                            "%s; factor %s" % (null, fac) if fac != "-" else null, counted, kernel,
                            seen_text(rid, num), src))
    counts[(sset, v)] = counts.get((sset, v), 0) + 1
    if seed and sset == "validation":
        if where == "informative":
            per_seed[seed]["attempted"] += 1
            per_seed[seed][v] += 1
        else:
            per_seed[seed][where] += 1

lines = []
TITLES = (("fit", "Fit set", "`make sim-fit` (tests/sim/fit.py) fits the session workloads' residencies and the "
           "i7-2600k power constants to these rows and writes them, with their residuals, to sim/sim_fit.h; a pass "
           "here is no evidence, only a check that the fit holds over this ensemble."),
          ("informative", "Validation: informative rows (counted)",
           "Never used to shape the model; reported as they came out.  The null model fails each of these rows, so a "
           "pass is evidence of the mechanism the row's factor stands for."),
          ("uninformative", "Validation: uninformative rows (reported, not counted)",
           "The null model passes these rows (a \"~\" within its noise, or only a sign), so a model with no effect of "
           "the row's factor would pass them too."),
          ("absolute", "Validation: absolute rows (watts, residencies, counts; reported apart)",
           "One configuration's level, not a comparison: the power model's absolute misses stay reported as they are."),
          ("not-attempted", "Not attempted", "Each with its reason (source column)."))
for key, title, text in TITLES:
    lines += ["## %s" % title, "", text, "",
              "| row | run | quantity | thread | ours (%d seeds) | accepted | verdict | null model (no effect) "
              "| counts | kernel | seen before | source |" % seeds, "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    lines += ["| %s |" % " | ".join(c) for c in sections[key]]
    lines.append("")

directions = ["## Each seed's headline direction", "",
              "| seed | the thread says | rows | ours | direction (beyond the row's 95% interval) | row verdicts | if "
              "not reproduced: what the model leaves out |", "|---|---|---|---|---|---|---|"]
for seed in SEEDS:
    want, said = HEADLINE[seed]
    got = [(rid, side, values.get(rid, (None, None))) for rid, side in want]

    def beyond(side, v, h):
        """2: on the thread's side of 1 beyond the 95% interval; 1: on its side, within it or none known; 0: not."""
        right = v > 1 if side == ">" else v < 1
        return 2 if right and h and abs(v - 1) > h else int(right)
    if any(v is None for _, _, (v, _) in got):
        ok = "not run"
    else:
        worst = min(beyond(side, v, h) for _, side, (v, h) in got)
        ok = ("reproduced", "**within noise** (its 95% interval reaches 1, or it has none: one seed, or seeds "
              "that do not vary the run)",
              "**not reproduced**")[2 - worst]
    verdicts = [next((c[6] for sec in sections.values() for c in sec if c[0] == rid), "-") for rid, _ in want]
    directions.append("| %s | %s | %s | %s | %s | %s | %s |" % (
        seed, said, ", ".join("%s %s 1" % (rid, side) for rid, side, _ in got),
        ", ".join("-" if v is None else "%.4f +- %.4f" % (v, h or 0) for _, _, (v, h) in got), ok, ", ".join(verdicts),
        LACKS[seed] if ok != "reproduced" else "-"))
directions.append("")

seedline = ["| seed | informative attempted | passed | failed | uninformative (reported) | absolute (reported) "
            "| not attempted |", "|---|---|---|---|---|---|---|"]
for seed in SEEDS:
    c = per_seed[seed]
    seedline.append("| %s | %d | %d | %d | %d | %d | %d |" % (seed, c["attempted"], c["pass"], c["FAIL"],
                                                             c["uninformative"], c["absolute"], c["not attempted"]))
inf_pass = sum(c["pass"] for c in per_seed.values())
inf_fail = sum(c["FAIL"] for c in per_seed.values())
head = ["# turbostat-ng simulation report", "",
        "Generated by `make sim-report` (tests/sim/report.py) from the rows declared in tests/sim/targets.tsv; "
        "do not edit by hand.  Each run is an ensemble of %d workload seeds of %s (fixed-work runs: "
        "until their work is done); ratios are the mean of per-seed ratios with a 95%% Student-t interval "
        "(turbostat-ng(8), --sim-seeds).  Every governor of a run runs in the kernel its rows declare "
        "(kernel=X.Y: that kernel's governor and driver defaults)." %
        (seeds, "%g simulated seconds" % seconds if seconds != "thread" else
         "its source thread's duration (tbench 180 s, the others 10 s; Runs below)"), "",
        "The null model beside each row: the same run in which the factor the row varies (governor, driver, "
        "placement, invariance, hold-off, kernel, thread count) has no effect, realised as the base side's "
        "configuration on both sides.  Seeds are paired (every configuration of a run sees the same workload "
        "seeds), so that run is the base run itself: a ratio of exactly 1, a difference of exactly 0, with the "
        "row's own 95%% interval as its noise.  A row the null model passes is uninformative (reported, not "
        "counted); a sign row always is (noise takes either sign).", "",
        "Summary: informative validation rows %d pass, %d fail (evidence); uninformative %d and absolute %d "
        "(reported, not counted); fit %d pass, %d fail (no evidence); %d rows not attempted." %
        (inf_pass, inf_fail, len(sections["uninformative"]), len(sections["absolute"]),
         counts.get(("fit", "pass"), 0), counts.get(("fit", "FAIL"), 0),
         counts.get(("not-attempted", "not attempted"), 0)), "",
        "## Headline: informative validation rows by seed thread", ""] + seedline + [""] + directions + [
        "\"seen before\": whether the row was printed in the report this one replaced (and whether the model "
        "changes since moved it) or is new, declared before any run.", ""]
tail = ["## Runs", "", "CPU seconds each run took (the sum bounds `make sim-report`'s time: divide by the CPUs).", ""]
tail += ["- %s (%.1f CPU s): `turbostat-ng %s`" % (k, cpu[k], c) for k, c in sorted(commands.items())]
tail += ["", "Total: %.0f CPU s." % sum(cpu.values()), ""]
with open(out, "w") as f:
    f.write("\n".join(head + lines + tail))
print("sim-report: %s: informative %d pass, %d fail; fit %d pass, %d fail" %
      (out, inf_pass, inf_fail, counts.get(("fit", "pass"), 0), counts.get(("fit", "FAIL"), 0)))
