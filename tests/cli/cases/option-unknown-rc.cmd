"$TSNG" --frobnicate
