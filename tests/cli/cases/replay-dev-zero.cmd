python3 tests/cli/maxrss.py 48 "$TSNG" --replay /dev/zero
