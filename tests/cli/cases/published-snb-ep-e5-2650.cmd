sh tests/published/check.sh "$TSNG" snb-ep-e5-2650
