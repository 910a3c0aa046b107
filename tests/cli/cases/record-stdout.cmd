# --record - writes the recording on standard output (it created a file named "-" before); the report goes
# to --out.  hsw-ult.rec re-recorded for one interval holds 2 snapshots (the baseline and the interval).
T=$(mktemp -d); d=$PWD; cd $T && "$TSNG" --replay $d/tests/recordings/hsw-ult.rec -q -n 1 --show Busy% --record - --out report >rec; echo "rc=$?"; head -1 rec; grep -c '^snapshot ' rec; tail -1 rec; "$TSNG" --replay rec -q --show Busy%; ls -A; cd $d; rm -rf $T
