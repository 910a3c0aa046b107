# Calls the fake machine served per steady interval, (3 intervals - 1) / 2, on each path.
#   plain msr at 0.5 s: 2 migrations (one per CPU), no ioctl, no group read
#   plain msr at 1 s: no migration (the skew of remote reads is below the last digit there)
#   msr-safe batch: 1 ioctl, no migration
#   perf: 5 group reads (msr PMU on cpu0 and cpu1, cstate_core on core 0 and 1, cstate_pkg on
#   package 0), no migration
t=$(mktemp -d); for run in skx-2cpu:0.5 skx-2cpu:1 skx-2cpu-batch:1 skx-2cpu-perf:1; do m=${run%:*} i=${run#*:}; for k in 1 3; do FAKEMACHINE_STATS=$t/$k sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval $i --num_iterations $k >/dev/null 2>&1; done; printf '%s at %s s:' $m $i; for c in migrate ioctl read; do printf ' %s %s' $c $(( ($(sed -n "s/^$c //p" $t/3) - $(sed -n "s/^$c //p" $t/1)) / 2 )); done; echo; done; rm -rf "$t"
