"$TSNG" --replay tests/recordings/vm-late-read.rec --quiet --enable usec,Time_Of_Day_Seconds --show usec,Time_Of_Day_Seconds,CPU,TSC_MHz 2>/dev/null
