"$TSNG" --replay tests/recordings/snb-client.rec --show-turbo
