#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
# Makes docs/plot-example.svg, the picture docs/guide.md shows: turbostat-ng on the fake machine
# (tests/fakemachine: skx-2cpu-batch, a Skylake-SP-class part cut to 2 CPUs; not hardware) for
# 24 intervals of 1 s, with a load added by counter jumps: cpu0 70% busier at 1.5 x base from 6 s
# to 14 s, cpu1 40% busier at 1.2 x base from 16 s to 20 s, the package 40 W and 20 W more meanwhile;
# the idle states give up that time (core C6, and the package C-states down to what the busiest CPU
# leaves), so that the run stays possible: the plausibility check finds nothing.
# Usage: sh tests/plot/example.sh BINARY   (make plot-example; needs the fake machine built)
set -eu
bin=$1
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
{
	echo "include $(pwd)/tests/fakemachine/skx-2cpu-batch.machine"
	# per second of load: MPERF + busy x 2.4e9, APERF + that x clock ratio, PKG energy + W x 2^14
	# per second of load: MPERF + busy x 2.4e9, APERF + that x clock ratio, PKG energy + W x 2^14,
	# core C6 (0x3FD), package C2 (0x60D) and C6 (0x3F9) less the share of 2.4e9 they give up
	for s in 6 7 8 9 10 11 12 13; do
		echo "fault jump 0xE7 1680000000 after $s cpus 0"
		echo "fault jump 0xE8 2520000000 after $s cpus 0"
		echo "fault jump 0x3FD -1440000000 after $s cpus 0"
		echo "fault jump 0x611 655360 after $s"
		echo "fault jump 0x60D -360000000 after $s"
		echo "fault jump 0x3F9 -480000000 after $s"
	done
	for s in 16 17 18 19; do
		echo "fault jump 0xE7 960000000 after $s cpus 1"
		echo "fault jump 0xE8 1152000000 after $s cpus 1"
		echo "fault jump 0x3FD -360000000 after $s cpus 1"
		echo "fault jump 0x611 327680 after $s"
		echo "fault jump 0x60D -360000000 after $s"
		echo "fault jump 0x3F9 -600000000 after $s"
	done
} >"$t/load.machine"
LD_PRELOAD=$(pwd)/build/fake/fakemachine.so FAKEMACHINE=$t/load.machine \
	"$bin" --quiet --interval 1 --num_iterations 24 --format json --out "$t/run.jsonl" 2>"$t/err"
if grep . "$t/err"; then exit 1; fi
"$bin" plot "$t/run.jsonl" --show Avg_MHz,Bzy_MHz,Busy%,CPU%c6,Pkg%pc2,Pkg%pc6,PkgWatt,RAMWatt \
	--title "turbostat-ng plot of a run on the fake machine (2 CPUs): two bursts of load" \
	-o docs/plot-example.svg
echo "docs/plot-example.svg"
