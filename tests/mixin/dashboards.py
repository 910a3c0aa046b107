#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Checks the mixin's Grafana dashboards (no Grafana here: the checks a dashboard linter makes).

Prints one "FAIL dashboards: ..." line per problem and writes RULES, a Prometheus rule file with
every panel query (the variables given values: $job a job, $instance a regex, $__rate_interval
5m) as a recording rule, for `promtool check rules` to parse.  A query may name only a metric the
exporter writes (METRICS, tools/mixin-metrics.sh) or a recording rule of RECORDED (the mixin's
prometheus_rules.yaml).  Exit status 1 after a failure.

Usage: dashboards.py METRICS RECORDED RULES DASHBOARD.json...
"""
import importlib.util
import json
import os
import re
import sys

spec = importlib.util.spec_from_file_location(
    "mixin", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "mixin.py"))
mixin = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mixin)

VALUES = {"$job": "turbostat", "$instance": ".+", "$__rate_interval": "5m"}


def main(argv):
    if len(argv) < 5:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    exported = mixin.read_metrics(argv[1])
    with open(argv[2], encoding="utf-8") as f:
        recorded = set(re.findall(r"^\s*- record: (\S+)$", f.read(), re.M))
    fails, rules, checks = [], [], 0

    def check(ok, what):
        nonlocal checks
        checks += 1
        if not ok:
            fails.append(what)

    for path in argv[4:]:
        name = os.path.basename(path)
        with open(path, encoding="utf-8") as f:
            board = json.load(f)
        var = {v["name"]: v for v in board.get("templating", {}).get("list", [])}
        check(var.get("datasource", {}).get("type") == "datasource"
              and var["datasource"].get("query") == "prometheus", f"{name}: no $datasource variable of Prometheus")
        for v in ("job", "instance"):
            check(v in var and var[v].get("datasource", {}).get("uid") == "${datasource}",
                  f"{name}: no ${v} variable queried through $datasource")
        queries = [(f"variable {k}", v["definition"]) for k, v in var.items() if v.get("type") == "query"]
        check(board.get("panels"), f"{name}: no panel")
        for p in board.get("panels", []):
            title = p.get("title", "?")
            check(p.get("datasource", {}).get("uid") == "${datasource}", f"{name}: {title}: not on $datasource")
            check(p.get("fieldConfig", {}).get("defaults", {}).get("unit"), f"{name}: {title}: no unit")
            for t in p.get("targets", []):
                expr = t.get("expr", "")
                check('job="$job"' in expr and '"$instance"' in expr,
                      f"{name}: {title}: a query not limited to $job and $instance: {expr}")
                queries.append((title, expr))
        for where, expr in queries:
            m = re.fullmatch(r"label_values\((.*), *\w+\)", expr)
            q = m.group(1) if m else expr
            for k, v in VALUES.items():
                q = q.replace(k, v)
            for metric in sorted(mixin.metric_names(q)):
                check(metric in exported or metric in recorded,
                      f"{name}: {where}: {metric} is neither exported nor recorded")
            rules.append(q)
    with open(argv[3], "w", encoding="utf-8") as f:
        f.write("groups:\n  - name: dashboard-queries\n    rules:\n")
        for i, q in enumerate(rules):
            f.write(f"      - record: dashboard_query_{i}\n        expr: {json.dumps(q)}\n")
    for msg in fails:
        print(f"FAIL dashboards: {msg}")
    print(f"dashboard checks: {checks - len(fails)} passed, {len(fails)} failed, {len(rules)} queries")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
