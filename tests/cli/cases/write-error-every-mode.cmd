# Every mode that writes on standard output exits 1 with one line when the write fails (a copy of
# /dev/full, 1,7, made in the test's own directory): compare in each format and its --help, --list,
# --show-turbo (text and JSON), --Dump, --simulate list, --governor list, --help, --version and an
# interval in every format.  Each line below: the mode, its exit status, how many lines it wrote on stderr.
T=$(mktemp -d); mknod $T/full c 1 7 || exit 9; R=tests/recordings/hsw-ult.rec; C=tests/compare; while read -r a; do eval "\"\$TSNG\" $a" >$T/full 2>$T/err; echo "$a: rc=$? lines=$(wc -l <$T/err)"; done <<E
compare --format text $C/003-vanilla.jsonl $C/003-sample-v1r1.jsonl
compare --format csv $C/003-vanilla.jsonl $C/003-sample-v1r1.jsonl
compare --format json $C/003-vanilla.jsonl $C/003-sample-v1r1.jsonl
compare --help
--replay $R -q --list
--replay $R --show-turbo
--replay $R --show-turbo --format json
--replay $R -q --Dump
--simulate list
--governor list
--help
--version
--replay $R -q -n 1
--replay $R -q -n 1 --format csv
--replay $R -q -n 1 --format json
--replay $R -q -n 1 --format prometheus
E
sort -u $T/err; rm -rf $T
