// SPDX-License-Identifier: GPL-2.0-only
/*
 * ondemand (drivers/cpufreq/cpufreq_ondemand.c over cpufreq_governor.c) as a
 * turbostat-ng governor: the very source of turbostat-ng's built-in
 * ondemand, printed by "turbostat-ng --governor-template ondemand".  Change
 * it and load it:
 *
 *	cc -shared -fPIC -O2 -I PREFIX/include -o mygov.so ondemand.c
 *	turbostat-ng --simulate bursty --governor ondemand --governor ./mygov.so
 *
 * Frequencies in kHz over the policy's table, policy->min .. policy->max.
 */
#include <turbostat-ng/governor.h>

#include "dbs.h"

enum { OD_IO_BUSY = DBS_DOWN_FACTOR + 1, OD_BIAS };

static const struct tsng_gov_param od_params[] = {
	{ "sampling_rate_us", -1, 8000, 10000000, "sample period, at least 2 ticks; -1: the driver's default" },
	{ "up_threshold", 95, 1, 100, "load above this goes to policy->max" },
	{ "sampling_down_factor", 1, 1, 100000, "samples to stay at max before re-evaluating" },
	{ "io_is_busy", -1, 0, 1, "iowait counts as busy; -1: should_io_be_busy() (0 on AMD)" },
	{ "powersave_bias", 0, 0, 1000, "per mille below the requested frequency, time-averaged" },
	{ 0, 0, 0, 0, 0 },
};

#define OD_MIN_RATE_US 10000	/* MICRO_FREQUENCY_MIN_SAMPLE_RATE, before v4.14 */

/* should_io_be_busy(): Intel family 6 from model 15 (Core 2) on; io_is_busy=N overrides. */
static int od_io_busy(const struct tsng_gov_policy *p)
{
	return p->param[OD_IO_BUSY] < 0 ? !p->amd : (int)p->param[OD_IO_BUSY];
}

static unsigned long long od_period_us(const struct tsng_gov_policy *p)
{
	return dbs_rate(p, OD_MIN_RATE_US);
}

/*
 * generic_powersave_bias_target(): resolve the request to a table frequency
 * first (rel), lower that by powersave_bias per mille, then run the table
 * frequency above the result for delay_hi and the one below for the rest of
 * the sampling period.  Returns 1 when it alternates.  A driver without a
 * table (intel_cpufreq) gets the request unchanged.
 */
static int od_bias(const struct tsng_gov_policy *p, struct tsng_gov_decision *d, unsigned long long next, int rel)
{
	unsigned long long rate = dbs_rate(p, OD_MIN_RATE_US);

	if (!p->has_table) {
		dbs_target(d, next, rel == TSNG_GOV_REL_H ? TSNG_GOV_REL_H : TSNG_GOV_REL_C);
		return 0;
	}
	unsigned long long req = p->resolve_khz(p, next, rel);
	unsigned long long avg = req - req * (unsigned long long)p->param[OD_BIAS] / 1000;
	int plo = p->khz_to_perf(p, avg, TSNG_GOV_REL_H), phi = p->khz_to_perf(p, avg, TSNG_GOV_REL_L);
	unsigned long long lo = p->perf_to_khz(p, plo), hi = p->perf_to_khz(p, phi);

	tsng_gov_trace(d, "freq_req", (long long)req);
	tsng_gov_trace(d, "bias_avg_khz", (long long)avg);
	d->target = TSNG_GOV_TARGET_PERF;
	if (hi == lo) {
		d->perf = plo;
		return 0;
	}
	unsigned long long delay_hi = ((avg - lo) * rate + (hi - lo) / 2) / (hi - lo);

	tsng_gov_trace(d, "delay_hi_us", (long long)delay_hi);
	d->perf = phi;
	d->alt_perf = plo;
	d->alt_after_us = delay_hi;
	return 1;
}

/* cpufreq_dbs_governor_start(): rate_mult starts at 1. */
static void od_init(const struct tsng_gov_policy *p, void *state)
{
	struct dbs_state *st = state;

	(void)p;
	st->rate_mult = 1;
}

/*
 * od_update() and od_dbs_update(): the next evaluation comes after
 * sampling_rate x rate_mult, or after one sampling_rate when powersave_bias
 * alternates (freq_hi_delay_us + freq_lo_delay_us).
 */
static int od_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		     struct tsng_gov_decision *d)
{
	struct dbs_state *st = state;

	if (!dbs_due(st, s))
		return 0;
	unsigned long long idle_periods, min = p->min_khz, max = p->max_khz, next;
	unsigned load = dbs_load(p, st, s, od_io_busy(p), OD_MIN_RATE_US, &idle_periods);
	int rel = TSNG_GOV_REL_C, alternates = 0;

	tsng_gov_trace(d, "load", load);
	if (load > (unsigned)p->param[DBS_UP]) {
		if (p->cur_khz < max)
			st->rate_mult = p->param[DBS_DOWN_FACTOR];
		next = max;
		rel = TSNG_GOV_REL_H;
	} else {
		next = min + load * (max - min) / 100;
		st->rate_mult = 1;
	}
	tsng_gov_trace(d, "freq_next", (long long)next);
	if (p->param[OD_BIAS])
		alternates = od_bias(p, d, next, rel == TSNG_GOV_REL_H ? TSNG_GOV_REL_H : TSNG_GOV_REL_L);
	else
		dbs_target(d, next, rel);
	st->sample_delay_us = (long long)dbs_rate(p, OD_MIN_RATE_US) * (alternates ? 1 : st->rate_mult);
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR = {
	.abi = TSNG_GOV_ABI,
	.name = "ondemand",
	.description = "ondemand: max above up_threshold, else min + load x (max - min)",
	.params = od_params,
	.traits = TSNG_GOV_CPUFREQ | TSNG_GOV_RETARGET,
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct dbs_state),
	.period_us = od_period_us,
	.init = od_init,
	.decide = od_decide,
};
