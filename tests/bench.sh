#!/bin/sh
# make bench: CPU time and system calls per interval per CPU (never a test; it prints a table).
#  1. Replay of synthetic recordings (tests/gen-bench-rec.sh, written into build/bench/) of 64,
#     128 and 256 CPUs: per-interval cost = (run of K intervals - run of 1) / (K - 1), so the
#     start-up and the parsing of the recording drop out; "linear in CPUs" shows as a flat
#     us/CPU column.
#  2. Live on this machine: strace -f -c over K intervals and over 1, the difference per
#     interval and per CPU, by system call.  Target: no more calls per CPU per interval than
#     values it must read (one pread each on a kept descriptor, one sched_setaffinity to pin).
# Usage: bench.sh BINARY
set -eu
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
k=${BENCH_INTERVALS:-40}
dir=build/bench
mkdir -p "$dir"
export LC_ALL=C

# user+system seconds of one run (getrusage of the child, microseconds), best of three
cpu_s() {
	python3 -c '
import resource, subprocess, sys
best = None
for _ in range(3):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best = t if best is None or t < best else best
print("%.6f" % best)' "$@"
}

# total system calls of one run (strace -c summary, "total" row)
calls() {
	strace -f -c -o "$dir/strace" "$@" >/dev/null 2>&1 || true
	awk '$NF == "total" {print $(NF - 1) ~ /^[0-9]+$/ && NF == 6 ? $4 : $3}' "$dir/strace"
}

echo "turbostat-ng bench: $k intervals minus 1 interval, per interval"
echo
echo "replay of a synthetic recording (build/bench/cpuN.rec)"
printf "%6s %14s %12s %14s %12s\n" CPUs "CPU ms/intv" "us/CPU" "syscalls/intv" "per CPU"
for n in 64 128 256; do
	rec=$dir/cpu$n.rec
	sh tests/gen-bench-rec.sh "$n" "$k" >"$rec"
	tk=$(cpu_s "$bin" --replay "$rec" --quiet --num_iterations "$k")
	t1=$(cpu_s "$bin" --replay "$rec" --quiet --num_iterations 1)
	ck=$(calls "$bin" --replay "$rec" --quiet --num_iterations "$k")
	c1=$(calls "$bin" --replay "$rec" --quiet --num_iterations 1)
	echo "$n $tk $t1 $ck $c1 $k" | awk '{
		ms = ($2 - $3) * 1000 / ($6 - 1); sc = ($4 - $5) / ($6 - 1)
		printf "%6d %14.3f %12.2f %14.1f %12.3f\n", $1, ms, ms * 1000 / $1, sc, sc / $1 }' | tee "$dir/replay-$n"
done
# the replay's per-interval work is reading the snapshot from memory, deriving, and formatting
awk -v target=5 '{
	printf "decode+format at %d CPUs: %.2f us per CPU per interval (target: at most %d us): %s\n",
		$1, $3, target, $3 <= target ? "met" : "NOT met" }' "$dir/replay-256"
echo
ncpu=$(grep -c '^processor' /proc/cpuinfo)
iv=0.05
echo "live on this machine: $ncpu CPUs, --interval $iv (strace -f -c)"
strace -f -c -o "$dir/live-k" "$bin" --quiet --interval "$iv" --num_iterations "$k" >/dev/null 2>&1 || true
strace -f -c -o "$dir/live-1" "$bin" --quiet --interval "$iv" --num_iterations 1 >/dev/null 2>&1 || true
tk=$(cpu_s "$bin" --quiet --interval "$iv" --num_iterations "$k")
t1=$(cpu_s "$bin" --quiet --interval "$iv" --num_iterations 1)
awk -v k="$k" -v n="$ncpu" -v tk="$tk" -v t1="$t1" '
	function rows(file, arr) {
		while ((getline line < file) > 0) {
			m = split(line, f, " ")
			if (m < 5 || f[1] !~ /^[0-9.]+$/ || f[m] == "total") continue
			arr[f[m]] = f[4]
		}
	}
	BEGIN {
		rows(ARGV[1], a); rows(ARGV[2], b)
		printf "%-20s %12s %12s\n", "syscall", "per intv", "per CPU"
		for (s in a) {
			d = (a[s] - b[s]) / (k - 1)
			if (d < 0.05) continue
			printf "%-20s %12.2f %12.2f\n", s, d, d / n
			tot += d
		}
		printf "%-20s %12.2f %12.2f\n", "total", tot, tot / n
		ms = (tk - t1) * 1000 / (k - 1)
		printf "CPU time per interval: %.3f ms (%.1f us per CPU)\n", ms, ms * 1000 / n
		exit
	}' "$dir/live-k" "$dir/live-1"
echo
echo "must read per CPU per interval: 1 sched_setaffinity, 1 pread per MSR or perf value and per"
echo "cpuidle file (time, usage); per interval: /sys/.../cpu/online, /proc/stat, /proc/interrupts"
echo "(each read to EOF: 2 preads or more), 1 sleep, 1 write per table."
