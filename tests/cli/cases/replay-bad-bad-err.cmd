"$TSNG" --replay tests/recordings/bad/bad-err.rec
