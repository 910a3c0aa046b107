"$TSNG" --replay tests/recordings/adl-hybrid-nosmt.rec --show-turbo --format json
