"$TSNG" --replay tests/recordings/vm-tiny-interval.rec --quiet 2>/dev/null
