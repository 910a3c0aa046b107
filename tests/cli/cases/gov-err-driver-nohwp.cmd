"$TSNG" --simulate tbench --part i7-2600k --governor schedutil:driver=hwp-passive
