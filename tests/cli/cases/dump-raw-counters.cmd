"$TSNG" --replay tests/recordings/hsw-ult.rec -q -D; "$TSNG" --replay tests/recordings/hsw-ult.rec -q --Dump | head -2
