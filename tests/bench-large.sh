#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# make bench, large machines: the fake machine (tests/fakemachine) as a two-socket server of 256
# and 1024 CPUs (2 packages, 2 threads a core), four cpuidle states per CPU and a /proc/interrupts
# with one device-queue row per CPU (NVMe and NIC queues, each row a column per CPU: 11.5 MB at
# 1024 CPUs), through the plain msr, msr-safe batch and perf paths at 1 s, default columns.
# Per interval: system calls (strace plus what the preload served), CPU time; per run: peak RSS
# (VmHWM as the run ends, from the preload: a parent's getrusage() would count the python that
# forked it), and the CPU time to the first row (start-up and one interval).  2 CPUs for scale.  The peak
# RSS against upstream turbostat measured on the same fake machine.  Then the Prometheus exposition
# of one interval: its size, and the CPU time to make one.
# Every per-interval figure is (run of K intervals - run of 1) / (K - 1).
# Usage: bench-large.sh BINARY   (make bench runs it after tests/bench.sh)
set -eu
bin=$1
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
k=${BENCH_LARGE_INTERVALS:-10}
dir=build/bench
mkdir -p "$dir"
. tests/bench-lib.sh
export LC_ALL=C

# "user+system seconds, peak RSS KiB" of one run of the command (fresh python: the peak is this run's)
usage() {
	python3 -c '
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.6f %d" % (r.ru_utime + r.ru_stime, r.ru_maxrss))' "$@"
}

echo "large machines on the fake machine: 2 packages, 2 threads a core, 4 cpuidle states, a queue row per CPU"
printf "%-8s %6s %14s %10s %12s %10s %14s\n" path CPUs "syscalls/intv" "per CPU" "CPU ms/intv" "RSS MiB" "first row ms"
for src in msr batch perf; do
	for n in 2 256 1024; do
		m=$(large_machine "$src" "$n")
		set -- env LD_PRELOAD="$(pwd)/build/fake/fakemachine.so" FAKEMACHINE="$m" "$bin" --quiet --interval 1
		ck=$(calls env FAKEMACHINE_STATS="$dir/stl-k" "$@" --num_iterations "$k")
		c1=$(calls env FAKEMACHINE_STATS="$dir/stl-1" "$@" --num_iterations 1)
		uk=$(usage "$@" --num_iterations "$k")
		u1=$(usage "$@" --num_iterations 1)
		hk=$(hwm "$dir/stl-k") h1=$(hwm "$dir/stl-1")
		echo "$src $n $ck $c1 $(served "$dir/stl-k") $(served "$dir/stl-1") $uk $u1 $hk $h1 $k" | awk '{
			d = $NF - 1; sc = ($3 - $4 + $5 - $6) / d
			printf "%-8s %6d %14.1f %10.2f %12.2f %10.2f %14.1f\n", $1, $2, sc, sc / $2,
				($7 - $9) * 1000 / d, ($11 > $12 ? $11 : $12) / 1024, $9 * 1000 }'
	done
done | tee "$dir/large-fake"
echo
# Peak RSS against upstream turbostat (issue 28 point 2: within 1.5x at 2, 256 and 1024 CPUs): as
# measured here on the same fake machine where it runs (tests/bench-lib.sh upstream_hwm: its plain
# msr path, the median of $BENCH_RSS_RUNS runs; tests/bench-exporter.sh measures it the same way),
# else 2026.02's figures, 2.0 MB at 2 and 2.5 MB at 256 CPUs as issue 28 measured them and 4.45 MB
# at 1024 as worked out from its source (docs/memory.md, "Where it stands"), MB as 10^6 bytes.  The
# worst of the three paths at each size (one run each).
pre=$(pwd)/build/fake/fakemachine.so
upver=$(upstream_version)
echo "peak RSS against 1.5x upstream turbostat (the worst path at each size)"
if [ -n "$upver" ]; then
	echo "upstream: ${UPSTREAM_TURBOSTAT:-/usr/sbin/turbostat}, $upver, measured here on the fake machine's plain msr path"
	for n in 2 256 1024; do echo "$n $(upstream_hwm "$dir/large-rss-up-$n" "$n")"; done >"$dir/large-up"
