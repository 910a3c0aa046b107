"$TSNG" --simulate bursty --governor pid:holdoff=0
