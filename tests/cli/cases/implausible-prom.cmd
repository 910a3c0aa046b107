"$TSNG" --replay tests/recordings/implausible/bzy-max.rec --quiet --format prometheus 2>&1 | grep implausible
