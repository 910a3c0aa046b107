"$TSNG" --replay tests/recordings/knl-nodelta.rec --show-turbo
