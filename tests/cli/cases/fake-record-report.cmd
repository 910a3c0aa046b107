# The start-up report recorded on the fake machine (tests/fakemachine/skx-2cpu.machine) replays
# line for line: the recorder reads every register and file the report prints at start.  By hand
# from the machine file: PLATFORM_INFO 0xA0000001800 [47:40] 10, [15:8] 24; no POWER_INFO, so
# RAPL at turbostat's 135 W: 2^32 * 2^-14 J / 135 W = 1942 s; 0x1A2 [23:16] 100 C; 0x1B1
# [22:16] 0x23 = 35 below: 65 C; no cpufreq or cpuidle files there: NSFOD / "not loaded".
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
sh tests/fakemachine/run.sh skx-2cpu "$t/turbostat" --interval 1 --num_iterations 1 --show PkgWatt --record "$t/r.rec" >/dev/null 2>"$t/live"
$t/turbostat --replay "$t/r.rec" --show PkgWatt >/dev/null 2>"$t/replay"
grep -v "^turbostat:" "$t/live" >"$t/live.report"; grep -v "^turbostat:" "$t/replay" >"$t/replay.report"
cmp "$t/live.report" "$t/replay.report" && cat "$t/replay.report"; rm -rf "$t"
