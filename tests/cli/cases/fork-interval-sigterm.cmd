t=$(mktemp); "$TSNG" --quiet --interval 0.1 sleep 2 2>"$t" & p=$!; sleep 0.5; kill -TERM $p; wait $p; echo "exit $?"; grep -c "^Mean and Max over" "$t"; rm -f "$t"
