# SPDX-License-Identifier: GPL-2.0-only
# What make bench's scripts (tests/bench.sh, tests/bench-large.sh) count, sourced by both; they set
# $dir (build/bench) first.

# system calls of one run but its writes to standard error (one strace line each; a call
# interrupted by another process's shows twice, as unfinished and resumed: counted once)
calls() {
	strace -f -o "$dir/strace" "$@" >/dev/null 2>&1 || true
	awk '/^[0-9]+ +[a-z_0-9]+\(/ && !/^[0-9]+ +write\(2,/ {n++} END {print n + 0}' "$dir/strace"
}

# calls the fake machine served instead of the kernel (its open and close are real opens of
# /dev/null, which strace counts already), from its FAKEMACHINE_STATS file
served() {
	awk '$1 ~ /^(read|pread|ioctl|migrate|sleep|perf_open)$/ {n += $2} END {print n + 0}' "$1"
}
