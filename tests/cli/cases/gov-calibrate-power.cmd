# --calibrate-power end to end on the fake machine snb-4cpu-calib, whose CPUs run busy at the
# frequency --act set, with a known truth (tests/fakemachine/load.c): V = 600 mV + 150 mV/GHz x f,
# per CPU P = 1200 pF x f x V^2 + 1500 mW x (V/1 V)^2, package = 2 W + the CPUs.
# Worked by hand: P16 (1.6 GHz, V 840 mV): 1.2e-9 x 1.6e9 x 0.7056 + 1.5 x 0.7056 = 2.413152 W
# a CPU, CorWatt 9.65, PkgWatt 11.65; P38 (3.8 GHz, 1170 mV): 6.242184 + 2.05335 = 8.295534 W,
# CorWatt 33.18, PkgWatt 35.18.  The fit must give leak_w = 1.5 x 1.17^2 = 2.05335 W, dyn_max_w =
# 1.2e-9 x 3.8e9 x 1.17^2 = 6.242184 W, uncore_w 2 W, each within 1%, and volts 840 1110 1170
# (V at 1.6, 3.4, 3.8 GHz) within 2 mV.  The cpufreq settings are put back and the state file
# removed.  The simulation of steady for 1 s on the part file: performance asks 38, the four
# cores (idle ones in C1) hold the domain at the 4-core bin 35 (V 1125 mV, v^2 = 0.924556):
# busy core (2.05335 + 6.242184 x 35/38) x v^2 = 7.21419 W, three idle cores in C1 leaking
# 3 x 2.05335 x v^2 = 5.69531 W, 12.9095 W; the first 4 ms before its first tick at P16 (v^2
# 0.515450): 2.41315 + 3 x 1.05840 = 5.58835 W: core energy 0.004 x 5.58835 + 0.996 x 12.9095
# = 12.8802 J, within 0.05 J allowing for the fit's 1%.
d=$(mktemp -d)
for c in 0 1 2 3; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; mkdir -p $p; echo powersave >$p/scaling_governor; echo 1600000 >$p/scaling_min_freq; echo 3800000 >$p/scaling_max_freq; echo "userspace powersave" >$p/scaling_available_governors; : >$p/scaling_setspeed; echo intel_cpufreq >$p/scaling_driver; echo 20000 >$p/cpuinfo_transition_latency; done
TSNG_SYSROOT=$d sh tests/fakemachine/run.sh snb-4cpu-calib "$TSNG" --calibrate-power "$d/calib.part" --interval 1 >"$d/table"; echo "rc=$?"
awk -F'\t' '$1 == "P-state" || $1 == 16 || $1 == 38 { print $1, $2, $3, $4, $5, $6 }' "$d/table"
awk '$1 == "pstates" || $1 == "trl" || $1 == "freq_table" || $1 == "latency_us" || $1 == "part" { print }
	function near(v, want, tol) { return (v - want <= tol && want - v <= tol) ? "within" : "outside" }
	$1 == "leak_w" { print "leak_w", near($2, 2.05335, 0.0205) }
	$1 == "dyn_max_w" { print "dyn_max_w", near($2, 6.242184, 0.0624) }
	$1 == "uncore_w" { print "uncore_w", near($2, 2, 0.02) }
	$1 == "volts" { print "volts", near($2, 840, 2), near($3, 1110, 2), near($4, 1170, 2) }' "$d/calib.part"
for c in 0 3; do p=$d/sys/devices/system/cpu/cpu$c/cpufreq; echo "cpu$c after: $(cat $p/scaling_governor) $(cat $p/scaling_min_freq) $(cat $p/scaling_max_freq)"; done
test -e "$d/run/turbostat-ng/act.state" && echo "state file left" || echo "no state file"
"$TSNG" --simulate steady --part "$d/calib.part" --governor performance --sim-seconds 1 --format json | awk -F'"core_energy_j": |, "busy_pct"' 'NF > 2 { print "core energy", ($2 > 12.83 && $2 < 12.93) ? "within" : "outside", "12.88 +- 0.05 J" }'
rm -rf "$d"
