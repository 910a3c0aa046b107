# why-policy-cap with PL1 limiting at once (MSR_CORE_PERF_LIMIT_REASONS 0x690 = 0x400, bit 10,
# SDM vol. 4 table 2-29): a limit reason the hardware sets comes before the OS's maximum (man
# page, WHY), so PL1 is named, with PkgWatt: skx-2cpu's 1,310,720 energy units of 2^-14 J a
# second = 80 W (no MSR_PKG_POWER_LIMIT described: no limit beside it).
sh tests/fakemachine/run.sh why-policy-pl1 "$TSNG" --quiet --interval 1 --num_iterations 1 --why
