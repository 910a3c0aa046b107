"$TSNG" compare --format json --score kernbench=16.5616 --score kernbench=17.5884 --score kernbench=17.6048 tests/compare/001-mc0.csv tests/compare/001-mc1.jsonl tests/compare/001-mc2.jsonl | python3 -c 'import json, sys
o = json.load(sys.stdin)
rows = {r["quantity"]: r["values"] for r in o["rows"]}
# hand-worked in tests/compare/README (the 2008 lkml thread "Tunable sched_mc_power_savings=n", kernbench threads = 2)
want = {"PkgWatt": [None, 1.01, 1.01], "Pkg_J/run": [None, 20672.68 / 21737, 20653.49 / 21737],
        "kernbench": [None, 217.37 / 204.68, 217.37 / 204.49],
        "kernbench/W": [None, 17.5884 / 101 / 0.165616, 17.6048 / 101 / 0.165616]}
bad = [(q, i) for q, w in want.items() for i in (1, 2) if abs(rows[q][i]["ratio"] - w[i]) > 2e-4]
v = rows["PkgWatt"][1]
# one run per side: a ratio, never a verdict (per-interval samples of one run are not independent)
print("ratios as worked by hand; PkgWatt", v["verdict"], v["p"], v["runs"], "run" if not bad else "bad %s" % bad)'
