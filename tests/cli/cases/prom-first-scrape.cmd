sh tests/prom/first-scrape.sh "$TSNG"
