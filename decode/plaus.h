/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The plausibility check (decode/plaus.c): one interval's derived values in,
 * findings out.  Each rule is a row of plaus_rules[]: what it tests, its
 * threshold and why a value past it cannot be true.  Always on; renderers
 * only show the findings (a line on stderr, "flags" in JSON, a Prometheus
 * family), so a wrong number is never silent.
 */
#ifndef TSNG_PLAUS_H
#define TSNG_PLAUS_H

#include "decode/derive.h"
#include "decode/facts.h"
#include "decode/rapl.h"

enum plaus_rule {
	PLAUS_BZY_MAX,		/* Bzy_MHz above the part's highest frequency + 2% */
	PLAUS_PKG_IDLE,		/* package C-states above 100 - the busiest C0 in the package */
	PLAUS_DIE_IDLE,		/* die C6 above 100 - the busiest C0 in the die */
	PLAUS_CSTATE_SUM,	/* Busy% + core C-states above 100 */
	PLAUS_IPC_ZERO,		/* IPC 0 at 100% busy where instructions are counted */
	PLAUS_TSC_RATE,		/* TSC above 10 GHz, or 1% away from the kernel's rate */
	PLAUS_RAPL,		/* RAPL power negative or above 3x TDP */
	PLAUS_TEMP,		/* a temperature above TjMax or below 0 C */
	PLAUS_WIDTH,		/* a counter read with bits above its width */
	PLAUS_IDLE_PCT,		/* a cpuidle state's residency above 100% of the interval */
	PLAUS__COUNT
};

struct plaus_rule_def {
	const char *name;	/* the flag: stderr, JSON "flags", Prometheus rule label */
	const char *what;
	const char *threshold;
	const char *cite;
};

extern const struct plaus_rule_def plaus_rules[PLAUS__COUNT];

/* The limits the rules compare with, from start-up facts; 0 where unknown (the rule then does not apply). */
struct plaus_limits {
	double max_mhz;		/* highest frequency: TRL max, HWP highest, base; AMD CPPC highest, P0 */
	double tsc_mhz;		/* the kernel's TSC rate where it comes from CPUID 0x15 */
	double tdp_w;		/* MSR_PKG_POWER_INFO thermal spec power (not a fallback) */
	int tjmax;		/* degrees C */
};

void plaus_limits(const struct cpu_facts *f, const struct rapl_info *ri, int tjmax, struct plaus_limits *lim);

/* One broken rule: the first CPU row that broke it (rows in topology order), and how many more did. */
struct plaus_finding {
	enum plaus_rule rule;
	int cpu;		/* its CPU number */
	const char *quantity;	/* "Bzy_MHz", "Pkg%pc2+...", a raw counter's name */
	double value, limit;	/* the value and the bound it crossed (limit unused for PLAUS_WIDTH) */
	int more;
};

struct plaus_report {
	int n;
	struct plaus_finding f[PLAUS__COUNT];	/* in rule order, one per broken rule */
};

void plaus_check(const struct plaus_limits *lim, const struct derive_ctx *ctx, const struct delta *cpu,
		 struct plaus_report *out);

/* "implausible: bzy-max: cpu3 Bzy_MHz 1320 above 1224 (...)" into @buf, no newline. */
void plaus_line(const struct plaus_finding *f, char *buf, size_t len);

#endif
