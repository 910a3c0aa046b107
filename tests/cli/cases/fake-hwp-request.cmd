# The HWP request per interval (--show hwp) on tests/fakemachine/skx-2cpu-hwp.machine, fields from the SDM
# vol. 3B IA32_HWP_REQUEST layout worked by hand in the description: cpu0 min 8, max 42, desired 0, EPP 128,
# window 5 * 10^2 = 500 us; cpu1 (bits 42 and 63 set) 12, 30, 20, 64, 0; the package request (0x772) on
# the package's first row: 10, 40, 0, 192, 1 * 10^3 = 1000 us.  Nothing on the summary row.  The same in
# CSV; on skx-2cpu (CPUID.6.EAX[7] clear) there are no HWP columns.
for f in turbostat csv; do sh tests/fakemachine/run.sh skx-2cpu-hwp "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,hwp --format $f 2>/dev/null; done
sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --interval 1 --num_iterations 1 --show CPU,hwp 2>/dev/null | head -1
