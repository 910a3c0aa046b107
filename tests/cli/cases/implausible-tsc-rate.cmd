"$TSNG" --replay tests/recordings/implausible/tsc-rate.rec --quiet 2>&1 >/dev/null
