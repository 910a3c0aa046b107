"$TSNG" --replay tests/recordings/implausible/cstate-sum.rec --quiet 2>&1 >/dev/null
