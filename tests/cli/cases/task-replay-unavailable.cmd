# A command run whose cycles counter could not be opened (recorded "task cycles !ENOENT", as on a
# VM without a virtual PMU): one line says so and why, and no command line is made up; a
# recording without task lines (from before, or --no-perf) says nothing.
sh tests/gen-why-rec.sh healthy | sed -e '0,/^snapshot/s//run command\nsnapshot/' -e '/^end /i task cycles !ENOENT' \
	>"$TMPDIR/c.rec" && "$TSNG" --quiet --replay "$TMPDIR/c.rec" 2>&1 | grep -c '^command:'
"$TSNG" --quiet --replay "$TMPDIR/c.rec" 2>&1 | grep "own cycles"
sh tests/gen-why-rec.sh healthy | sed -e '0,/^snapshot/s//run command\nsnapshot/' >"$TMPDIR/n.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/n.rec" 2>&1 | grep -c "own cycles\|^command:"; echo done
