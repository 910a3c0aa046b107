"$TSNG" --replay tests/recordings/bad/version-0x1.rec
