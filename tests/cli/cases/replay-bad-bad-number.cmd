"$TSNG" --replay tests/recordings/bad/bad-number.rec
