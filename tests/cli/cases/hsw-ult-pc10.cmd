"$TSNG" --replay tests/recordings/hsw-ult.rec --quiet --num_iterations 1 2>/dev/null
