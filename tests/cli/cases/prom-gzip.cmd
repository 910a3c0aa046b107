sh tests/prom/gzip.sh "$TSNG"
