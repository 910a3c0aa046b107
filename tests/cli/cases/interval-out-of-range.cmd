for v in inf 1e308 nan -1 0 31536001; do "$TSNG" --replay tests/recordings/hsw-ult.rec -q --interval $v; echo "rc=$?"; done 2>&1
