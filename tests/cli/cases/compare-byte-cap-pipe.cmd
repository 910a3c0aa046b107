yes '{"schema":1,"kind":"mean","summary":{}}' | head -c 600M | python3 tests/cli/maxrss.py 48 "$TSNG" compare /dev/stdin tests/compare/003-vanilla.jsonl 2>&1
