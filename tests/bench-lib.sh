# SPDX-License-Identifier: GPL-2.0-only
# What make bench's scripts (tests/bench.sh, tests/bench-large.sh, tests/bench-exporter.sh) count,
# sourced by each; they set $dir (build/bench) first.

# system calls of one run but its writes to standard error (one strace line each; a call
# interrupted by another process's shows twice, as unfinished and resumed: counted once)
calls() {
	strace -f -o "$dir/strace" "$@" >/dev/null 2>&1 || true
	awk '/^[0-9]+ +[a-z_0-9]+\(/ && !/^[0-9]+ +write\(2,/ {n++} END {print n + 0}' "$dir/strace"
}

# calls the fake machine served instead of the kernel (its open and close are real opens of
# /dev/null, which strace counts already), from its FAKEMACHINE_STATS file; stat: stat() and
# access() answered from the description, and the fstat() a real stdio stream makes
served() {
	awk '$1 ~ /^(read|pread|ioctl|migrate|sleep|perf_open|stat)$/ {n += $2} END {print n + 0}' "$1"
}

# The large machine of tests/bench-large.sh for path $1 (msr, batch, perf) at $2 CPUs: skx-2cpu's
# registers on 2 packages, 2 threads a core, 4 cpuidle states and a queue row per CPU, and a
# /proc/stat naming every CPU (ticks all 0: upstream turbostat numbers its CPUs from the cpuN lines,
# turbostat.c for_all_proc_cpus(); turbostat-ng reads it only without MPERF, which this part has),
# and three registers upstream turbostat 2022.10 stops without (turbostat-ng's columns stay the
# same with them): IA32_BIOS_SIGN_ID 0x8B (microcode revision [63:32], 0x2007006 as Intel's
# microcode release notes list for 06-55-04), MSR_PKG_CST_CONFIG_CONTROL 0xE2 [2:0] = 2, package
# C6 no retention (SDM vol. 4, Skylake-SP: the deepest limit with the PC2 and PC6 counters this
# part has), MSR_PKG_POWER_INFO 0x614 [14:0] 0x4B0 = 150 W at 1/8 W (0x606 [3:0] = 3) as
# skx-4cpu-report.machine (upstream spaces its RAPL sums by the time 32 bits take at TDP);
# its file's name
large_machine() {
	src=$1 n=$2 f=$dir/large-$1-$2.machine
	case $src in msr) base=skx-2cpu ;; *) base=skx-2cpu-$src ;; esac
	{
		echo "include $(pwd)/tests/fakemachine/$base.machine"
		if [ "$n" -gt 2 ]; then echo "topology 2 $((n / 4)) 2"; else echo "topology 1 1 2"; fi
		echo "msr 0xE7 1000000000 240000000"
		echo "msr 0xE8 2000000000 312000000"
		echo "msr 0x3FD 0 1440000000"
		echo "msr 0x19C 0x88280000"
		echo "idle POLL 1000 100"
		echo "idle C1 100000 2000"
		echo "idle C1E 200000 1000"
		echo "idle C6 500000 300"
		echo "irq 250 queues $n"
		echo "msr 0x8B 0x0200700600000000"
		echo "msr 0xE2 0x2"
		echo "msr 0x614 0x4B0"
		awk -v n="$n" 'BEGIN { z = " 0 0 0 0 0 0 0 0 0 0"; printf "file /proc/stat cpu %s", z
			for (c = 0; c < n; c++) printf "\\ncpu%d%s", c, z; print "" }'
	} >"$f"
	echo "$f"
}

# The peak RSS (KiB) in a FAKEMACHINE_STATS file: VmHWM as the run ended, written by the preload
hwm() {
	awk '$1 == "hwm_kib" { print $2 }' "$1"
}

# hwm_median KEEP COMMAND...: runs COMMAND ${BENCH_RSS_RUNS:-11} times, each with its own
# FAKEMACHINE_STATS; prints the median peak RSS (KiB) of the runs that ended with status 0 and copies
# that run's stats file to KEEP; "-" when none did.  Where a process's memory sits in its mappings
# moves with address-space randomisation (the kernel maps a file's pages 64 KiB around each fault),
# hence a median.
hwm_median() {
	keep=$1
	shift
	rm -f "$dir"/ex-med-*
	i=0
	while [ "$i" -lt "${BENCH_RSS_RUNS:-11}" ]; do
		env FAKEMACHINE_STATS="$dir/ex-med-$i" "$@" >/dev/null 2>&1 || rm -f "$dir/ex-med-$i"
		i=$((i + 1))
	done
	for f in "$dir"/ex-med-*; do
		[ -s "$f" ] && echo "$(hwm "$f") $f"
	done | sort -n | awk -v keep="$keep" '{ h[NR] = $1; f[NR] = $2 }
		END { if (!NR) { print "-"; exit } m = int((NR + 1) / 2); system("cp " f[m] " " keep); print h[m] }'
}

# Upstream turbostat on the fake machine: ${UPSTREAM_TURBOSTAT:-/usr/sbin/turbostat} (the Debian
# build of linux-cpupower, make bench's tool list) on the large machine's plain msr path (it knows no
# msr-safe batch device), the CPUID and RDTSC instructions served from the description
# (FAKEMACHINE_INSN).  upstream_version prints its version line when it runs there (2 CPUs, one
# interval), nothing otherwise; upstream_hwm KEEP N its median peak RSS (KiB) at N CPUs, 10
# intervals at 1 s, as hwm_median.  Both need $pre, the preload's path.
upstream_version() {
	v=$("${UPSTREAM_TURBOSTAT:-/usr/sbin/turbostat}" --version 2>&1 | sed -n '1s/ - .*//p' || true)
	[ -n "$v" ] && env LD_PRELOAD="$pre" FAKEMACHINE="$(large_machine msr 2)" FAKEMACHINE_INSN=1 \
		"${UPSTREAM_TURBOSTAT:-/usr/sbin/turbostat}" --quiet --num_iterations 1 >/dev/null 2>&1 && echo "$v"
	return 0
}
upstream_hwm() {
	hwm_median "$1" env LD_PRELOAD="$pre" FAKEMACHINE="$(large_machine msr "$2")" FAKEMACHINE_INSN=1 \
		"${UPSTREAM_TURBOSTAT:-/usr/sbin/turbostat}" --quiet --interval 1 --num_iterations 10
}
