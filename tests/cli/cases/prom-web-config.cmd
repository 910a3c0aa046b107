sh tests/prom/web-config.sh "$TSNG"
