"$TSNG" --replay tests/recordings/implausible/rapl-power.rec --quiet 2>&1 >/dev/null
