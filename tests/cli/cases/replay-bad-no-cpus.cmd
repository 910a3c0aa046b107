"$TSNG" --replay tests/recordings/bad/no-cpus.rec
