"$TSNG" --replay tests/recordings/bad/not-rec.rec
