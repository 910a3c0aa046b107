/* SPDX-License-Identifier: GPL-2.0-only */
/* Sets of CPU numbers as the kernel writes them: "0-3,8,10-11" (msr/cpulist.c). */
#ifndef TSNG_CPULIST_H
#define TSNG_CPULIST_H

#include <stdbool.h>

#define CPULIST_MAX 8192

struct cpulist {
	int n;			/* number of CPUs in the set */
	int max;		/* highest CPU + 1 */
	unsigned char *has;	/* has[cpu] for cpu < max */
};

/* Parses sysfs cpulist syntax, also turbostat's "14..17" ranges; -EINVAL when malformed. */
int cpulist_parse(const char *text, struct cpulist *out);
bool cpulist_has(const struct cpulist *l, int cpu);
void cpulist_free(struct cpulist *l);

#endif
