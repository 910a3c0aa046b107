# hsw-i7-4770.rec, two intervals (1 s, 2 s; worked in its header): package energy 20 + 60.5 = 80.5 J,
# PP0 12.5 + 40 = 52.5 J, PP1 0.5 + 0xA000/16384 = 2.5 -> 3 J; last-interval power 60.5/2 = 30.25 W,
# 40/2 = 20 W, 2.5/2 = 1.25 W; TSC 3.4e9 + 6.8e9 = 1.02e10 cycles per CPU.  On stdout the second
# scrape follows the first without HELP/TYPE, each sample stamped with the interval's end: the
# recording's third snapshot, time of day 1796213003.000000 s = 1796213003000 ms.  turbostat_info: the
# i7-4770's CPUID family 6, model 0x3C, stepping 3, in decimal as /proc/cpuinfo prints them (model 60).
"$TSNG" --replay tests/recordings/hsw-i7-4770.rec --quiet --format prometheus --num_iterations 2 2>/dev/null | awk '/^# interval/ { print; second = 1 } /^turbostat_info/ || second && (/energy_joules_total/ || /power_watts/ || /tsc_cycles_total/ || /interval_seconds/)'
