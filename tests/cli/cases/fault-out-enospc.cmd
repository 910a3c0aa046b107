# --out on a full disk (/dev/full gives ENOSPC): the first table's write fails, one line says so,
# the run stops with status 1 instead of measuring on into nowhere.
sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --out /dev/full
