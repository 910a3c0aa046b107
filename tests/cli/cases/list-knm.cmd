# turbostat 2026.02 --list: every built-in column (bic_set_all), usec, Time_Of_Day_Seconds, APIC and X2APIC too
"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --list --enable usec,cpuidle 2>/dev/null
