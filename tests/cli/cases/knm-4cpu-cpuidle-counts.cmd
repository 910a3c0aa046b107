"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --num_iterations 1 --enable cpuidle --hide IRQ,NMI,SMI,FreqInv,IPC,cache 2>/dev/null
