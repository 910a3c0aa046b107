"$TSNG" --simulate list
