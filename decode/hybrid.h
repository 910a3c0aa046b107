/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Per-CPU capacity and frequency-invariance ratio on Intel hybrid parts, as
 * intel_pstate's hybrid capacity scaling sets them through
 * arch_set_cpu_capacity() (drivers/cpufreq/intel_pstate.c,
 * arch/x86/kernel/cpu/aperfmperf.c).  Pure: decode/hybrid.c.
 */
#ifndef TSNG_HYBRID_H
#define TSNG_HYBRID_H

#include <stddef.h>

#include "decode/facts.h"
#include "hybrid_in.h"

enum hybrid_state {
	HYBRID_NONE,		/* not a hybrid part: nothing to show */
	HYBRID_ENABLED,		/* the kernel scales capacity per CPU */
	HYBRID_OFF,		/* the kernel keeps one capacity; reason says why */
	HYBRID_UNKNOWN,		/* what the kernel reads is not known here; values as if enabled */
};

#define HYBRID_CORE_TYPE_CORE 0x40u	/* CPUID 0x1A EAX[31:24]: INTEL_CPU_TYPE_CORE (a P-core) */

struct hybrid_cpu {
	int cpu;
	unsigned core_type;	/* 0x40 Core, 0x20 Atom */
	unsigned scaling;	/* kHz per HWP perf unit: hwp_get_cpu_scaling() */
	unsigned hwp_highest;	/* HWP_CAPABILITIES [7:0] */
	unsigned base_perf;	/* max_pstate_physical in HWP units: the perf at which MPERF counts */
	unsigned cap_perf;	/* hybrid_get_capacity_perf(): highest, or base_perf with turbo off */
	unsigned capacity;	/* (cap_perf << 10) / largest cap_perf */
	unsigned freq_ratio;	/* (cap_perf << 10) / base_perf: this CPU's arch_max_freq_ratio */
};

struct hybrid_caps {
	enum hybrid_state state;
	const char *reason;	/* why off or unknown; NULL when enabled */
	unsigned max_cap_perf;	/* the largest cap_perf: hybrid_max_perf_cpu */
	size_t n;
	struct hybrid_cpu *cpu;	/* in->n entries, or NULL */
};

/*
 * Fills @h from the start-up facts of the first CPU (family/model, base
 * ratio, HWP enable, turbo state) and the per-CPU HWP_CAPABILITIES in @in.
 * Returns 0 or -ENOMEM; free with hybrid_free().
 */
int hybrid_derive(const struct cpu_facts *f, const struct hybrid_in *in, struct hybrid_caps *h);
void hybrid_free(struct hybrid_caps *h);

/* intel_pstate's P-core scaling factor for this model (kHz per HWP unit); 0 when not listed. */
unsigned hybrid_pcore_scaling(const struct cpu_ident *id);

/*
 * The kernel's max_pstate_physical in HWP units (intel_pstate_hybrid_hwp_adjust()):
 * base ratio * 100000 kHz mapped back with intel_pstate_freq_to_hwp().
 */
unsigned hybrid_base_perf(unsigned base_ratio, unsigned highest, unsigned guaranteed, unsigned scaling);

#endif
