# Output files written as root (lib/outfile.c): a character device is written in place, never renamed over.
# Copies of /dev/null (1,3) and /dev/full (1,7) made in the test's own directory: after --format prometheus
# --out, --out and --record both are still character devices 1,3 and 1,7; /dev/null takes the scrapes
# (exit 0), the full device refuses them (ENOSPC: one line, exit 1).  No other name appears in the directory.
T=$(mktemp -d); R=tests/recordings/hsw-ult.rec; mknod $T/null c 1 3 && mknod $T/full c 1 7 || exit 9; for o in "--format prometheus --out" "--out" "--record"; do for d in null full; do "$TSNG" --replay $R -q -n 1 $o $T/$d >/dev/null 2>>$T/err; echo "$o $d: rc=$? $(stat -c '%F %t,%T' $T/$d)"; done; done; ls -A $T; sed "s|$T|T|g" $T/err; rm -rf $T
