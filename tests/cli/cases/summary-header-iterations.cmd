"$TSNG" --replay tests/recordings/hsw-ult-offline.rec --quiet --Summary --header_iterations 2 --show Busy%,Avg_MHz 2>/dev/null
