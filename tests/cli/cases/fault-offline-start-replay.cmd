# A recording of fault-offline-start's run replays as the run went (the same tables and line as
# fault-offline-start): its new baseline, taken when cpu1 came online, has the time of the
# snapshot that saw it.
d=$(mktemp -d); sh tests/fakemachine/run.sh fault-offline-start "$TSNG" --quiet --interval 1 --num_iterations 3 --record "$d/r.rec" >/dev/null 2>&1
"$TSNG" --quiet --replay "$d/r.rec" --show CPU,Busy%,Bzy_MHz,CoreTmp,PkgWatt; rm -rf "$d"
