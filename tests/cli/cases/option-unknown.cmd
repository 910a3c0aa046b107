"$TSNG" --frobnicate 2>&1 | head -2
