sh tests/published/check.sh "$TSNG" hsw-ep-e5-2670v3es
