# Which cpuidle files one interval reads (baseline and one snapshot: 2 CPUs x 2 states x 2 = 8 of each
# file read): by default only time, for the C-state % columns; usage, below and above only when a
# count column (the cpuidle group, off by default as in turbostat) is shown.
for show in Busy% CPU,C1; do printf '%s:' $show; FAKEMACHINE_TRACE=1 sh tests/fakemachine/run.sh skx-2cpu-cpuidle "$TSNG" --quiet --show $show --interval 1 --num_iterations 1 2>&1 >/dev/null | sed -n 's|.*/cpuidle/state[0-9]*/\([a-z]*\) .*|\1|p' | grep -v name | sort | uniq -c | awk '{printf " %s %s", $2, $1}'; echo; done
