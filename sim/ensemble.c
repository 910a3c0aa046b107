// SPDX-License-Identifier: GPL-2.0-only
/*
 * Ensembles for --simulate --sim-seeds N: every governor runs the same N
 * workload seeds, so governor i's result on seed s pairs with governor 0's
 * on seed s (the same phases; each run draws its own run-level spread,
 * sim_workload_spread()).  A ratio is the mean of the N per-seed ratios with a 95%
 * Student-t interval over them: one seed is one draw of the workload's
 * randomness, and a picked seed says nothing of the spread (the hold-off
 * thread's bursty case moves by +-0.7% work between seeds).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim/ensemble.h"
#include "sim/power.h"
#include "sim/progress.h"
#include "sim/sim.h"

/*
 * Two-sided 95% quantiles of Student's t, t(0.975, df), as printed in every
 * statistics table (e.g. NIST/SEMATECH e-Handbook of Statistical Methods,
 * section 1.3.6.7.2, "Critical values of the Student's t distribution").
 * Between rows the next smaller df is used, which widens the interval.
 */
static const struct { unsigned df; double t; } t975[] = {
	{ 1, 12.706 }, { 2, 4.303 }, { 3, 3.182 }, { 4, 2.776 }, { 5, 2.571 }, { 6, 2.447 }, { 7, 2.365 },
	{ 8, 2.306 }, { 9, 2.262 }, { 10, 2.228 }, { 11, 2.201 }, { 12, 2.179 }, { 13, 2.160 }, { 14, 2.145 },
	{ 15, 2.131 }, { 16, 2.120 }, { 17, 2.110 }, { 18, 2.101 }, { 19, 2.093 }, { 20, 2.086 },
	{ 21, 2.080 }, { 22, 2.074 }, { 23, 2.069 }, { 24, 2.064 }, { 25, 2.060 }, { 26, 2.056 },
	{ 27, 2.052 }, { 28, 2.048 }, { 29, 2.045 }, { 30, 2.042 }, { 40, 2.021 }, { 50, 2.009 },
	{ 60, 2.000 }, { 80, 1.990 }, { 100, 1.984 }, { 1000, 1.962 },
};

double sim_t975(unsigned df)
{
	double t = 0;

	for (size_t i = 0; i < sizeof(t975) / sizeof(t975[0]) && t975[i].df <= df; i++)
		t = t975[i].t;
	return t;
}

struct sim_interval sim_interval_of(const double *v, unsigned n)
{
	struct sim_interval ci = { .n = n };
	double sum = 0, ss = 0;

	if (!n)
		return ci;
	for (unsigned i = 0; i < n; i++)
		sum += v[i];
	ci.mean = sum / n;
	if (n < 2)
		return ci;
	for (unsigned i = 0; i < n; i++)
		ss += (v[i] - ci.mean) * (v[i] - ci.mean);
	ci.half = sim_t975(n - 1) * sqrt(ss / (n - 1)) / sqrt(n);
	return ci;
}

/* The seed of draw s: s = 0 is SIM_SEED, so one seed gives the single run it always gave. */
uint64_t sim_seed_at(unsigned s)
{
	return SIM_SEED + (uint64_t)s * 0x9e3779b97f4a7c15ULL;
}

/*
 * The run-level spread of one configuration's run of draw s (the governor as
 * written, and its placement): each configuration its own, so that a ratio's
 * interval carries the spread of two runs, as a measured ratio of two
 * benchmark runs does; the phases stay the seed's (paired).  The same
 * configuration twice is the same run (make sim-report's null model: ratio 1
 * exactly).  FNV-1a over the spec, then the placement.
 */
static uint64_t sim_run_seed_at(unsigned s, const struct gov_inst *g, enum sim_place place)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	for (const char *c = g->spec; *c; c++)
		h = (h ^ (unsigned char)*c) * 0x100000001b3ULL;
	h = (h ^ (uint64_t)place) * 0x100000001b3ULL;
	return sim_seed_at(s) ^ h;
}

