#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Writes a promtool rule test from a template whose input series come from recordings.

Each line "#series KIND INSTANCE" of TEMPLATE becomes the input series of what BINARY exports
replaying that recording (--format prometheus on stdout: one exposition an interval), with
labels instance="INSTANCE", job="turbostat" added, one value a promtool step (STEP seconds):

  prochot thermal pl1 edp healthy idle   tests/prom/gen-limits-rec.sh KIND with snapshots STEP
                                          seconds apart: each exposition is one step, as recorded
  amd                                     tests/recordings/real-zen4-7950x.rec (published rows)
  turbooff                                tests/recordings/turbo-disabled.rec (hand-made)

On a stream turbostat-ng writes the start-up families (turbostat_info, the clocks, power limits
and TjMax) in its first exposition only; they are held for every step, as each scrape repeats
them.  The two fixed recordings hold 1 s intervals: their counters' increments are scaled to the step
(increment * STEP / interval_seconds: the same rates), and past their last interval each
counter goes on by its last scaled increment and each gauge stays: derived, not recorded.
Every series has STEPS values.

Usage: series.py BINARY TEMPLATE STEP STEPS
"""
import os
import re
import subprocess
import sys
import tempfile

FIXED = {"amd": "tests/recordings/real-zen4-7950x.rec", "turbooff": "tests/recordings/turbo-disabled.rec"}
SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{.*\})?\s+(\S+)(\s+-?\d+)?$")


def expositions(binary, kind, step, steps):
    if kind in FIXED:
        rec = FIXED[kind]
        text = subprocess.run([binary, "--quiet", "--replay", rec, "--format", "prometheus"],
                              check=True, capture_output=True, text=True).stdout
    else:
        gen = subprocess.run(["sh", "tests/prom/gen-limits-rec.sh", kind, str(steps + 1), str(step)],
                             check=True, capture_output=True, text=True).stdout
        with tempfile.NamedTemporaryFile("w", suffix=".rec", delete=False) as f:
            f.write(gen)
        try:
            text = subprocess.run([binary, "--quiet", "--replay", f.name, "--format", "prometheus"],
                                  check=True, capture_output=True, text=True).stdout
        finally:
            os.unlink(f.name)
    out, cur = [], {}
    for line in text.splitlines():
        if line.startswith("# interval"):
            out.append(cur)
            cur = {}
        if line.startswith("#") or not line.strip():
            continue
        m = SAMPLE.match(line)
        if not m:
            raise SystemExit(f"series.py: {kind}: not a sample: {line}")
        cur[(m.group(1), m.group(2) or "")] = float(m.group(3))
    out.append(cur)
    return out


def series(binary, kind, instance, step, steps):
    exps = expositions(binary, kind, step, steps)
    keys = []
    for e in exps:
        keys.extend(k for k in e if k not in keys)
    # on a stream the start-up families (turbostat_info, build_info, the limits and clocks)
    # come in the first exposition only: they hold for the whole run, as a scrape repeats them
    held = {k for k in exps[0] if not any(k in e for e in exps[1:])}
    lines = []
    for name, labels in keys:
        counter = name.endswith("_total")
        vals, last, prev_raw, inc = [], None, None, 0.0
        for k in range(steps):
            e = exps[k] if k < len(exps) else None
            if e is not None and (name, labels) not in e and (name, labels) not in held:
                vals.append("_")
                continue
            if e is None or (name, labels) not in e:  # past the recording: the last increment again, the gauge as it was
                last = last + inc if counter else last
            elif counter:
                scale = step / e.get(("turbostat_interval_seconds", ""), step)
                raw = e[(name, labels)]
                inc = (raw - (prev_raw if prev_raw is not None else 0.0)) * scale
                last = (last or 0.0) + inc
                prev_raw = raw
            else:
                last = e[(name, labels)]
            vals.append("%.17g" % last)
        extra = f'instance="{instance}",job="turbostat"'
        lab = "{" + (labels[1:-1] + "," if labels else "") + extra + "}"
        lines.append(f"      - series: '{name}{lab}'")
        lines.append(f"        values: '{' '.join(vals)}'")
    return lines


def main(argv):
    if len(argv) != 5:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    binary, template, step, steps = argv[1], argv[2], int(argv[3]), int(argv[4])
    out = []
    with open(template, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^\s*#series (\w+) (\w+)\s*$", line)
            if m:
                out.extend(series(binary, m.group(1), m.group(2), step, steps))
            else:
                out.append(line.rstrip("\n"))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
