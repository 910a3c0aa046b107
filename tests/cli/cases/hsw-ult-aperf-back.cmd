"$TSNG" --replay tests/recordings/hsw-ult-aperf-back.rec --quiet --show Core,CPU,Avg_MHz,Busy%,Bzy_MHz
