# SIGTERM in fork mode with --interval: the run ends as killed (143) after printing the Mean and
# Max table once.  The signal comes after the first interval is written (not after a time, which a
# loaded machine stretches); the command (which the run leaves running) is ended by the test.
t=$(mktemp); "$TSNG" --quiet --interval 0.1 sh -c 'echo $$ >"$0.pid"; exec sleep 30' "$t" 2>"$t" & p=$!; i=0; until grep -q "^-[[:space:]]" "$t" || [ $i -ge 600 ] || ! kill -0 $p 2>/dev/null; do sleep 0.05; i=$((i+1)); done; kill -TERM $p; wait $p; echo "exit $?"; grep -c "^Mean and Max over" "$t"; [ -s "$t.pid" ] && kill "$(cat "$t.pid")" 2>/dev/null; rm -f "$t" "$t.pid"
