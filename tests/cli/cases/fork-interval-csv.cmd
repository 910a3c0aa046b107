# The command lasts until the third interval is written (not a time, which a loaded machine stretches).
T=$(mktemp -d); "$TSNG" --quiet --format csv --interval 0.1 --out - sh -c 'echo from-the-command >&2; i=0; until grep -q "^interval,3," "$0" 2>/dev/null || [ $i -ge 600 ]; do sleep 0.05; i=$((i+1)); done' $T/out >$T/out 2>$T/err; python3 -c 'import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
hdr, body = rows[0], rows[1:]
ok = hdr[:10] == ["kind", "interval", "start", "time", "interval_s", "package", "die", "core", "cpu", "core_type"]
ok = ok and all(len(r) == len(hdr) for r in body)
kinds = [r[0] for r in body if r[5] == ""]
n = kinds.count("interval")
ok = ok and n >= 3 and kinds == ["interval"] * n + ["run", "mean", "max"]
ok = ok and all(r[1] == "" for r in body if r[0] != "interval")
err = open(sys.argv[2]).read()
ok = ok and "from-the-command" in err and "interval," not in err
print("CSV only on --out -: one header, every line full, kinds in order; the command keeps its stderr" if ok else "bad")' $T/out $T/err; rm -rf $T
