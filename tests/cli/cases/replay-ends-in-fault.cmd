# A recording whose last snapshot holds a fault (fault-eio.machine: cpu1's IA32_THERM_STATUS fails with EIO
# from 1.5 s, so the third snapshot records "msr 1 0x19c !EIO"): the replay prints what the live run
# printed (CoreTmp 100 - 40 = 60 and 100 - 45 = 55, then cpu1 "-") and exits 0 as the live run did;
# only a recording that cannot be read (no 'end' line: replay-bad-no-end) exits 2.
t=$(mktemp -d); sh tests/fakemachine/run.sh fault-eio "$TSNG" --quiet --interval 1 --num_iterations 2 --show CPU,CoreTmp --record "$t/r.rec" >"$t/live" 2>/dev/null; echo "live rc=$?"; grep -c '^msr 1 0x19c !EIO' "$t/r.rec"; "$TSNG" --replay "$t/r.rec" --quiet --show CPU,CoreTmp >"$t/replay" 2>/dev/null; echo "replay rc=$?"; cat "$t/replay"; cmp -s "$t/live" "$t/replay" && echo "same as live"; rm -rf "$t"
