"$TSNG" --replay tests/recordings/implausible/counter-width.rec --quiet 2>&1 >/dev/null
