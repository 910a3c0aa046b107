sh tests/published/check.sh "$TSNG" bdw-e-i7-6800k
