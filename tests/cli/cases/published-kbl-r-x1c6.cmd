sh tests/published/check.sh "$TSNG" kbl-r-x1c6
