# msr-safe's batch device on the fake machine (tests/fakemachine/skx-2cpu-batch.machine): one ioctl
# per snapshot, the TSC as MSR 0x10 in the same batch, so every column is exact.  Per 1 s interval:
#   TSC 2400M -> TSC_MHz 2400; cpu0 MPERF 240M -> Busy% 10.00, APERF 312M -> Avg 312, Bzy 2400*312/240 = 3120
#   cpu1 MPERF 1200M -> 50.00, APERF 960M -> Avg 960, Bzy 1920; summary Busy% 30.00, Avg 636, Bzy 2120
#   CPU%c6 1440/2400 = 60.00, 600/2400 = 25.00 (mean 42.50); CPU%c1 = TSC - MPERF - c6:
#   (2400-240-1440)/2400 = 30.00, (2400-1200-600)/2400 = 25.00 (mean 27.50)
#   Pkg%pc2 480/2400 = 20.00, Pkg%pc6 720/2400 = 30.00; CoreTmp 60, 55; PkgTmp 65
#   PkgWatt 1,310,720 * 2^-14 = 80.00; RAMWatt 653,595 * 15.3e-6 = 10.00; IRQ 250 a CPU; SMI 2 a CPU
#   PKG_% and RAM_%: the RAPL throttle counters 0x613 and 0x61B stand still -> 0.00
sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --num_iterations 2
