/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Advisory governors (measure/advise.c): per CPU and interval, the P-state
 * each --governor would have requested from what the hardware did; with
 * --act, the first one's request applied through cpufreq.
 */
#ifndef TSNG_ADVISE_H
#define TSNG_ADVISE_H

#include <stdbool.h>
#include <stdio.h>

#include "advice.h"
#include "decode/derive.h"
#include "decode/facts.h"
#include "gov/gov.h"
#include "options.h"
#include "topo.h"

struct advisor {
	size_t n;			/* governors; 0 = advisory mode off */
	struct gov_inst gov[GOV_COLS_MAX];
	struct gov_cpu cpu;
	int ncpu;
	struct gov_state *st;		/* [gov * ncpu + row] */
	struct gov_decision *last;	/* the last decision, kept while a governor skips a sample */
	int *have_last;
	unsigned *act_khz;		/* --act: the first governor's new request per CPU, 0 when none */
	struct cpufreq_act *act;
	FILE *trace;			/* --governor-trace, or NULL */
	bool coarse_said;		/* the interval is too long for a governor's period: said once */
};

/* -errno with a one-line reason: a bad spec, a CPU whose P-states are unknown, --act refused. */
int advise_open(struct advisor *a, const struct options *opt, const struct cpu_facts *f,
		const struct topology *topo, FILE *trace, char *err, size_t errlen);
/*
 * Each governor's request for every CPU from its interval values, into @out
 * (per CPU); once, a line in @notice when the interval is 10 or more times a
 * governor's period (its one decision per interval then stands for many).
 * Without governors it does nothing, and @out may be NULL.
 */
void advise_interval(struct advisor *a, const struct topology *t, const struct derive_ctx *ctx,
		     const struct delta *cpu, struct advice *out, char *notice, size_t noticelen);
/* --act: applies the first governor's new requests through cpufreq (after the interval is shown). */
void advise_act(struct advisor *a, const struct topology *t);
/* --act: puts cpufreq back now (a wrapped command told to stop); later requests are dropped. */
void advise_restore(struct advisor *a);
/* Restores cpufreq after --act and frees. */
void advise_close(struct advisor *a);

#endif
