#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""Writes turbostat-ng's Prometheus mixin (make mixin) from the tables in mixin/.

  mixin/config.txt      the selectors, thresholds and durations ({{name}} in the tables)
  mixin/rules.txt       recording rules and alerts, each naming the exported metrics it reads
  mixin/dashboards.txt  the Grafana dashboards' panels
  docs/runbook.md       one section per alert (its runbook_url)

into OUT/prometheus_rules.yaml, OUT/prometheus_alerts.yaml, OUT/dashboards/NAME.json and
OUT/runbook.md.  METRICS lists the families the exporter writes ("name type" a line,
tools/mixin-metrics.sh): a rule that reads a metric no longer exported, or names in its
expression a metric that is neither used, recorded nor external, stops the build.

Usage: mixin.py METRICS OUT [--set name=value]...
"""
import json
import os
import re
import sys

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# metrics of other exporters that alerts about the exporter itself read
EXTERNAL = {"up": "gauge", "node_textfile_mtime_seconds": "gauge"}
KEYWORDS = {"by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless",
            "bool", "offset", "inf", "nan"}
SEVERITIES = ("critical", "warning", "info")


class MixinError(Exception):
    pass


def read_config(path, overrides):
    cfg = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if "=" not in line:
                raise MixinError(f"{path}:{n}: not 'name = value': {line}")
            k, v = line.split("=", 1)
            cfg[k.strip()] = v.strip()
    for o in overrides:
        k, _, v = o.partition("=")
        if k not in cfg:
            raise MixinError(f"--set {k}: no such setting in {path}")
        cfg[k] = v
    return cfg


def read_stanzas(path):
    """Blank-line separated stanzas of "key: value" lines; an indented line goes on the last value.
    A key may repeat (expr:/legend: of a panel): each stanza is a list of (key, value)."""
    stanzas, cur = [], []
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if line.startswith("#"):
                continue
            if not line.strip():
                if cur:
                    stanzas.append(cur)
                cur = []
                continue
            if line[0] in " \t":
                if not cur:
                    raise MixinError(f"{path}:{n}: a continuation with nothing to continue")
                cur[-1] = (cur[-1][0], cur[-1][1] + "\n" + line.rstrip(), cur[-1][2])
                continue
            k, sep, v = line.partition(":")
            if not sep:
                raise MixinError(f"{path}:{n}: not 'key: value': {line}")
            cur.append((k.strip(), v.strip(), n))
    if cur:
        stanzas.append(cur)
    return stanzas


def subst(text, cfg, where):
    def one(m):
        if m.group(1) not in cfg:
            raise MixinError(f"{where}: {{{{{m.group(1)}}}}} is not in mixin/config.txt")
        return cfg[m.group(1)]
    return re.sub(r"\{\{(\w+)\}\}", one, text)


def metric_names(expr):
    """The metric names a PromQL expression reads: identifiers outside strings, label matchers,
    ranges and grouping lists that are not functions, keywords or aggregation operators' words."""
    e = re.sub(r'"(\\.|[^"\\])*"', '""', expr)
    e = re.sub(r"\{[^}]*\}", " ", e)
    e = re.sub(r"\[[^\]]*\]", " ", e)
    e = re.sub(r"\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)", " ", e)
    names = set()
    for m in re.finditer(r"[A-Za-z_:][A-Za-z0-9_:]*", e):
        rest = e[m.end():].lstrip()
        word = m.group(0)
        if rest.startswith("(") or word.lower() in KEYWORDS or re.fullmatch(r"[0-9.e]+", word):
            continue
        if e[m.start() - 1:m.start()].isdigit() or (m.start() and e[m.start() - 1] in "."):
            continue  # 5m, 1e3
        names.add(word)
    return names


