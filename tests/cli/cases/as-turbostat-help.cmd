d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; for o in --help -h; do "$d/turbostat" $o 2>&1 >"$d/stdout"; echo "rc=$? stdout=$(wc -c <"$d/stdout")"; done; rm -rf "$d"
