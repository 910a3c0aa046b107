sh tests/published/check.sh "$TSNG" nhm-i7
