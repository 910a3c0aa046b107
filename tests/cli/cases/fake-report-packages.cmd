# Two packages (tests/fakemachine/skx-2pkg-report.machine, values worked in its header): as
# turbostat the EPB, RAPL, TjMax and package thermal lines come for the first CPU of each
# package, each group package 0 then package 1, live and from the recording alike.
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
sh tests/fakemachine/run.sh skx-2pkg-report "$t/turbostat" --interval 1 --num_iterations 1 --show PkgWatt --record "$t/r.rec" >/dev/null 2>"$t/live"
$t/turbostat --replay "$t/r.rec" --show PkgWatt >/dev/null 2>"$t/replay"
grep -v "^turbostat:" "$t/live" >"$t/live.report"; grep -v "^turbostat:" "$t/replay" >"$t/replay.report"
cmp "$t/live.report" "$t/replay.report" && cat "$t/replay.report"; rm -rf "$t"
