/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_ENSEMBLE_H
#define TSNG_SIM_ENSEMBLE_H

#include <stddef.h>
#include <stdint.h>

#include "sim/progress.h"
#include "sim/sim.h"

#define SIM_MAX_GOVERNORS 16		/* --governor options one --simulate compares */

/*
 * Ensembles (sim/ensemble.c): every governor on the same SIM_MAX_SEEDS at
 * most workload seeds; results averaged field by field, ratios against
 * governor 0 paired seed by seed.
 */
#define SIM_MAX_SEEDS 1000
enum { SIM_RATIO_WORK, SIM_RATIO_ENERGY, SIM_RATIO_PPW, SIM_RATIO_TIME, SIM_RATIOS };

/* A mean over n values and the half-width of its 95% Student-t interval (0 for n < 2). */
struct sim_interval {
	double mean, half;
	unsigned n;
};

struct sim_ensemble {
	unsigned seeds;
	size_t ngov;
	struct sim_result mean[SIM_MAX_GOVERNORS];	/* decisions, changes: the first seed's; see mean_* */
	struct sim_interval ratio[SIM_MAX_GOVERNORS][SIM_RATIOS];	/* against governor 0 */
};

/* t(0.975, df) from the table in sim/ensemble.c (0 for df 0). */
double sim_t975(unsigned df);
struct sim_interval sim_interval_of(const double *v, unsigned n);
/* The workload seed of draw s (s = 0: SIM_SEED). */
uint64_t sim_seed_at(unsigned s);
/*
 * 0, -EINVAL (bad counts or facts, as sim_run) or -ENOMEM; place: each
 * governor's placement (NULL: cfg's for all); progress may be NULL.
 */
int sim_ensemble_run(const struct sim_config *cfg, const struct gov_inst *g, const enum sim_place *place, size_t ngov,
		     unsigned seeds, const struct sim_progress *progress, struct sim_ensemble *e);

#endif
