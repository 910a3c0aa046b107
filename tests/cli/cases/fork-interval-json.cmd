# The command lasts until four intervals are written (not a time, which a loaded machine stretches).
# An exception is printed on stdout (the golden differs, and says why).
d=$(mktemp -d); "$TSNG" --quiet --format json --interval 0.1 --out "$d/o" sh -c 'echo from-the-command >&2; while [ "$(cat "$0" 2>/dev/null | grep -c "\"kind\":\"interval\"")" -lt 4 ]; do sleep 0.05; done' "$d/o" 2>/dev/null; python3 -c 'import json, sys
sys.excepthook = lambda t, e, tb: print("bad: %s: %s" % (t.__name__, e))
recs = [json.loads(l) for l in open(sys.argv[1])]
# first the host record (the tool that measured, with its version) and the start-up configuration
# record (man page: JSON SCHEMA)
head = {}
while recs and recs[0]["kind"] in ("host", "config"):
    r = recs.pop(0)
    head[r["kind"]] = r
host = head.get("host", {})
hostok = host.get("schema") == 1 and host.get("host", {}).get("tool", "").startswith("turbostat-ng ")
ok = head.get("config", {}).get("schema") == 1
kinds = [r["kind"] for r in recs]
n = kinds.count("interval")
ok = ok and n >= 4 and kinds == ["interval"] * n + ["run", "mean", "max"]
# one shape but for "flags", present only in a record with a plausibility finding (man page: JSON
# SCHEMA); a live run on a loaded machine can meet one (a 0.1 s interval stretched by the load)
ok = ok and all(r["schema"] == 1 for r in recs) and len({tuple(k for k in r if k != "flags") for r in recs}) == 1
ok = ok and [r["interval"] for r in recs] == list(range(1, n + 1)) + [None] * 3
run, mean, last, first = recs[n], recs[n + 1], recs[n - 1], recs[0]
# the run spans all intervals: from the first start to the last end, not the last interval alone
ok = ok and abs(run["start"] - first["start"]) < 1e-5 and run["time"] == last["time"]
ok = ok and abs(run["interval_s"] - sum(r["interval_s"] for r in recs[:n])) < 1e-6 * (n + 1)
# mean is weighted by interval_s (two decimals each way), over the intervals with a value (a
# marked value, null, is not averaged: decode/stats.c)
vals = [(r["summary"]["Busy%"], r["interval_s"]) for r in recs[:n] if r["summary"]["Busy%"] is not None]
b = sum(v * s for v, s in vals) / sum(s for v, s in vals)
ok = ok and abs(mean["summary"]["Busy%"] - b) < 0.02 and mean["cpus"] == []
ok = ok and hostok
print("records: host, config, intervals 1..N, run, mean, max; one shape; run spans the run; mean weighted by time" if ok else "bad: %s" % kinds)' "$d/o"; rm -rf "$d"
