# Three runs a side (tests/compare/shift, made by hand).  Each run reduces to its time-weighted mean:
# base1 Busy% 8 for 1 s and 14 for 0.5 s = 15 / 1.5 = 10 (not 11 unweighted); base 10, 11, 12, new
# 14, 15, 16: Amean 11 and 15, sd 1 each, CoV 1/11 = 9.09% and 1/15 = 6.67%, ratio 15/11 = 1.36.
# Welch over run means: se = sqrt(1/3 + 1/3) = 0.8165, t = 4 / 0.8165 = 2 sqrt(6) = 4.899, df =
# (2/3)^2 / ((1/3)^2/2 + (1/3)^2/2) = 4; for 4 df P(|T| > t) = 1 - u(3 - u^2)/2, u = t/sqrt(t^2 + 4)
# = sqrt(6/7): p = 1 - sqrt(6/7) * (15/7) / 2 = 0.00805 < 0.05: **.  PkgWatt 5, 6, 7 on both sides, a
# rate: Hmean 3 / (1/5 + 1/6 + 1/7) = 5.8879, CoV sd 1 / 5.8879 = 16.98%; t = 0, p = 1: ~.
# haltpoll_idle% (picked by its unit, %) 50 everywhere: ~.
"$TSNG" compare tests/compare/shift/base1.jsonl tests/compare/shift/base2.jsonl tests/compare/shift/base3.jsonl -- tests/compare/shift/new1.jsonl tests/compare/shift/new2.jsonl tests/compare/shift/new3.jsonl
"$TSNG" compare --format json --base tests/compare/shift/base1.jsonl --base tests/compare/shift/base2.jsonl --base tests/compare/shift/base3.jsonl --new tests/compare/shift/new1.jsonl --new tests/compare/shift/new2.jsonl --new tests/compare/shift/new3.jsonl | python3 -c 'import json, sys
rows = {r["quantity"]: r["values"] for r in json.load(sys.stdin)["rows"]}
b = rows["Busy%"][1]
ok = abs(b["p"] - 0.00805) < 1e-5 and abs(b["ratio"] - 15 / 11) < 1e-9 and b["runs"] == 3 and b["verdict"] == "**"
ok = ok and rows["PkgWatt"][1]["p"] == 1 and rows["PkgWatt"][1]["verdict"] == "~"
print("json: Busy%% p %.5f ratio %.4f **; PkgWatt p 1 ~" % (b["p"], b["ratio"]) if ok else "bad %s" % rows)'
