f=$(mktemp); printf 'turbostat-ng-recording 1\n' >"$f"; truncate -s 1G "$f"; python3 tests/cli/maxrss.py 48 "$TSNG" --replay "$f" 2>&1 | sed "s|$f|FILE|"; rm -f "$f"
