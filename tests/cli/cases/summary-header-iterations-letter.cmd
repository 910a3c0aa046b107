"$TSNG" --replay tests/recordings/hsw-ult-offline.rec -q -S -N 2 -s Busy%,Avg_MHz 2>/dev/null; "$TSNG" --replay tests/recordings/hsw-ult-offline.rec -qSN2 -s Busy%,Avg_MHz 2>/dev/null | head -4