def check_names(where, expr, uses, exported, recorded):
    for u in uses:
        if u not in exported and u not in EXTERNAL:
            raise MixinError(f"{where}: uses {u}, which turbostat-ng no longer exports")
    for name in sorted(metric_names(expr)):
        if name in recorded:
            continue
        if name in exported or name in EXTERNAL:
            if name not in uses:
                raise MixinError(f"{where}: expr reads {name}, which its uses: line does not name")
            continue
        raise MixinError(f"{where}: expr reads {name}, which is neither exported nor recorded")


def fields(stanza):
    d = {}
    for k, v, _ in stanza:
        d.setdefault(k, v)
    return d


def build_rules(stanzas, cfg, exported, runbook):
    records, alerts, recorded = [], [], set()
    sections = set(re.findall(r"^## (\w+)", runbook, re.M))
    for st in stanzas:
        f = fields(st)
        kind = "record" if "record" in f else "alert" if "alert" in f else None
        if not kind:
            raise MixinError(f"rules.txt:{st[0][2]}: a stanza without record: or alert:")
        name = subst(f[kind], cfg, f"rules.txt:{st[0][2]}")
        where = f"rules.txt:{st[0][2]} ({name})"
        if "expr" not in f or "uses" not in f:
            raise MixinError(f"{where}: needs expr: and uses:")
        expr = subst(f["expr"], cfg, where)
        check_names(where, expr, f["uses"].split(), exported, recorded)
        if kind == "record":
            if not re.fullmatch(r"[a-z_]+:turbostat_[a-z_]+:[a-z0-9_]+|[a-z_]+:turbostat_[a-z_]+", name):
                raise MixinError(f"{where}: a recording rule is named level:metric:operation")
            records.append({"record": name, "expr": expr})
            recorded.add(name)
            continue
        if not re.fullmatch(r"Turbostat[A-Z][A-Za-z0-9]*", name):
            raise MixinError(f"{where}: an alert is named TurbostatCamelCase")
        for k in ("for", "severity", "summary", "description"):
            if k not in f:
                raise MixinError(f"{where}: needs {k}:")
        if f["severity"] not in SEVERITIES:
            raise MixinError(f"{where}: severity is one of {', '.join(SEVERITIES)}")
        if not f["summary"].endswith("."):
            raise MixinError(f"{where}: a summary ends with a period")
        if name not in sections:
            raise MixinError(f"{where}: docs/runbook.md has no section '## {name}'")
        alerts.append({
            "alert": name, "expr": expr, "for": subst(f["for"], cfg, where),
            "labels": {"severity": f["severity"]},
            "annotations": {
                "summary": f["summary"],
                "description": subst(f["description"], cfg, where),
                "runbook_url": f"{cfg['runbook']}#{name.lower()}",
            },
        })
    return records, alerts, recorded


def yaml_rules(group, rules):
    """Prometheus rule file YAML: block scalars for expressions, JSON strings (YAML's double
    quoted style) for the rest."""
    out = ["# generated by tools/mixin.py from mixin/ (make mixin); edit the tables, not this file",
           "groups:", f"  - name: {group}", "    rules:"]
    for r in rules:
        key = "record" if "record" in r else "alert"
        out.append(f"      - {key}: {r[key]}")
        out.append("        expr: |-")
        out.extend("          " + line for line in r["expr"].split("\n"))
        if key == "alert":
            out.append(f"        for: {r['for']}")
            out.append("        labels:")
            out.extend(f"          {k}: {json.dumps(v)}" for k, v in r["labels"].items())
            out.append("        annotations:")
            out.extend(f"          {k}: {json.dumps(v)}" for k, v in r["annotations"].items())
    return "\n".join(out) + "\n"


def variables(multi):
    ds = {"type": "prometheus", "uid": "${datasource}"}
    def query(name, q, is_multi):
        return {"name": name, "label": name, "type": "query", "datasource": ds, "definition": q,
                "query": {"query": q, "refId": f"{name}-variable"}, "refresh": 2, "sort": 1,
                "multi": is_multi, "includeAll": is_multi, "hide": 0}
    return {"list": [
        {"name": "datasource", "label": "Data source", "type": "datasource", "query": "prometheus",
         "hide": 0, "current": {}},
        query("job", "label_values(turbostat_build_info, job)", False),
        query("instance", 'label_values(turbostat_build_info{job="$job"}, instance)', multi),
    ]}


