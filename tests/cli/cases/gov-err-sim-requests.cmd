# --sim-requests takes a whole number from 1
"$TSNG" --simulate periodic --governor schedutil --sim-requests 2.5
