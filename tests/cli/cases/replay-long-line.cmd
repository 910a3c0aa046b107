{ printf 'turbostat-ng-recording 1\n# '; head -c 3000000 /dev/zero | tr '\0' x; } | python3 tests/cli/maxrss.py 48 "$TSNG" --replay /dev/stdin
