sh tests/prom/slow-clients.sh "$TSNG"
