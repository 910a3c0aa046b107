"$TSNG" --simulate bursty --governor pid:hold=12
