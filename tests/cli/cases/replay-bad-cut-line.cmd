"$TSNG" --replay tests/recordings/bad/cut-line.rec
