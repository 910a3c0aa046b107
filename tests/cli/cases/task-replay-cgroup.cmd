# --cgroup in interval mode, replayed: two 1 s intervals of tests/gen-why-rec.sh healthy (TSC
# 3400 MHz, both CPUs 100 % busy at 3900 MHz) with a cgroup's counter totals at each snapshot
# (chosen): cycles 0, 3.9e9, 5.85e9; ref-cycles 0, 3.4e9, 5.1e9; instructions 0, 7.8e9, 9.75e9.
# By hand, each interval's growth: 1) Bzy_MHz 3400 * 3.9 / 3.4 = 3900, busy 3.4e9 / 3.4e9 = 1.00
# CPU, IPC 7.8 / 3.9 = 2.00; 2) 3400 * 1.95 / 1.7 = 3900, busy 1.7 / 3.4 = 0.50, IPC 1.95 / 1.95
# = 1.00; the machine's Busy% 100 of 2 CPUs = 2.00 both times.
sh tests/gen-why-rec.sh healthy:2 | awk '{ print } /^snapshot/ { k++
	split("0 3900000000 5850000000", c, " "); split("0 3400000000 5100000000", r, " "); split("0 7800000000 9750000000", i, " ")
	printf "task cycles %s\ntask ref-cycles %s\ntask instructions %s\n", c[k], r[k], i[k] }' >"$TMPDIR/c.rec" &&
"$TSNG" --quiet --replay "$TMPDIR/c.rec" --cgroup /sys/fs/cgroup/x 2>&1 | grep '^cgroup:'
