# RAPL energy through the perf power PMU (skx-2cpu-power: no msr driver), two 1 s intervals.
# energy-pkg counts MSR 0x611's 1,310,720 units/s (2^-14 J each) shifted left by 18 into 2^-32 J
# units: 1310720 * 2^18 counts/s * 2^-32 J (events/energy-pkg.scale) = 1310720 / 16384 = 80.00 W.
# energy-ram counts MSR 0x619's 653,595 units/s shifted by 16 (the kernel's fixed 2^-16 J DRAM
# unit): 653595 * 2^16 * 2^-32 = 653595 / 65536 = 9.973 W, shown 9.97 (the MSR path's 15.3 uJ
# unit gives 10.00).  --Joules over one 2 s interval: 160.00 J and 2 * 9.973 = 19.946, shown 19.95.
sh tests/fakemachine/run.sh skx-2cpu-power "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,PkgWatt,RAMWatt 2>/dev/null
sh tests/fakemachine/run.sh skx-2cpu-power "$TSNG" --quiet --interval 2 --num_iterations 1 --Joules --show CPU,Pkg_J,RAM_J 2>/dev/null
# Every domain on a Skylake client part (skl-2cpu-power: the kernel takes each unit from
# MSR_RAPL_POWER_UNIT there, 2^-14 J, so every count is shifted by 18): rates of 1,310,720,
# 655,360, 81,920, 163,840 and 1,966,080 units/s over 16384 units/J give PkgWatt 80.00, CorWatt
# 40.00, GFXWatt 5.00, RAMWatt 10.00, and SysWatt 120.00 (summary row only, as turbostat).
sh tests/fakemachine/run.sh skl-2cpu-power "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,PkgWatt,CorWatt,GFXWatt,RAMWatt,SysWatt 2>/dev/null
