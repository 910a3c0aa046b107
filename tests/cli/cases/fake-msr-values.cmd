# The live path on the fake machine (tests/fakemachine/skx-2cpu.machine), plain /dev/cpu/N/msr.
# The TSC comes from the rdtsc instruction here, which no preload can intercept, so only the
# columns that do not divide by it are shown.  Per second of the 1 s interval:
#   cpu0 dAPERF 312M -> Avg_MHz 312, Bzy_MHz 2400 * 312/240 = 3120; cpu1 960M -> 960, 2400 * 960/1200 = 1920
#   summary Avg (312 + 960) / 2 = 636, Bzy 2400 * 1272/1440 = 2120; IRQ 250 each, 500; SMI 2 each, 4
#   CoreTmp 100 - 40 = 60, 100 - 45 = 55 (max 60); PkgTmp 100 - 35 = 65
#   PkgWatt 1,310,720 * 2^-14 J = 80.00; RAMWatt 653,595 * 15.3 uJ = 10.00
sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --interval 1 --num_iterations 2 --show Avg_MHz,Bzy_MHz,IRQ,SMI,CoreTmp,PkgTmp,PkgWatt,RAMWatt
