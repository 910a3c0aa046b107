# A recording taken beside a trace clocks the trace's CPUs (--replay REC --simulate trace:FILE):
# hsw-i7-4770.rec over its first to last snapshot (0 to 3 s), worked by hand from its counters:
# TSC 100.0e9 -> 110.2e9 in 3 s = 3400 MHz; cpu0 dAPERF 2925e6 / dMPERF 2550e6 -> 3400 x 39/34 =
# 3900 MHz, cpu1 dAPERF = dMPERF 1020e6 -> 3400 MHz.  tests/traces/two-tasks.txt: task a runs 1 ms
# on cpu0, b 1 ms on cpu1: 3.9e6 and 3.4e6 cycles; the reference holds their mean, 7.3e6 cycles in
# 2 ms = 3650 MHz.  performance on the recorded part (no turbo ratio recorded: 34 is its top)
# from the first governor call at time 0: a takes 3.9e6 / 3.4e9 = 1.147059 ms, the run's end.
"$TSNG" --replay tests/recordings/hsw-i7-4770.rec --simulate trace:tests/traces/two-tasks.txt --governor performance >$TMPDIR/out; echo "rc=$?"
sed -n 3p $TMPDIR/out
awk '$1 == "reference" { print $1, $2, $3, $4, $5 } $1 == "performance" { print $1, $2 }' $TMPDIR/out
