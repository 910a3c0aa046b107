# The Prometheus textfile that cannot be written ends the run with one line and exit 1 (it was an error
# each interval and exit 0): a directory that does not exist (said at start), and a write refused with
# EFBIG (RLIMIT_FSIZE of 1 block, SIGXFSZ ignored, as a disk that fills).  No temporary file is left.
T=$(mktemp -d); R=tests/recordings/hsw-ult.rec; "$TSNG" --replay $R -q --format prometheus --out $T/nodir/t.prom 2>$T/err; echo "missing directory: rc=$?"; (trap '' XFSZ; ulimit -f 1; exec "$TSNG" --replay $R -q --format prometheus --out $T/t.prom) 2>>$T/err; echo "file too large: rc=$?"; sed "s|$T|T|g" $T/err; ls -A $T; rm -rf $T
