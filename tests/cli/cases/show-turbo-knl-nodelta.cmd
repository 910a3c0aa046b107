"$TSNG" --replay tests/recordings/knl-nodelta.config.rec --show-turbo
