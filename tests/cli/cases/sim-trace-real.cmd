# The committed real traces (provenance in each file's header) replayed with their reference
# rows: perf script's text of perf sched record, and ftrace's text, both of perf's hackbench on
# this project's 2-CPU test VM (2600 MHz as its /proc/cpuinfo says; no cpufreq events).  The
# layout is pinned here; the arithmetic is test_trace's.
"$TSNG" --simulate trace:tests/traces/perf-sched-hackbench.txt --trace-mhz 2600 --governor performance --governor schedutil; echo "rc=$?"
"$TSNG" --simulate trace:tests/traces/ftrace-hackbench.txt --trace-mhz 2600 --governor schedutil; echo "rc=$?"
