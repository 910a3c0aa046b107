f=$(mktemp); truncate -s 1G "$f"; cat "$f" 2>/dev/null | python3 tests/cli/maxrss.py 48 "$TSNG" --replay /dev/stdin; rm -f "$f"
