for o in --interval -c -i --show -interv --num_iterations=; do "$TSNG" --replay tests/recordings/hsw-ult.rec $o 2>&1 | head -1; done
