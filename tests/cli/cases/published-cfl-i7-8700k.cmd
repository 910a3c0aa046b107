sh tests/published/check.sh "$TSNG" cfl-i7-8700k
