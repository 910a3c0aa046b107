# The report lines from the access layer's binary read and directory listings, and print_thermal()'s
# per-core lines with --debug (tests/fakemachine/skx-4cpu-report.machine, values worked in its header):
# /dev/cpu_dma_latency, Uncore Frequency of both packages in package order, the powercap zones, each
# core's IA32_THERM_STATUS/INTERRUPT after its package's lines; live, and the same from the recording.
t=$(mktemp -d); ln -s "$TSNG" $t/turbostat
sh tests/fakemachine/run.sh skx-4cpu-report "$t/turbostat" --debug --interval 1 --num_iterations 1 --show PkgWatt --record "$t/r.rec" >/dev/null 2>"$t/live"
$t/turbostat --debug --replay "$t/r.rec" --show PkgWatt >/dev/null 2>"$t/replay"
for f in live replay; do grep -E "cpu_dma|^Uncore|^intel-rapl|THERM_(STATUS|INTERRUPT)" "$t/$f" >"$t/$f.lines"; done
cmp "$t/live.lines" "$t/replay.lines" && cat "$t/replay.lines"; rm -rf "$t"
