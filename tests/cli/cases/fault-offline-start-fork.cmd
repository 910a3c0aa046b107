# Fork mode: cpu1 is offline when the command starts and online from 1.5 s
# (fault-offline-start.machine); the command sleeps 0.3 s outside the fake machine while the
# run's virtual clock passes 1.5 s (the "sec" line, as long as that took, is left out).  A
# command cannot run again, so the table has the CPUs of the start, cpu0: Busy% = 240000000 /
# 2400000000 = 10.00, Bzy_MHz = 2400 * 312000000 / 240000000 = 3120; one line says cpu1 came
# online and is not counted (fork mode reports on standard error, as turbostat does).  A
# recording of the run replays the same.
d=$(mktemp -d); sh tests/fakemachine/run.sh fault-offline-start "$TSNG" --quiet --show CPU,Busy%,Bzy_MHz --record "$d/r.rec" env -u LD_PRELOAD sleep 0.3 2>&1 | sed 's/^[0-9]*\.[0-9]* sec$/N sec/'
echo "replayed:"; "$TSNG" --quiet --replay "$d/r.rec" --show CPU,Busy%,Bzy_MHz 2>&1 | sed 's/^[0-9]*\.[0-9]* sec$/N sec/'; rm -rf "$d"
