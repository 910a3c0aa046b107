"$TSNG" --simulate bursty --governor pid --sim-seconds 1000
