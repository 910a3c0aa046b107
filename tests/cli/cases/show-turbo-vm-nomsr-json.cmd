"$TSNG" --replay tests/recordings/vm-nomsr.rec --show-turbo --format json
