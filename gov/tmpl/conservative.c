// SPDX-License-Identifier: GPL-2.0-only
/*
 * conservative (drivers/cpufreq/cpufreq_conservative.c over
 * cpufreq_governor.c) as a turbostat-ng governor: the very source of
 * turbostat-ng's built-in conservative, printed by
 * "turbostat-ng --governor-template conservative".  Change it and load it:
 *
 *	cc -shared -fPIC -O2 -I PREFIX/include -o mygov.so conservative.c
 *	turbostat-ng --simulate bursty --governor conservative --governor ./mygov.so
 *
 * Frequencies in kHz over the policy's table, policy->min .. policy->max.
 * Conservative has no io_is_busy: its tunables never list it, so
 * dbs_update() always finds dbs_data->io_is_busy 0 there.
 */
#include <turbostat-ng/governor.h>

#include "dbs.h"

enum { CS_DOWN = DBS_DOWN_FACTOR + 1, CS_STEP };

static const struct tsng_gov_param cs_params[] = {
	{ "sampling_rate_us", -1, 8000, 10000000, "sample period, at least 2 ticks; -1: the driver's default" },
	{ "up_threshold", 80, 1, 100, "load above this steps up" },
	{ "sampling_down_factor", 1, 1, 10, "samples between down steps" },
	{ "down_threshold", 20, 1, 99, "load below this steps down" },
	{ "freq_step", 5, 0, 100, "step, percent of policy->max (0: never change)" },
	{ 0, 0, 0, 0, 0 },
};

/* MIN_SAMPLING_RATE_RATIO x 10 jiffies at HZ=250, before v4.14 */
#define CS_MIN_RATE_US 80000

static unsigned long long cs_period_us(const struct tsng_gov_policy *p)
{
	return dbs_rate(p, CS_MIN_RATE_US);
}

/* cs_start(): requested_freq starts at policy->cur. */
static void cs_init(const struct tsng_gov_policy *p, void *state)
{
	struct dbs_state *st = state;

	st->requested_khz = (long long)p->cur_khz;
}

/* cs_dbs_update(): one freq_step up above up_threshold, down below down_threshold. */
static int cs_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		     struct tsng_gov_decision *d)
{
	struct dbs_state *st = state;

	if (!dbs_due(st, s))
		return 0;
	st->sample_delay_us = (long long)dbs_rate(p, CS_MIN_RATE_US);
	long long min = (long long)p->min_khz, max = (long long)p->max_khz;
	unsigned long long idle_periods;
	unsigned load = dbs_load(p, st, s, 0, CS_MIN_RATE_US, &idle_periods);
	long long req = st->requested_khz;

	tsng_gov_trace(d, "load", load);
	/* no change: the current frequency stays */
	d->target = TSNG_GOV_TARGET_PERF;
	d->perf = p->cur_perf;
	if (!p->param[CS_STEP])
		return 1;
	if (req > max || req < min)
		req = st->requested_khz = (long long)p->cur_khz;
	/* get_freq_step(): percent of policy->max, 5 kHz when that rounds to 0 */
	long long step = p->param[CS_STEP] * max / 100;
	if (!step)
		step = 5;
	if (idle_periods != ~0ULL) {
		long long steps = (long long)idle_periods * step;

		req = req > min + steps ? req - steps : min;
	}
	tsng_gov_trace(d, "step_khz", step);
	if (load > (unsigned)p->param[DBS_UP]) {
		st->down_skip = 0;
		if (req == max)
			return 1;
		req = req + step > max ? max : req + step;
		tsng_gov_trace(d, "requested_khz", req);
		st->requested_khz = req;
		dbs_target(d, (unsigned long long)req, TSNG_GOV_REL_H);
		return 1;
	}
	if (++st->down_skip < p->param[DBS_DOWN_FACTOR])
		return 1;
	st->down_skip = 0;
	if (load < (unsigned)p->param[CS_DOWN] && req != min) {
		req = req > step ? req - step : min;
		tsng_gov_trace(d, "requested_khz", req);
		st->requested_khz = req;
		dbs_target(d, (unsigned long long)(req > 0 ? req : 0), TSNG_GOV_REL_L);
	}
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR = {
	.abi = TSNG_GOV_ABI,
	.name = "conservative",
	.description = "conservative: step freq_step% of max up above up_threshold, down below down_threshold",
	.params = cs_params,
	.traits = TSNG_GOV_CPUFREQ,
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct dbs_state),
	.period_us = cs_period_us,
	.init = cs_init,
	.decide = cs_decide,
};
