# Without the generic reference cycles (AMD: ref-cycles fails to open), MPERF through the msr PMU
# counts them: the run as task-replay-ref-cycles with ref-cycles !ENOENT and msr/mperf/
# 4,250,000,000, cycles 4,875,000,000, instructions 2,437,500,000 (chosen).  By hand: Bzy_MHz
# 3400 * 4.875 / 4.25 = 3900; busy 4.25e9 / 3.4e9 = 1.25 CPUs; IPC 2.4375 / 4.875 = 0.50.
sh tests/gen-why-rec.sh healthy | sed -e '0,/^snapshot/s//run command\nsnapshot/' \
	-e '/^end /i task cycles 4875000000\ntask instructions 2437500000\ntask ref-cycles !ENOENT\ntask msr/mperf/ 4250000000' \
	>"$TMPDIR/c.rec" && "$TSNG" --quiet --replay "$TMPDIR/c.rec" 2>&1 | grep '^command:'
