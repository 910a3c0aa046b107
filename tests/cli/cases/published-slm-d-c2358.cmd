sh tests/published/check.sh "$TSNG" slm-d-c2358
