sh tests/prom/crowd.sh "$TSNG"
