sh tests/published/check.sh "$TSNG" arl-275hx
