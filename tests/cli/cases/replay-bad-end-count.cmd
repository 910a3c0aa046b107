"$TSNG" --replay tests/recordings/bad/end-count.rec
