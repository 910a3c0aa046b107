# The reader goes away (head -2): the next write raises SIGPIPE and the run ends by it (status
# 128 + 13), saying nothing, as any filter does.
t=$(mktemp -d); (sh tests/fakemachine/run.sh skx-2cpu-batch "$TSNG" --quiet --interval 1 --show CPU,Busy% 2>"$t/err"; echo "rc=$?" >"$t/rc") | head -2; cat "$t/rc" "$t/err"; rm -rf "$t"
