"$TSNG" --replay tests/recordings/bad/no-end.rec
