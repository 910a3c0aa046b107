"$TSNG" --replay tests/recordings/vm-nomsr.config.rec --show-turbo --format json
