# The command's own figures in JSON: the run record's "command" member, from the counts of
# task-replay-ref-cycles (worked there): Bzy_MHz 3900, busy 1.5 CPUs, IPC 1.2, the generic
# ref-cycles.  Fork mode writes its report on standard error.
sh tests/gen-why-rec.sh healthy | sed -e '0,/^snapshot/s//run command\nsnapshot/' \
	-e '/^end /i task cycles 5850000000\ntask instructions 7020000000\ntask ref-cycles 5100000000' >"$TMPDIR/c.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/c.rec" --format json 2>&1 | grep -o '"command":{[^}]*}'
