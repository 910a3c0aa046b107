"$TSNG" --replay tests/recordings/vm-2cpu.rec --quiet --Summary 2>/dev/null
