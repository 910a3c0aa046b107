sh tests/published/check.sh "$TSNG" zen2-tr3960x
