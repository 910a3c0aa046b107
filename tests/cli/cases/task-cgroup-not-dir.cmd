# --cgroup with a path that is no directory (here on the fake machine, tests/fakemachine/skx-2cpu):
# one line naming it, and the run goes on.
sh tests/fakemachine/run.sh skx-2cpu "$TSNG" --quiet --cgroup /etc/passwd --interval 1 --num_iterations 1 2>&1 >/dev/null |
	grep cgroup
