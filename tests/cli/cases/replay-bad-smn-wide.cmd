"$TSNG" --replay tests/recordings/bad/smn-wide.rec