def build_dashboards(stanzas, cfg, exported, recorded):
    boards, board = [], None
    for st in stanzas:
        f = fields(st)
        if "dashboard" in f:
            board = {"file": f["dashboard"], "title": f["title"], "uid": f["uid"],
                     "multi": f.get("instances") == "multi", "panels": []}
            boards.append(board)
            continue
        if "panel" not in f or board is None:
            raise MixinError(f"dashboards.txt:{st[0][2]}: a panel: stanza after a dashboard: one")
        where = f"dashboards.txt:{st[0][2]} ({f['panel']})"
        targets = []
        for k, v, _ in st:
            if k == "expr":
                targets.append({"expr": subst(v, cfg, where)})
            elif k == "legend":
                targets[-1]["legendFormat"] = v
        if not targets:
            raise MixinError(f"{where}: a panel needs an expr:")
        for t in targets:
            check_names(where, t["expr"], f.get("uses", "").split(), exported, recorded)
        board["panels"].append({"title": f["panel"], "unit": f.get("unit", "short"), "targets": targets})
    out = {}
    for b in boards:
        panels = []
        for i, p in enumerate(b["panels"]):
            panels.append({
                "id": i + 1, "type": "timeseries", "title": p["title"],
                "datasource": {"type": "prometheus", "uid": "${datasource}"},
                "gridPos": {"h": 8, "w": 12, "x": 12 * (i % 2), "y": 8 * (i // 2)},
                "fieldConfig": {"defaults": {"unit": p["unit"]}, "overrides": []},
                "options": {"legend": {"displayMode": "list", "placement": "bottom"}},
                "targets": [dict(t, refId=chr(ord("A") + k),
                                 datasource={"type": "prometheus", "uid": "${datasource}"})
                            for k, t in enumerate(p["targets"])],
            })
        out[b["file"]] = {
            "title": b["title"], "uid": b["uid"], "tags": ["turbostat-ng"], "timezone": "browser",
            "schemaVersion": 37, "editable": False, "refresh": "1m",
            "time": {"from": "now-6h", "to": "now"}, "templating": variables(b["multi"]), "panels": panels,
        }
    return out


def read_metrics(path):
    exported = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 2:
                exported[parts[0]] = parts[1]
    if not exported:
        raise MixinError(f"{path}: no exported metric listed")
    return exported


def main(argv):
    args, sets = [], []
    it = iter(argv[1:])
    for a in it:
        if a == "--set":
            sets.append(next(it, ""))
        else:
            args.append(a)
    if len(args) != 2:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    metrics, out = args
    try:
        exported = read_metrics(metrics)
        cfg = read_config(os.path.join(SRC, "mixin", "config.txt"), sets)
        with open(os.path.join(SRC, "docs", "runbook.md"), encoding="utf-8") as f:
            runbook = f.read()
        records, alerts, recorded = build_rules(read_stanzas(os.path.join(SRC, "mixin", "rules.txt")),
                                                cfg, exported, runbook)
        boards = build_dashboards(read_stanzas(os.path.join(SRC, "mixin", "dashboards.txt")),
                                  cfg, exported, recorded)
    except (MixinError, OSError) as e:
        print(f"mixin: {e}", file=sys.stderr)
        return 1
    os.makedirs(os.path.join(out, "dashboards"), exist_ok=True)
    files = {
        "prometheus_rules.yaml": yaml_rules("turbostat-ng.rules", records),
        "prometheus_alerts.yaml": yaml_rules("turbostat-ng.alerts", alerts),
        "runbook.md": runbook,
    }
    for name, board in boards.items():
        files[os.path.join("dashboards", name + ".json")] = json.dumps(board, indent=2) + "\n"
    for name, text in files.items():
        path = os.path.join(out, name)
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(path + ".tmp", path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
