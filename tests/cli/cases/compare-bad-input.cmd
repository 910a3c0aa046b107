T=$(mktemp -d); B=tests/compare/003-vanilla.jsonl
printf '{"schema":2,"kind":"interval","interval_s":1,"summary":{"Busy%%":1}}\n' >$T/schema2.jsonl
: >$T/empty.jsonl
printf '{"schema":1,"kind":"mean","interval_s":4,"summary":{"Busy%%":1}}\n' >$T/meanonly.jsonl
printf 'interval,time,Busy%%\n1,2.0,3.0\n' >$T/oldcsv.csv
printf '{"schema":1,"kind":"interval","interval_s":1,"summary":{"Busy%%":1}\n' >$T/cut.jsonl
python3 -c 'import sys; sys.stdout.write("{\"schema\":1,\"x\":\"" + "a" * 1100000 + "\"}\n")' >$T/long.jsonl
python3 -c 'import sys; sys.stdout.write("{\"schema\":1,\"x\":" + "[" * 100000 + "]" * 100000 + "}\n")' >$T/deep.jsonl
printf '{"schema":1,"kind":"interval","interval_s":1,"summary":{"Gov_MHz[x]":1}}\n' >$T/nocommon.jsonl
for f in missing.jsonl schema2.jsonl empty.jsonl meanonly.jsonl oldcsv.csv cut.jsonl long.jsonl deep.jsonl nocommon.jsonl; do
	"$TSNG" compare $B $T/$f >$T/out 2>$T/err; rc=$?
	echo "$f: exit $rc, $(wc -l <$T/err) line, stdout $(wc -c <$T/out) bytes: $(sed "s|$T/||g" $T/err)"
done; rm -rf $T
