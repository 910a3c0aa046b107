"$TSNG" --replay tests/recordings/vm-2cpu.rec --quiet --cpu 1 2>/dev/null
