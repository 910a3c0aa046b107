# --calibrate-power when a counter fails mid-way: each step settles 0.1 s and measures 1 s, so
# P-state 20 (the fifth) reads MSR_PKG_ENERGY_STATUS at 4.5 s and 5.5 s, past the fault at 5 s:
# exit 1 naming the step, no part file, the cpufreq settings put back, no state file left.
d=$(mktemp -d)
for c in 0 1 2 3; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1600000 >$p/scaling_min_freq; echo 3800000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh snb-4cpu-calib-eio "$TSNG" --calibrate-power "$d/calib.part" --interval 1 >"$d/out" 2>"$d/err"; echo "rc=$?"
cut -f1 "$d/out"; cat "$d/err"
test -e "$d/calib.part" && echo "part file written" || echo "no part file"
echo "cpu2 after: $(cat $d/sys/devices/system/cpu/cpu2/cpufreq/scaling_governor) $(cat $d/sys/devices/system/cpu/cpu2/cpufreq/scaling_min_freq) $(cat $d/sys/devices/system/cpu/cpu2/cpufreq/scaling_max_freq)"
test -e "$d/run/turbostat-ng/act.state" && echo "state file left" || echo "no state file"
rm -rf "$d"
