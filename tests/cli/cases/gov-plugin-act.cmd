# --act with a plugin, the documented example race-to-idle (docs/examples), on the fake machine of
# gov-act-cpu-hole (CPUs 0 and 2): busy time from the counters, MPERF rate / TSC rate: cpu0 10%,
# under busy_pct=30, so policy->min: MSR_PLATFORM_INFO 0xCE [47:40] = 0x0A -> 1000000 kHz; cpu2
# 50%, over it, so policy->max: no turbo ratio limit register, the base ratio [15:8] = 0x18 ->
# 2400000 kHz; each written to scaling_setspeed, governor and limits put back at exit.
d=$(mktemp -d); for c in 0 2; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1000000 >$p/scaling_min_freq; echo 2400000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh act-hole "$TSNG" --quiet --governor build/plugins/race-to-idle.so --act --num_iterations 2 --interval 1 --show CPU,Busy%,Gov_MHz 2>/dev/null; echo "rc=$?"
for c in 0 2; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; echo "cpu$c after: $(cat $p/scaling_governor) $(cat $p/scaling_min_freq) $(cat $p/scaling_max_freq) setspeed $(cat $p/scaling_setspeed)"; done; rm -rf "$d"
# Each template's plugin under --act acts as the built-in does: the same columns, the same
# frequencies left in scaling_setspeed.
act() {
	d=$(mktemp -d); for c in 0 2; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1000000 >$p/scaling_min_freq; echo 2400000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
	TSNG_SYSROOT=$d sh tests/fakemachine/run.sh act-hole "$TSNG" --quiet --governor "$1" --act --num_iterations 2 --interval 1 --show CPU,Gov_MHz 2>/dev/null; echo "rc=$?"
	cat $d/sys/devices/system/cpu/cpu[02]/cpufreq/scaling_setspeed; rm -rf "$d"
}
for g in schedutil pid ondemand conservative; do
	a=$(act $g); b=$(act build/plugins/tmpl-$g.so)
	[ -n "$a" ] && [ "$a" = "$b" ] && echo "$g plugin: the same"
done
