# --out on a full disk (a copy of /dev/full, 1,7, made in the test's own directory, gives ENOSPC): the
# first table's write fails, one line says so, the run stops with status 1 instead of measuring on into nowhere.
T=$(mktemp -d); mknod $T/full c 1 7 || exit 9; sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --out $T/full 2>$T/err; echo "rc=$?"; sed "s|$T|T|g" $T/err; rm -rf $T
