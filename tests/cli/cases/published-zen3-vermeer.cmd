sh tests/published/check.sh "$TSNG" zen3-vermeer
