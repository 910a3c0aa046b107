# --record on a full device (a copy of /dev/full, 1,7, made in the test's own directory): one line, status 1.
T=$(mktemp -d); mknod $T/full c 1 7 || exit 9; "$TSNG" --quiet --replay tests/recordings/vm-2cpu.rec --record $T/full --num_iterations 1 >/dev/null 2>$T/err; echo "rc=$?"; sed "s|$T|T|g" $T/err; rm -rf $T
