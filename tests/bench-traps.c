// SPDX-License-Identifier: GPL-2.0-only
/*
 * make bench (tests/bench-exporter.sh): what one instruction the fake machine
 * traps costs.  Runs RDTSC argv[1] times; under FAKEMACHINE_INSN each is a
 * SIGSEGV the preload answers (tests/fakemachine/insn.c), so the CPU time of
 * a long run less a short one, divided by the difference, is one trap.
 */
#include <stdio.h>
#include <stdlib.h>
#include <x86intrin.h>

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 0;
	unsigned long long sum = 0;

	for (long i = 0; i < n; i++)
		sum += __rdtsc();
	/* the sum is used, so no read is dropped */
	return sum == 1 ? 1 : 0;
}
