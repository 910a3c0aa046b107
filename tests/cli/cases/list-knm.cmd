"$TSNG" --replay tests/recordings/knm7255-4cpu.rec --quiet --list --enable usec,cpuidle 2>/dev/null
