# --act on a fake machine whose cpufreq files are real files under TSNG_SYSROOT: the wrapped
# command sees the userspace governor, then crashes; governor and limits are as they were.
d=$(mktemp -d); for c in 0 1; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo schedutil >$p/scaling_governor; echo 800000 >$p/scaling_min_freq; echo 3000000 >$p/scaling_max_freq; echo "userspace schedutil" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --governor performance --act sh -c 'for f in "$0"/sys/devices/system/cpu/cpu*/cpufreq/scaling_governor; do echo "$(cat "$f")"; done; kill -SEGV $$' "$d" 2>/dev/null; echo "rc=$?"
for c in 0 1; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; echo "cpu$c after: $(cat $p/scaling_governor) $(cat $p/scaling_min_freq) $(cat $p/scaling_max_freq)"; done; rm -rf "$d"
