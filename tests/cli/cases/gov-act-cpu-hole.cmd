# --act with CPU 1 offline (CPU numbers 0 and 2), cpufreq files for CPUs 0 and 2 only (a policy
# for CPU 1 would be inactive anyway).  performance asks for the highest P-state: with no
# turbo ratio limit register on this machine, the base ratio 0xCE [15:8] = 24 -> 24 * 100 MHz =
# 2400000 kHz in scaling_setspeed; governor and limits put back at exit.  Busy% = MPERF rate / TSC
# rate: cpu0 240000000 / 2400000000 = 10%, cpu2 1200000000 / 2400000000 = 50%, mean 30%.
d=$(mktemp -d); for c in 0 2; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1000000 >$p/scaling_min_freq; echo 2400000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh act-hole "$TSNG" --quiet --governor performance --act --num_iterations 2 --interval 1 --show CPU,Busy% 2>&1; echo "rc=$?"
for c in 0 2; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; echo "cpu$c after: $(cat $p/scaling_governor) $(cat $p/scaling_min_freq) $(cat $p/scaling_max_freq) setspeed $(cat $p/scaling_setspeed)"; done; rm -rf "$d"
