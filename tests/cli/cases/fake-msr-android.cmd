# Android's layout of the msr driver's nodes, /dev/msrN, which turbostat 2026.02 probes before
# /dev/cpu/N/msr (probe_msr_driver()): the same counts as skx-2cpu through /dev/cpu/N/msr
# (fake-aperf-cpuid: cpu0 APERF 312M/s -> Avg_MHz 312, Bzy 2400 * 312/240 = 3120; cpu1 960,
# 2400 * 960/1200 = 1920; CoreTmp 100 - 40 = 60, 100 - 45 = 55), and --debug names the device.
sh tests/fakemachine/run.sh skx-2cpu-android "$TSNG" --debug --quiet --interval 1 --num_iterations 1 --show CPU,Avg_MHz,Bzy_MHz,CoreTmp 2>&1 | grep -e '^Avg_MHz:' -e '^CoreTmp:' -e '^[0-9-]'
