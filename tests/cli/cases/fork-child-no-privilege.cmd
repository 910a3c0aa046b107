# Fork mode on the fake machine, through the plain msr nodes, msr-safe's batch node and perf,
# with --record and --out open: the command inherits none of turbostat-ng's descriptors (its
# fds are those of this shell) and, started with CAP_SYS_RAWIO as a non-root user (setpriv,
# when this runs as root), no capability at all.  Descriptors 3 to 29 (where a run this small
# numbers its recording, output, device nodes and perf events; in the order comm sorts them)
# are looked up in /proc/$$/fd by the shell's builtin test: no process and no pipe of the probing
# shell's own (a pipeline's pipe is open in the shell while it runs).  Without
# PERF_FLAG_FD_CLOEXEC the perf run shows its event descriptors here.  The binary, the preload
# and the machines are copied into the test's own directory (0755; out/ 0777 for the command's
# files), since uid 65534 cannot reach a clone under /root or in a mktemp -d (0700).
d=$(mktemp -d); chmod 755 "$d"; as_user=""
mkdir -p "$d/tests/fakemachine" "$d/build/fake" "$d/out"; chmod 777 "$d/out"
cp tests/fakemachine/run.sh tests/fakemachine/*.machine "$d/tests/fakemachine/"; cp build/fake/fakemachine.so "$d/build/fake/"; cp "$TSNG" "$d/tsng"; cd "$d"
fds='for f in 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 3 4 5 6 7 8 9; do [ -e /proc/$$/fd/$f ] && echo $f; done'
eval "$fds" >"$d/before"
[ "$(id -u)" = 0 ] && as_user="setpriv --reuid 65534 --regid 65534 --clear-groups --inh-caps +sys_rawio --ambient-caps +sys_rawio"
for m in skx-2cpu skx-2cpu-batch skx-2cpu-perf; do
	$as_user sh tests/fakemachine/run.sh $m "$d/tsng" --quiet --record "$d/out/r.rec" --out "$d/out/o" sh -c 'grep -E "^Cap(Prm|Eff|Amb)" /proc/self/status; eval "$1" >"$0/after"' "$d/out" "$fds"
	echo "$m extra fds:$(comm -13 "$d/before" "$d/out/after" | tr '\n' ' ')"
done; cd /; rm -rf "$d"
