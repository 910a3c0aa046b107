# Calls the fake machine served per steady interval, (3 intervals - 1) / 2, on each path.
# preads: the plain msr path reads 17 register values (APERF, MPERF, SMI on each CPU; core C6
# and THERM_STATUS on each core; PC2, PC6, PKG and DRAM energy, PACKAGE_THERM_STATUS, PKG and
# DRAM PERF_STATUS on the package) and /proc/interrupts once; the batch path /proc/interrupts
# alone; the perf-only path also cpu/online (no MSR read shows an offline CPU there).
#   plain msr at 0.5 s: 2 migrations (one per CPU), no ioctl, no group read
#   plain msr at 1 s: no migration (the skew of remote reads is below the last digit there)
#   msr-safe batch: 1 ioctl, no migration
#   perf: 5 group reads (msr PMU on cpu0 and cpu1, cstate_core on core 0 and 1, cstate_pkg on
#   package 0), no migration
#   msr driver and perf at 0.5 s: the TSC comes from the msr PMU's group, so no migration even
#   below 1 s; 6 group reads (those 5 and power on package 0); the temperatures and RAPL throttle
#   time (0x19C twice, 0x1B1, 0x613, 0x61B) are the only MSR preads, with /proc/interrupts 6
t=$(mktemp -d); for run in skx-2cpu:0.5 skx-2cpu:1 skx-2cpu-batch:1 skx-2cpu-perf:1 skx-2cpu-msr-perf:0.5; do m=${run%:*} i=${run#*:}; for k in 1 3; do FAKEMACHINE_STATS=$t/$k sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval $i --num_iterations $k >/dev/null 2>&1; done; printf '%s at %s s:' $m $i; for c in migrate ioctl read pread; do printf ' %s %s' $c $(( ($(sed -n "s/^$c //p" $t/3) - $(sed -n "s/^$c //p" $t/1)) / 2 )); done; echo; done; rm -rf "$t"
