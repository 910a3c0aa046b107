"$TSNG" --simulate steady --governor performance --governor powersave --sim-seconds 1
