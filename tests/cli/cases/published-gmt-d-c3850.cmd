sh tests/published/check.sh "$TSNG" gmt-d-c3850
