/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the kernel's hybrid capacity scaling reads on every CPU, gathered by
 * msr/hybrid_read.c and turned into capacities by decode/hybrid.c.
 */
#ifndef TSNG_HYBRID_IN_H
#define TSNG_HYBRID_IN_H

#include <stddef.h>
#include <stdint.h>

struct hybrid_cpu_in {
	int cpu;
	unsigned core_type;	/* CPUID 0x1A EAX[31:24] from the topology */
	int err;		/* 0, or -errno reading the register */
	uint64_t val;		/* the per-CPU register the caller named (HWP capabilities) */
};

struct hybrid_in {
	int smt_active;		/* /sys/devices/system/cpu/smt/active; -1 unknown */
	int intel_pstate;	/* cpu/cpufreq/scaling_driver of the first CPU: 1 intel_pstate or
				 * intel_cpufreq, 0 another driver, -1 unknown */
	size_t n;
	struct hybrid_cpu_in *cpu;	/* one per online CPU, in topology order */
};

#endif
