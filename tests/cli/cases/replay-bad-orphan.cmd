"$TSNG" --replay tests/recordings/bad/orphan.rec
