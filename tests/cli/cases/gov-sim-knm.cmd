"$TSNG" --simulate bursty --part knm-7255 --governor schedutil --governor schedutil:invariant=0 --governor pstate --sim-seconds 2
