"$TSNG" --replay tests/recordings/knm7255.rec --show-turbo
