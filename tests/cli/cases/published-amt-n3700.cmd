sh tests/published/check.sh "$TSNG" amt-n3700
