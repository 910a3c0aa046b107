# The live path of a wrapped command's own counters on the fake machine
# (tests/fakemachine/skx-2cpu-task.machine): the fake opens them only on a child held before its
# exec, with inherit and enable_on_exec, else EINVAL and the "unavailable" line; their counts give
# IPC 2.5e9 / 1e9 = 2.50 and name the generic ref-cycles.  The fake's TSC is the real rdtsc (its
# TSC_MHz not a number here), so Bzy_MHz and the busy share are "-" and left out.
sh tests/fakemachine/run.sh skx-2cpu-task "$TSNG" -q true 2>&1 | grep '^command:\|own cycles'
