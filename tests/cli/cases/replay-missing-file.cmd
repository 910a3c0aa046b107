"$TSNG" --replay tests/recordings/nonexistent.rec
