sh tests/prom/alerts.sh "$TSNG"
