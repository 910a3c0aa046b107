"$TSNG" --simulate bursty --part i9 --governor pid
