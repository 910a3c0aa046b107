sh tests/prom/local-log.sh "$TSNG"
