"$TSNG" --quiet --format json --interval 0.1 --out - sh -c 'echo from-the-command >&2; sleep 0.45' 2>/dev/null | python3 -c 'import json, sys
recs = [json.loads(l) for l in sys.stdin]
# first the host record: the tool that measured, with its version
host = recs.pop(0) if recs and recs[0]["kind"] == "host" else {}
hostok = host.get("schema") == 1 and host.get("host", {}).get("tool", "").startswith("turbostat-ng ")
kinds = [r["kind"] for r in recs]
n = kinds.count("interval")
ok = n >= 4 and kinds == ["interval"] * n + ["run", "mean", "max"]
ok = ok and all(r["schema"] == 1 for r in recs) and len({tuple(r) for r in recs}) == 1
ok = ok and [r["interval"] for r in recs] == list(range(1, n + 1)) + [None] * 3
run, mean, last, first = recs[n], recs[n + 1], recs[n - 1], recs[0]
# the run spans all intervals: from the first start to the last end, not the last interval alone
ok = ok and abs(run["start"] - first["start"]) < 1e-5 and run["time"] == last["time"] and run["interval_s"] > last["interval_s"] * 3
# mean is weighted by interval_s (two decimals each way)
w = sum(r["interval_s"] for r in recs[:n])
b = sum(r["summary"]["Busy%"] * r["interval_s"] for r in recs[:n]) / w
ok = ok and abs(mean["summary"]["Busy%"] - b) < 0.02 and mean["cpus"] == []
ok = ok and hostok
print("records: host, intervals 1..N, run, mean, max; one shape; run spans the run; mean weighted by time" if ok else "bad: %s" % kinds)'
