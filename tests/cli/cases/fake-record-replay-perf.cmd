# A recording made where perf groups and the msr driver both serve (skx-2cpu-msr-perf: perf for
# APERF, MPERF, the TSC, C-states and energy, MSRs for temperatures) replays to the same table,
# and so do one made on the batch path with a register perf serves (skx-2cpu-batch-perf) and one
# made with perf alone (skx-2cpu-power: no msr driver, so no CoreTmp): the start-up probes are in
# the recording, so the replay plans the same sources.  Values by hand
# (skx-2cpu.machine): Busy% 240/2400 = 10.00 and 1200/2400 = 50.00; CPU%c6 1440/2400 = 60.00
# and 600/2400 = 25.00; PkgWatt 80.00; RAMWatt 9.97 through perf (fake-perf-rapl), 10.00 through
# the batch (653595 * 15.3 uJ); CoreTmp 100 - 40 = 60 and 100 - 45 = 55.  Summary row: the mean
# of Busy% and CPU%c6, the largest CoreTmp.
for m in skx-2cpu-msr-perf skx-2cpu-batch-perf skx-2cpu-power; do t=$(mktemp -d) && sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,Busy%,CPU%c6,CoreTmp,PkgWatt,RAMWatt --record "$t/r.rec" >"$t/live" && "$TSNG" --replay "$t/r.rec" --quiet --show CPU,Busy%,CPU%c6,CoreTmp,PkgWatt,RAMWatt >"$t/replay" && cmp "$t/live" "$t/replay" && cat "$t/replay"; rm -rf "$t"; done
