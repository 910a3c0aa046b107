"$TSNG" --replay tests/recordings/hsw-ep.rec --show-turbo
