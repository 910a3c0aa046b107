"$TSNG" --replay tests/recordings/skx-gold.rec --show-turbo
