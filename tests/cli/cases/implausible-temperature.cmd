"$TSNG" --replay tests/recordings/implausible/temperature.rec --quiet 2>&1 >/dev/null
