"$TSNG" --simulate bursty --part i7-2600k --governor pid:holdoff=3 --governor pid:holdoff=12
