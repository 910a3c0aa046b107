# msr-safe's batch and perf both present, the allowlist without MSR_CORE_C6_RESIDENCY
# (skx-2cpu-batch-perf): every register comes in the one batch ioctl (cheaper than any perf read)
# but core C6, which the cstate_core PMU serves; no line about the allowlist, since no column
# lacks a source.  CPU%c6 keeps its values (1440/2400 = 60.00 and 600/2400 = 25.00).
sh tests/fakemachine/run.sh skx-2cpu-batch-perf "$TSNG" --quiet --interval 1 --num_iterations 1 --debug 2>&1 >/dev/null | grep -E "^(Busy%|CPU%c6|RAMWatt):|allowlist"
sh tests/fakemachine/run.sh skx-2cpu-batch-perf "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,CPU%c6 2>&1
