"$TSNG" --replay tests/recordings/bad/version-01.rec
