"$TSNG" --replay tests/recordings/bad/unknown-kind.rec
