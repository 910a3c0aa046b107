f=$(mktemp); truncate -s 1G "$f"; python3 tests/cli/maxrss.py 48 "$TSNG" compare tests/compare/003-vanilla.jsonl "$f" 2>&1 | sed "s|$f|FILE|"; rm -f "$f"
