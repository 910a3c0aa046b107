"$TSNG" --replay tests/recordings/bad/empty.rec
