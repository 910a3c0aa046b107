"$TSNG" --quiet --replay tests/recordings/top-hybrid.rec --top
