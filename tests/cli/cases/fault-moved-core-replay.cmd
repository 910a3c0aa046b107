# A recording of fault-moved-core's run replays as the run went (the same tables and lines as
# fault-moved-core): the snapshots after the start over, the recorded topology files of cpu1.
d=$(mktemp -d); sh tests/fakemachine/run.sh fault-moved "$TSNG" --quiet --interval 1 --num_iterations 4 --record "$d/r.rec" >/dev/null 2>&1
"$TSNG" --quiet --replay "$d/r.rec" --show Core,CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt; rm -rf "$d"
