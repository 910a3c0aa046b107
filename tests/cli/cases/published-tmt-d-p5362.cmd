sh tests/published/check.sh "$TSNG" tmt-d-p5362
