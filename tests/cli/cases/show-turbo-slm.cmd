"$TSNG" --replay tests/recordings/slm.rec --show-turbo
