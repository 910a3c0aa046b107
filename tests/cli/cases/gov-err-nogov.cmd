"$TSNG" --simulate bursty
