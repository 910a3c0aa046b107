"$TSNG" --interval 0.0001
