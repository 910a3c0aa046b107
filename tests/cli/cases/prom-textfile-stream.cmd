# The Prometheus textfile written as it is made (lib/outfile.c outfile_begin(): 64 KiB at a time into a new
# file beside it, renamed over it once whole), here an exposition of more than two buffers (a synthetic
# 256-CPU recording, tests/gen-bench-rec.sh).  1. Whole: the file is the exposition standard output gets,
# with a sample of each cycle counter per CPU (256) and decode/plaus.h's last rule (idle-pct) last.  2. A
# write refused mid-exposition (RLIMIT_FSIZE of 300 blocks of 512 bytes, SIGXFSZ ignored, as a disk that
# fills: two writes of 65,536 bytes, the next write cut at 153,600): one line, exit 1, the old file as
# it was and no temporary left.  3. A directory the user cannot write (0555; as uid 65534 where this runs as
# root): one line, exit 1, nothing made there.
T=$(mktemp -d); chmod 755 $T; sh tests/gen-bench-rec.sh 256 1 >$T/r.rec; run="--replay $T/r.rec -q --format prometheus --num_iterations 1"
"$TSNG" $run >$T/stdout.prom; "$TSNG" $run --out $T/t.prom; echo "whole: rc=$?"; [ $(wc -c <$T/t.prom) -gt 262144 ] && echo "more than two buffers"; cmp -s $T/t.prom $T/stdout.prom && echo "the exposition standard output gets"
for k in aperf mperf tsc; do echo "$k $(grep -c "^turbostat_${k}_cycles_total{" $T/t.prom)"; done; tail -1 $T/t.prom | cut -d' ' -f1
echo 'old 1' >$T/t.prom; (trap '' XFSZ; ulimit -f 300; exec "$TSNG" $run --out $T/t.prom) 2>$T/err; echo "full: rc=$?"; sed "s|$T|T|g" $T/err; cat $T/t.prom; ls -A $T
mkdir -m 555 $T/ro; cp "$TSNG" $T/turbostat-ng; chmod 755 $T/turbostat-ng; chmod 644 $T/r.rec; as_user=""; [ "$(id -u)" = 0 ] && as_user="setpriv --reuid 65534 --regid 65534 --clear-groups"
$as_user $T/turbostat-ng $run --out $T/ro/t.prom 2>$T/err; echo "unwritable: rc=$?"; sed "s|$T|T|g" $T/err; ls -A $T/ro; rm -rf $T
