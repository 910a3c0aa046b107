"$TSNG" --replay tests/recordings/epyc-zen2.rec --show-turbo
