# The frequency a wrapped command saw, replayed: a hand-made 1 s command run (tests/gen-why-rec.sh
# healthy: TSC 3400 MHz, both CPUs 100 % busy at 3900 MHz) with the command's own counts added as
# "task" lines (chosen): cycles 5,850,000,000, ref-cycles 5,100,000,000, instructions
# 7,020,000,000.  By hand: Bzy_MHz 3400 * 5.85 / 5.1 = 3900; busy 5.1e9 / (3400e6 * 1 s) = 1.50
# CPUs against the machine's Busy% 100 of 2 CPUs = 2.00; IPC 7.02 / 5.85 = 1.20 (the recording
# has no machine IPC).
sh tests/gen-why-rec.sh healthy | sed -e '0,/^snapshot/s//run command\nsnapshot/' \
	-e '/^end /i task cycles 5850000000\ntask instructions 7020000000\ntask ref-cycles 5100000000' >"$TMPDIR/c.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/c.rec" 2>&1 | grep '^command:'
