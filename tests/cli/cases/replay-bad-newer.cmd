"$TSNG" --replay tests/recordings/bad/newer.rec
