"$TSNG" --simulate bursty --governor pidd
