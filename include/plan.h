/* Choosing the source of each raw counter at start-up (decode/plan.c). */
#ifndef TSNG_PLAN_H
#define TSNG_PLAN_H

#include "platform.h"
#include "raw.h"

struct plan_inputs {
	const struct platform_features *pf;
	enum vendor vendor;
	int msr_ok;		/* /dev/cpu/N/msr readable */
	int perf_ok;		/* perf allowed (not --no-perf) */
	int nidle;		/* sysfs cpuidle states found */
};

/* MSR first where readable, else the perf PMU, else not read (reference/turbostat.md §6). */
void plan_build(const struct plan_inputs *in, struct plan *p);

#endif
