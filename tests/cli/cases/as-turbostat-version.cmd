d=$(mktemp -d); ln -s "$TSNG" "$d/turbostat"; "$d/turbostat" --version 2>"$d/stderr" >"$d/stdout"; echo "rc=$? stdout=$(wc -c <"$d/stdout")"; cut -d' ' -f1,2 "$d/stderr"; rm -rf "$d"
