sh tests/published/check.sh "$TSNG" clx-2s-gold5218
