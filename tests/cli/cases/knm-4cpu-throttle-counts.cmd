# The kernel's thermal_throttle counters as interval deltas, no MSR needed (knm7255-4cpu.rec header):
# CoreThr core0 +3, core1 +1 (summary the largest, 3); PkgThr package_throttle_count 20 -> 27: +7.
"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --show CPU,CoreThr,PkgThr 2>/dev/null
