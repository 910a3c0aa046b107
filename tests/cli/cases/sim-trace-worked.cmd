# --simulate trace: on the hand-written trace tests/traces/worked-freq.txt, its summary worked
# by hand: 24 lines, of which 16 events (3 power:cpu_frequency, 10 sched_switch, 3 sched_waking)
# and line 23 not a trace line; 3 tasks on 2 CPUs over 1.000000-1.002000 s, busy 575 + 400 +
# 100 us of 2 x 2000 us = 26.9%; the reference row holds the trace's mean frequency, 1,285,000
# cycles in 1,075,000 ns = 1195 MHz.  (test_trace works the tasks' phases and a replay's times.)
"$TSNG" --simulate trace:tests/traces/worked-freq.txt --governor performance | sed -n '1,3p'
"$TSNG" --simulate trace:tests/traces/worked-freq.txt --governor performance | awk '$1 == "reference" { print $1, $2, $3, $4 }'