else
	echo "upstream: does not run on the fake machine here: 2026.02's figures (issue 28 and docs/memory.md)"
	printf '2 %d\n256 %d\n1024 %d\n' 1953 2441 4346 >"$dir/large-up"
fi
printf "%6s %12s %10s %10s %8s %8s\n" CPUs "upstream MiB" "limit MiB" "worst MiB" ratio "1.5x"
awk 'FILENAME == ARGV[1] { if ($2 != "-") up[$1] = $2 / 1024; next }
	$2 in up { if ($6 > worst[$2]) worst[$2] = $6 }
	END { split("2 256 1024", size); for (i = 1; i <= 3; i++) if ((n = size[i]) in worst) {
		lim = 1.5 * up[n]
		printf "%6d %12.2f %10.2f %10.2f %8.2f %8s\n", n, up[n], lim, worst[n], worst[n] / up[n],
			worst[n] <= lim ? "met" : "NOT met" } }' "$dir/large-up" "$dir/large-fake"
echo
echo "Prometheus exposition of one interval (msr-safe batch path)"
printf "%6s %14s %16s\n" CPUs "bytes" "CPU ms/exposition"
for n in 256 1024; do
	m=$(large_machine batch "$n")
	set -- env LD_PRELOAD="$(pwd)/build/fake/fakemachine.so" FAKEMACHINE="$m" "$bin" --interval 1 --format prometheus
	bytes=$("$@" --num_iterations 1 2>/dev/null | wc -c)
	pk=$(usage "$@" --num_iterations "$k")
	p1=$(usage "$@" --num_iterations 1)
	qk=$(usage "$@" --quiet --format text --num_iterations "$k")
	q1=$(usage "$@" --quiet --format text --num_iterations 1)
	# the exposition's own cost: prometheus runs less the same runs printing turbostat text
	echo "$n $bytes $pk $p1 $qk $q1 $k" | awk '{ d = $NF - 1
		printf "%6d %14d %16.2f\n", $1, $2, (($3 - $5) - ($7 - $9)) * 1000 / d }'
done
echo
# The exporter at scale (issue 24 point 5): a recording of the batch path replayed under --listen;
# each /metrics scrape timed over one keep-alive connection (tests/prom/scrape_bench.py).  Series:
# the sample lines of one scrape, what a Prometheus server stores per scrape.  Goal: a scrape under
# 10 ms at 1024 CPUs.
echo "--listen /metrics of a replayed recording (batch path, 3 intervals recorded), ${BENCH_SCRAPES:-50} scrapes"
printf "%6s %12s %10s %12s %12s %10s\n" CPUs "bytes" "series" "median ms" "max ms" "<10 ms"
for n in 256 1024; do
	m=$(large_machine batch "$n")
	rec=$dir/large-listen-$n.rec
	env LD_PRELOAD="$(pwd)/build/fake/fakemachine.so" FAKEMACHINE="$m" "$bin" --quiet --interval 1 \
		--num_iterations 3 --record "$rec" >/dev/null 2>&1
	port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
	"$bin" --replay "$rec" --quiet --listen "127.0.0.1:$port" >/dev/null 2>&1 &
	pid=$!
	out=$(python3 tests/prom/scrape_bench.py "$port" "${BENCH_SCRAPES:-50}" || echo "0 0 0 0")
	kill "$pid" 2>/dev/null || true
	wait "$pid" 2>/dev/null || true
	rm -f "$rec"
	echo "$n $out" | awk '{ printf "%6d %12d %10d %12.2f %12.2f %10s\n", $1, $2, $3, $4, $5,
		($4 > 0 && $4 < 10) ? "met" : "NOT met" }'
done
echo
# The top view at 1024 CPUs (issue 28 point 5): rows grouped by package with a summary line per
# package, drawn in a 200x60 tmux pane from a replay paced at 1 s (tests/top/bench.sh); its CPU time
# beyond --format turbostat over the same intervals, which samples and derives the same way.
# Goal: under 1% of one core.
echo "--top at 1024 CPUs, ${BENCH_TOP_INTERVALS:-20} replayed intervals of 1 s"
sh tests/top/bench.sh "$bin" "${BENCH_TOP_INTERVALS:-20}" 1024 | tee "$dir/large-top" |
	awk '/^view beyond sampling/ { pct = $4 + 0; printf "%s  %s\n", $0, pct < 1 ? "met" : "NOT met"; next } { print }'
