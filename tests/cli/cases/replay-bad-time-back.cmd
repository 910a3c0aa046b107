"$TSNG" --replay tests/recordings/bad/time-back.rec
