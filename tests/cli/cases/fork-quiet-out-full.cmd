# Fork mode with --out on a full device (a copy of /dev/full, 1,7, made here): the command runs, its
# report cannot be written: one line, exit 1 (not the command's 0), and the device is still a device.
T=$(mktemp -d); mknod $T/full c 1 7 || exit 9; sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" -q --out $T/full true 2>$T/err; echo "rc=$?"; sed "s|$T|T|g" $T/err; stat -c '%F %t,%T' $T/full; rm -rf $T
