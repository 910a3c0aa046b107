# SIGTERM while the table is being written into a full pipe: the write completes (the handler is
# SA_RESTART), no table is cut, the run ends with status 0 and says nothing.  A table of
# skx-2cpu-batch is 4 lines (header, summary, cpu0, cpu1), so the line count is a multiple of 4
# and the last line is cpu1's row.  The signal comes once the writer waits on the full pipe (its
# wchan), not after a time, which a loaded machine stretches.
t=$(mktemp -d); mkfifo "$t/p"; sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --show CPU,Busy% >"$t/p" 2>"$t/err" & pid=$!; exec 3<"$t/p"; i=0; until case $(cat /proc/$pid/wchan 2>/dev/null) in *pipe_write*) true ;; *) false ;; esac || [ $i -ge 600 ] || ! kill -0 $pid 2>/dev/null; do sleep 0.05; i=$((i+1)); done; kill -TERM $pid; cat <&3 >"$t/out"; wait $pid; echo "rc=$?"; echo "lines mod 4: $(($(wc -l <"$t/out") % 4))"; tail -1 "$t/out"; cat "$t/err"; rm -rf "$t"
