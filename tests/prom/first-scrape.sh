#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# --listen's first scrape (issue 39 point 3: it answered 503 for a whole
# --interval after every start, so a restart showed the target down).  Live
# on the fake machine (tests/fakemachine/skx-2cpu-batch: not hardware; its
# clock moves by exactly what a sleep asks), --interval 1 and 2 intervals, with a CSV log
# beside the endpoint: the first interval is 0.2 s long (SERVE_FIRST_SAMPLE_MS)
# and its values are the description's, as the full interval's are: cpu0
# 10% busy (MPERF 240e6 a second of the TSC's 2.4e9) at 1.3 x 2400 = 3120
# MHz, cpu1 50% at 0.8 x 2400 = 1920 MHz, the package at 80 W, so 16 J in
# 0.2 s and 80 J in the second; the scrape after both counts 96 J, and no
# sample is NaN (before, the first interval was a whole --interval, and the
# first scrape came that late).  The summary row: Busy% (10 + 50) / 2 = 30, Bzy_MHz weighted by
# busy time (0.1 x 3120 + 0.5 x 1920) / 0.6 = 2120, in both intervals alike.
# Every wait is bounded; the server is always stopped.
# Usage: first-scrape.sh BINARY
set -u
bin=$1
. tests/prom/lib.sh
port=$(free_port)
LD_PRELOAD=$(pwd)/build/fake/fakemachine.so FAKEMACHINE=$(pwd)/tests/fakemachine/skx-2cpu-batch.machine \
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	"$bin" --quiet --interval 1 --num_iterations 2 --listen "127.0.0.1:$port" --format csv --out "$T/log.csv" \
	2>"$T/tsng.err" &
track
until_ok 300 grep -q '^interval,2,' "$T/log.csv" || say "no second interval: $(head -1 "$T/tsng.err")"
# interval, interval_s, cpu, Busy%, Bzy_MHz, PkgWatt, Pkg_J of each row
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
	{ printf "interval %s of %s s, cpu %s: Busy%% %s, Bzy_MHz %s, PkgWatt %s, Pkg_J %s\n", $2, $5,
		($9 == "" ? "all" : $9), $col["Busy%"], $col["Bzy_MHz"], $col["PkgWatt"], $col["Pkg_J"] }' "$T/log.csv"
curl -s --max-time 30 "http://127.0.0.1:$port/metrics" >"$T/scrape"
grep '^turbostat_energy_joules_total{.*domain="package"}' "$T/scrape"
echo "NaN samples: $(grep -v '^#' "$T/scrape" | grep -ci nan)"
