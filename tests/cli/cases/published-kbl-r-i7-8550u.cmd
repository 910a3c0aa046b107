sh tests/published/check.sh "$TSNG" kbl-r-i7-8550u
