"$TSNG" --replay tests/recordings/implausible/bzy-max.rec --quiet 2>&1 >/dev/null
