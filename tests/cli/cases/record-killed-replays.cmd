# A recorder killed with SIGKILL (on the fake machine, real-time sleeps) leaves a recording
# that replays: every snapshot is written whole and flushed before the run sleeps.  Once the
# file holds 4 snapshot lines (a bounded poll), the run is killed; then what the file says is
# checked against the replay: with its last line whole, every snapshot replays and the
# warning names the line after the last ("no 'end' line"); with the last line cut (a kill
# inside a write), the snapshot it belongs to is dropped.  Intervals = snapshots - 1.
d=$(mktemp -d); sh tests/fakemachine/run.sh skx-2cpu-realtime "$TSNG" --quiet --record "$d/r.rec" --interval 0.1 --show CPU,Busy% >/dev/null 2>&1 & pid=$!
i=0; until [ "$(grep -c "^snapshot" "$d/r.rec" 2>/dev/null)" -ge 4 ] || [ $i = 600 ] || ! kill -0 $pid 2>/dev/null; do sleep 0.1; i=$((i+1)); done
kill -KILL $pid; wait $pid; echo "rc=$?"; f=$d/r.rec; lines=$(wc -l <"$f"); snaps=$(grep -c '^snapshot' "$f")
if [ "$(tail -c 1 "$f" | od -An -c | tr -d ' ')" = '\n' ]; then want="FILE:$((lines + 1)): recording cut short (no 'end' line); replaying the $snaps complete snapshots before it"; else snaps=$((snaps - 1)); want="FILE:$((lines + 1)): recording cut short (this line has no newline); replaying the $snaps complete snapshots before it"; fi
"$TSNG" --replay "$f" --show CPU >"$d/out" 2>"$d/err"; echo "replay rc=$?"; got=$(grep 'cut short' "$d/err" | sed "s|^turbostat-ng: $f|FILE|"); [ "$got" = "$want" ] && echo "the warning names the cut line and the complete snapshots" || echo "warning: $got, want: $want"; [ "$(grep -c '^CPU' "$d/out")" = $((snaps - 1)) ] && echo "intervals replayed: every complete snapshot" || echo "intervals replayed: $(grep -c '^CPU' "$d/out") of $((snaps - 1))"; [ "$snaps" -ge 3 ] && echo "at least 3 complete snapshots"; rm -rf "$d"
