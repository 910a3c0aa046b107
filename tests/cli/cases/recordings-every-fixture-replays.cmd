sh tests/recordings/check.sh "$TSNG"
