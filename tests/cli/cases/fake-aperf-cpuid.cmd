# APERF/MPERF only where CPUID.6.ECX[0] says they exist (turbostat 2026.02, "Validate APERF access for
# VMWARE"): skx-2cpu-noaperf answers both registers with skx-2cpu's counts but clears the bit, so Avg_MHz
# and Bzy_MHz are gone and one line says why; skx-2cpu itself: cpu0 APERF 312M/s -> Avg_MHz 312,
# Bzy 2400 * 312/240 = 3120; cpu1 960, 2400 * 960/1200 = 1920; CoreTmp 100 - 40 = 60, 100 - 45 = 55.
# The plain msr path reads the TSC with rdtsc, which the fake machine cannot serve: against its
# virtual second, the real time between snapshots makes the TSC-divided values (not shown here)
# anything, so the TSC warning and the plausibility findings on them depend on the load and are left out.
for m in skx-2cpu-noaperf skx-2cpu; do sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,Avg_MHz,Bzy_MHz,CoreTmp 2>&1 | grep -v -e 'Insanely slow TSC' -e '^turbostat-ng: implausible: \(cstate-sum\|pkg-idle\|tsc\)'; done
