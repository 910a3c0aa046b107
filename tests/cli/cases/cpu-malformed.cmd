"$TSNG" --replay tests/recordings/vm-2cpu.rec --quiet --cpu 3-1
