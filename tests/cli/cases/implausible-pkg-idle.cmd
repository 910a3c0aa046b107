"$TSNG" --replay tests/recordings/implausible/pkg-idle.rec --quiet 2>&1 >/dev/null
