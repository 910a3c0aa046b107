"$TSNG" --simulate periodic --governor powersave --governor performance --sim-seconds 1 --format json
