# SIGTERM while the table is being written into a full pipe: the write completes (the handler is
# SA_RESTART), no table is cut, the run ends with status 0 and says nothing.  A table of
# skx-2cpu-batch is 4 lines (header, summary, cpu0, cpu1), so the line count is a multiple of 4
# and the last line is cpu1's row.
t=$(mktemp -d); mkfifo "$t/p"; sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --show CPU,Busy% >"$t/p" 2>"$t/err" & pid=$!; exec 3<"$t/p"; sleep 1; kill -TERM $pid; cat <&3 >"$t/out"; wait $pid; echo "rc=$?"; echo "lines mod 4: $(($(wc -l <"$t/out") % 4))"; tail -1 "$t/out"; cat "$t/err"; rm -rf "$t"
