python3 tests/cli/maxrss.py 48 "$TSNG" compare /dev/zero tests/compare/003-vanilla.jsonl
