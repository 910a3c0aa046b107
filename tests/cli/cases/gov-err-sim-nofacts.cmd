"$TSNG" --replay tests/recordings/real-zen3-vermeer.rec --simulate tbench --governor schedutil
