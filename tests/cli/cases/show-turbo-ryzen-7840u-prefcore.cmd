"$TSNG" --replay tests/recordings/ryzen-7840u-prefcore.rec --show-turbo
