# --act in interval mode on a fake machine (real-time sleeps), cpufreq files under TSNG_SYSROOT:
# once the governor is switched, SIGTERM; governor and limits are as they were.  The wait for
# the switch is bounded by a count, not timed: the run is stopped as soon as it is seen.
d=$(mktemp -d); for c in 0 1; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1000000 >$p/scaling_min_freq; echo 2400000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh skx-2cpu-realtime "$TSNG" --quiet --governor performance --act --interval 0.1 >/dev/null 2>&1 & pid=$!
i=0; until grep -qx userspace $d/sys/devices/system/cpu/cpu1/cpufreq/scaling_governor || [ $i = 600 ]; do sleep 0.1; i=$((i+1)); done
echo "during: $(cat $d/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor) $(cat $d/sys/devices/system/cpu/cpu1/cpufreq/scaling_governor)"; kill -TERM $pid; wait $pid; echo "rc=$?"
for c in 0 1; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; echo "cpu$c after: $(cat $p/scaling_governor) $(cat $p/scaling_min_freq) $(cat $p/scaling_max_freq)"; done; rm -rf "$d"
