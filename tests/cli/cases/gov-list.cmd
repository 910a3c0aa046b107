"$TSNG" --governor list
