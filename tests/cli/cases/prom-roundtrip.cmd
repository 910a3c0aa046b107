sh tests/prom/roundtrip.sh "$TSNG"
