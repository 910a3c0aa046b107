# why-policy-cap recorded, then replayed: the recording holds each CPU's scaling_max_freq and
# the replay's verdict is the live run's, line for line (as why-policy-cap worked it out).
sh tests/fakemachine/run.sh why-policy-cap "$TSNG" --quiet --interval 1 --num_iterations 2 --why --record "$TMPDIR/r.rec" >"$TMPDIR/live" &&
"$TSNG" --quiet --replay "$TMPDIR/r.rec" --why >"$TMPDIR/replay" && cmp "$TMPDIR/live" "$TMPDIR/replay" && cat "$TMPDIR/replay" &&
grep -c '^file /sys/devices/system/cpu/cpu[01]/cpufreq/scaling_max_freq = 1800000$' "$TMPDIR/r.rec"
