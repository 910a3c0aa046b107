sh tests/published/check.sh "$TSNG" zen4-7840hs
