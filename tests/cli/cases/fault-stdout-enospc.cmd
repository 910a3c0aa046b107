# Standard output on a full disk: one line, status 1, at the first table.
sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 >/dev/full
