"$TSNG" --simulate tbench --part skl-4c --governor schedutil:driver=amd-pstate
