"$TSNG" --replay tests/recordings/implausible/die-idle.rec --quiet 2>&1 >/dev/null
