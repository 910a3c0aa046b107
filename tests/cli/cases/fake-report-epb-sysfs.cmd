# EPB from sysfs first (tests/fakemachine/skx-2pkg-epb-sysfs.machine: msr-safe without 0x1B0,
# energy_perf_bias 4 and 0): as turbostat 2024+ prints them, live and from the recording alike.
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
sh tests/fakemachine/run.sh skx-2pkg-epb-sysfs "$t/turbostat" --interval 1 --num_iterations 1 --show PkgWatt --record "$t/r.rec" >/dev/null 2>"$t/live"
$t/turbostat --replay "$t/r.rec" --show PkgWatt >/dev/null 2>"$t/replay"
grep "EPB: " "$t/live" >"$t/live.epb"; grep "EPB: " "$t/replay" >"$t/replay.epb"
cmp "$t/live.epb" "$t/replay.epb" && cat "$t/replay.epb"; rm -rf "$t"
