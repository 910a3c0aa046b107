sh tests/prom/web-config-bad.sh "$TSNG"
