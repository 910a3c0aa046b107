"$TSNG" --replay tests/recordings/hsw-ult-enxio.rec --quiet --show Core,CPU,Avg_MHz,Busy%
