# RAPL MSR presence as turbostat 2026.02 probe_rapl_msrs(): with MSR_PKG_ENERGY_STATUS counting, a DRAM
# counter that reads 0 keeps its column (skx-2cpu-dram-zero: RAMWatt 0.00; PkgWatt 1,310,720 * 2^-14 J/s
# = 80.00); with the package counter at 0 (skx-2cpu-rapl-zero, an AWS Nitro guest) no RAPL MSR is used
# at all, the counting DRAM one neither; CoreTmp 60 and 55 stay.
for m in skx-2cpu-dram-zero skx-2cpu-rapl-zero; do sh tests/fakemachine/run.sh $m "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,PkgWatt,RAMWatt,CoreTmp 2>&1; done
