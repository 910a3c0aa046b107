"$TSNG" --replay tests/recordings/hsw-ult-offline.rec --quiet --show Core,CPU,Avg_MHz,Busy%,CPU%c7
