# turbostat 2026.02 adds the cpuidle counts as 64-bit delta counters and prints them through
# print_decimal_value(): "%-8lld", left-justified in 8 columns, under a plain "%s" header (print_name()).
"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --enable cpuidle --hide IRQ,NMI,SMI,FreqInv,IPC,cache 2>/dev/null
