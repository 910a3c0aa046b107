sh tests/published/check.sh "$TSNG" xen-hvm-guest
