"$TSNG" --replay tests/recordings/bad/header-trailing.rec
