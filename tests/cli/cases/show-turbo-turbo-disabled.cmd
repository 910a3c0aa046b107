"$TSNG" --replay tests/recordings/turbo-disabled.rec --show-turbo