/* Adds @r / @n into @mean, field by field (the labels and counts of the first). */
static void result_add(struct sim_result *mean, const struct sim_result *r, unsigned n, int first)
{
	if (first) {
		*mean = *r;
		memset(mean->cstate_pct, 0, sizeof(mean->cstate_pct));
		memset(mean->pstate_s, 0, sizeof(mean->pstate_s));
		memset(mean->energy_per_w, 0, sizeof(mean->energy_per_w));
		mean->work_gcycles = mean->energy_j = mean->core_energy_j = mean->busy_pct = mean->avg_busy_mhz = 0;
		mean->requests_per_s = mean->request_us = 0;
		mean->pkg_idle_pct = 0;
		mean->seconds = mean->unfinished = 0;
		memset(mean->request_pct_us, 0, sizeof(mean->request_pct_us));
		mean->mean_decisions = mean->mean_changes = 0;
	}
	mean->work_gcycles += r->work_gcycles / n;
	mean->energy_j += r->energy_j / n;
	mean->core_energy_j += r->core_energy_j / n;
	mean->busy_pct += r->busy_pct / n;
	mean->pkg_idle_pct += r->pkg_idle_pct / n;
	mean->avg_busy_mhz += r->avg_busy_mhz / n;
	mean->requests_per_s += r->requests_per_s / n;
	mean->request_us += r->request_us / n;
	mean->seconds += r->seconds / n;	/* fixed work: each seed its own elapsed time */
	mean->unfinished += r->unfinished / n;
	for (int k = 0; k < 3; k++)
		mean->request_pct_us[k] += r->request_pct_us[k] / n;
	mean->mean_decisions += (double)r->decisions / n;
	mean->mean_changes += (double)r->changes / n;
	for (size_t k = 0; k < SIM_MAX_CSTATES; k++)
		mean->cstate_pct[k] += r->cstate_pct[k] / n;
	for (size_t p = 0; p < SIM_MAX_PSTATE; p++)
		mean->pstate_s[p] += r->pstate_s[p] / n;
	for (int k = 0; k < SIM_EB_COUNT; k++)
		mean->energy_per_w[k] += r->energy_per_w[k] / n;
}

int sim_ensemble_run(const struct sim_config *cfg, const struct gov_inst *g, const enum sim_place *place, size_t ngov,
		     unsigned seeds, const struct sim_progress *progress, struct sim_ensemble *e)
{
	if (!ngov || ngov > SIM_MAX_GOVERNORS || !seeds || seeds > SIM_MAX_SEEDS)
		return -EINVAL;
	/* work, energy and elapsed time of every run: [governor][seed] */
	double *work = calloc(ngov * seeds, sizeof(double)), *energy = calloc(ngov * seeds, sizeof(double));
	double *secs = calloc(ngov * seeds, sizeof(double)), *q = calloc(seeds, sizeof(double));
	int err = work && energy && secs && q ? 0 : -ENOMEM;

	memset(e, 0, sizeof(*e));
	e->seeds = seeds;
	e->ngov = ngov;
	for (unsigned s = 0; !err && s < seeds; s++) {
		struct sim_config c = *cfg;

		c.seed = sim_seed_at(s);
		for (size_t i = 0; !err && i < ngov; i++) {
			struct sim_result r;

			if (place)
				c.place = place[i];
			c.run_seed = sim_run_seed_at(s, &g[i], c.place);
			err = sim_run(&c, &g[i], &r);
			if (err)
				break;
			result_add(&e->mean[i], &r, seeds, s == 0);
			work[i * seeds + s] = r.work_gcycles;
			energy[i * seeds + s] = r.energy_j;
			secs[i * seeds + s] = r.seconds;
		}
		if (!err && progress)
			progress->fn(progress->ctx, s + 1, seeds);
	}
	for (size_t i = 0; !err && i < ngov; i++) {
		for (int k = 0; k < SIM_RATIOS; k++) {
			for (unsigned s = 0; s < seeds; s++) {
				double w0 = work[s], e0 = energy[s], w = work[i * seeds + s], en = energy[i * seeds + s];

				/* perf-per-watt's ratio is work's over energy's, seed by seed */
				q[s] = k == SIM_RATIO_WORK ? w / w0 : k == SIM_RATIO_ENERGY ? en / e0 :
				       k == SIM_RATIO_TIME ? secs[i * seeds + s] / secs[s] : (w / en) / (w0 / e0);
			}
			e->ratio[i][k] = sim_interval_of(q, seeds);
		}
	}
	free(work);
	free(energy);
	free(secs);
	free(q);
	return err;
}
