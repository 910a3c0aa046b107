sh tests/published/check.sh "$TSNG" knl-7250f
