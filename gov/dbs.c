// SPDX-License-Identifier: GPL-2.0-only
/*
 * The sampling governors (drivers/cpufreq/cpufreq_governor.c dbs_update,
 * cpufreq_ondemand.c, cpufreq_conservative.c) and the two fixed policies
 * (cpufreq_performance.c, cpufreq_powersave.c).  Frequencies in kHz over the table min..top.
 */
#include "gov_impl.h"
#include "gov/driver.h"

/*
 * Parameter order shared by both sampling governors where it can be.
 * Conservative has no io_is_busy: cpufreq_conservative.c's tunables never
 * list it, so dbs_update() always finds dbs_data->io_is_busy 0 there.
 */
enum { DBS_RATE, DBS_UP, DBS_DOWN_FACTOR, OD_IO_BUSY, OD_BIAS };
enum { CS_DOWN = DBS_DOWN_FACTOR + 1, CS_STEP };

static const struct gov_param od_params[] = {
	{ "sampling_rate_us", -1, 8000, 10000000, "sample period, at least 2 ticks; -1: the driver's default" },
	{ "up_threshold", 95, 1, 100, "load above this goes to policy->max" },
	{ "sampling_down_factor", 1, 1, 100000, "samples to stay at max before re-evaluating" },
	{ "io_is_busy", -1, 0, 1, "iowait counts as busy; -1: should_io_be_busy() (0 on AMD)" },
	{ "powersave_bias", 0, 0, 1000, "per mille below the requested frequency, time-averaged" },
	{ NULL, 0, 0, 0, NULL },
};

static const struct gov_param cs_params[] = {
	{ "sampling_rate_us", -1, 8000, 10000000, "sample period, at least 2 ticks; -1: the driver's default" },
	{ "up_threshold", 80, 1, 100, "load above this steps up" },
	{ "sampling_down_factor", 1, 1, 10, "samples between down steps" },
	{ "down_threshold", 20, 1, 99, "load below this steps down" },
	{ "freq_step", 5, 0, 100, "step, percent of policy->max (0: never change)" },
	{ NULL, 0, 0, 0, NULL },
};

/* cpufreq_ondemand.c should_io_be_busy(): Intel family 6 from model 15 (Core 2) on; io_is_busy=N overrides. */
static int od_io_busy(const struct gov_inst *g, const struct gov_cpu *cpu)
{
	return g->param[OD_IO_BUSY] < 0 ? !cpu->amd : (int)g->param[OD_IO_BUSY];
}

#define DBS_MIN_RATE_US (2 * GOV_TICK_US)	/* CPUFREQ_DBS_MIN_SAMPLING_INTERVAL: 2 ticks */

/*
 * sampling_rate: as given (store_sampling_rate() refuses less than two
 * ticks, as --governor does), or the default
 * cpufreq_dbs_governor_init() sets: from v4.14 max(2 ticks,
 * cpufreq_policy_transition_delay_us()); v4.6-v4.13 max(min_sampling_rate,
 * LATENCY_MULTIPLIER x latency) with min_sampling_rate = max(ondemand's
 * MICRO_FREQUENCY_MIN_SAMPLE_RATE 10000 us or conservative's
 * MIN_SAMPLING_RATE_RATIO x 10 jiffies = 80000 us at HZ=250,
 * MIN_LATENCY_MULTIPLIER x latency), a latency of 0 counting as 1 us.
 * @cpu NULL: a part of unknown transition latency; @min_rate: the
 * governor's minimum before v4.14 (OD_MIN_RATE_US or CS_MIN_RATE_US).
 */
#define OD_MIN_RATE_US 10000
#define CS_MIN_RATE_US 80000
static uint64_t dbs_rate(const struct gov_inst *g, const struct gov_cpu *cpu, uint64_t min_rate)
{
	static const struct gov_cpu unknown;
	const struct gov_cpu *c = cpu ? cpu : &unknown;
	long set = g->param[DBS_RATE];

	if (set >= 0)
		return (uint64_t)set;
	if (g->kver && g->kver < 414) {
		uint64_t lat = drv_latency_us(g->driver, g->driver == DRV_DIRECT ? 0 : c->latency_us);

		lat = lat ? lat : 1;
		min_rate = min_rate > 20 * lat ? min_rate : 20 * lat;
		return min_rate > 1000 * lat ? min_rate : 1000 * lat;
	}
	uint64_t delay = drv_rate_limit_us(g->driver, g->kver, c);

	return delay > DBS_MIN_RATE_US ? delay : DBS_MIN_RATE_US;
}

static uint64_t od_period_us(const struct gov_inst *g)
{
	return dbs_rate(g, NULL, OD_MIN_RATE_US);
}

static uint64_t cs_period_us(const struct gov_inst *g)
{
	return dbs_rate(g, NULL, CS_MIN_RATE_US);
}

/*
 * dbs_update(): load in percent from idle time; a long idle reuses the
 * previous load once.  "Long" is measured against sampling_rate x rate_mult,
 * the multiplier ondemand's sampling_down_factor left from the previous
 * evaluation.  *idle_periods is set when idle exceeded two such periods.
 */
static unsigned dbs_load(const struct gov_inst *g, const struct gov_cpu *cpu, struct gov_state *st,
			 const struct gov_sample *s, int io_busy, uint64_t min_rate, uint64_t *idle_periods)
{
	uint64_t rate = dbs_rate(g, cpu, min_rate) * (uint64_t)(st->rate_mult ? st->rate_mult : 1);
	uint64_t elapsed = s->duration_us;
	int64_t idle = (int64_t)s->idle_us - (io_busy ? (int64_t)s->iowait_us : 0);
	unsigned load;

	if (!elapsed) {
		load = (unsigned)st->prev_load;
	} else if (idle > (int64_t)(2 * rate) && st->prev_load) {
		load = (unsigned)st->prev_load;
		st->prev_load = 0;
	} else {
		if ((int64_t)elapsed >= idle)
			load = (unsigned)(100 * (elapsed - (uint64_t)(idle > 0 ? idle : 0)) / elapsed);
		else
			load = 0;
		st->prev_load = load;
	}
	*idle_periods = idle > (int64_t)(2 * rate) ? (uint64_t)idle / rate : UINT64_MAX;
	return load;
}

/*
 * dbs_update_util_handler(): evaluate once the delay the previous evaluation
 * asked for (gov_update_sample_delay) has passed.
 */
static int dbs_due(struct gov_state *st, const struct gov_sample *s)
{
	if (st->started && (int64_t)s->now_us - st->last_sample_us < st->sample_delay_us)
		return 0;
	st->started = 1;
	st->last_sample_us = (int64_t)s->now_us;
	return 1;
}

static void dbs_commit(const struct gov_cpu *cpu, struct gov_state *st, struct gov_decision *d,
		       uint64_t khz, enum gov_relation rel)
{
	gov_decide_khz(cpu, d, khz, rel);
	gov_state_set_current(st, cpu, d->pstate);
}

/*
 * generic_powersave_bias_target() (cpufreq_ondemand.c): resolve the request
 * to a table frequency first (rel), lower that by powersave_bias per mille,
 * then run the table frequency above the result for delay_hi and the one
 * below for the rest of the sampling period.  Returns 1 when it alternates.
 * A driver without a table (intel_cpufreq) gets the request unchanged.
 */
static int od_bias(const struct gov_inst *g, const struct gov_cpu *cpu, struct gov_decision *d,
		   uint64_t next, enum gov_relation rel)
{
	uint64_t rate = dbs_rate(g, cpu, OD_MIN_RATE_US);

	if (cpu->freq_table == GOV_TABLE_NONE) {
		gov_decide_khz(cpu, d, next, rel == GOV_REL_H ? GOV_REL_H : GOV_REL_C);
		return 0;
	}
	uint64_t req = gov_table_khz(cpu, gov_khz_to_pstate(cpu, next, rel));
	uint64_t avg = req - req * (uint64_t)g->param[OD_BIAS] / 1000;
	int plo = gov_khz_to_pstate(cpu, avg, GOV_REL_H), phi = gov_khz_to_pstate(cpu, avg, GOV_REL_L);
	uint64_t lo = gov_table_khz(cpu, plo), hi = gov_table_khz(cpu, phi);

	gov_trace_add(d, "freq_req", (int64_t)req);
	gov_trace_add(d, "bias_avg_khz", (int64_t)avg);
	if (hi == lo) {
		gov_decide_pstate(cpu, d, plo);
		return 0;
	}
	uint64_t delay_hi = ((avg - lo) * rate + (hi - lo) / 2) / (hi - lo);

	gov_trace_add(d, "delay_hi_us", (int64_t)delay_hi);
	gov_decide_pstate(cpu, d, phi);
	d->alt_pstate = plo;
	d->alt_after_us = delay_hi;
	return 1;
}

/* cpufreq_dbs_governor_start(): rate_mult starts at 1. */
static void od_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	(void)g;
	(void)cpu;
	st->rate_mult = 1;
}

/*
 * od_update() and od_dbs_update(): the next evaluation comes after
 * sampling_rate x rate_mult, or after one sampling_rate when powersave_bias
 * alternates (freq_hi_delay_us + freq_lo_delay_us).
 */
static int od_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		     const struct gov_sample *s, struct gov_decision *d)
{
	if (!dbs_due(st, s))
		return 0;
	uint64_t idle_periods, min = gov_table_khz(cpu, (int)cpu->min_pstate);
	uint64_t max = gov_table_khz(cpu, (int)gov_top_pstate(cpu)), next;
	unsigned load = dbs_load(g, cpu, st, s, od_io_busy(g, cpu), OD_MIN_RATE_US, &idle_periods);
	enum gov_relation rel = GOV_REL_C;
	int alternates = 0;

	gov_trace_add(d, "load", load);
	if (load > (unsigned)g->param[DBS_UP]) {
		if (st->cur_khz < max)
			st->rate_mult = g->param[DBS_DOWN_FACTOR];
		next = max;
		rel = GOV_REL_H;
	} else {
		next = min + load * (max - min) / 100;
		st->rate_mult = 1;
	}
	gov_trace_add(d, "freq_next", (int64_t)next);
	if (g->param[OD_BIAS])
		alternates = od_bias(g, cpu, d, next, rel == GOV_REL_H ? GOV_REL_H : GOV_REL_L);
	else
		gov_decide_khz(cpu, d, next, rel);
	gov_state_set_current(st, cpu, d->pstate);
	st->sample_delay_us = (int64_t)dbs_rate(g, cpu, OD_MIN_RATE_US) * (alternates ? 1 : st->rate_mult);
	return 1;
}

const struct gov_ops gov_ondemand_ops = {
	.name = "ondemand",
	.description = "ondemand: max above up_threshold, else min + load x (max - min)",
	.params = od_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = od_period_us,
	.traits = GOV_CPUFREQ | GOV_RETARGET,
	.init = od_init,
	.decide = od_decide,
};

static void cs_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	(void)g;
	(void)cpu;
	st->requested_khz = (int64_t)st->cur_khz;
}

static int cs_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		     const struct gov_sample *s, struct gov_decision *d)
{
	if (!dbs_due(st, s))
		return 0;
	st->sample_delay_us = (int64_t)dbs_rate(g, cpu, CS_MIN_RATE_US);
	int64_t min = gov_table_khz(cpu, (int)cpu->min_pstate);
	int64_t max = gov_table_khz(cpu, (int)gov_top_pstate(cpu));
	uint64_t idle_periods;
	unsigned load = dbs_load(g, cpu, st, s, 0, CS_MIN_RATE_US, &idle_periods);
	int64_t req = st->requested_khz;

	gov_trace_add(d, "load", load);
	gov_decide_pstate(cpu, d, (int)st->cur_pstate);
	if (!g->param[CS_STEP])
		return 1;
	if (req > max || req < min)
		req = st->requested_khz = (int64_t)st->cur_khz;
	/* get_freq_step(): percent of policy->max, 5 kHz when that rounds to 0 */
	int64_t step = g->param[CS_STEP] * max / 100;
	if (!step)
		step = 5;
	if (idle_periods != UINT64_MAX) {
		int64_t steps = (int64_t)idle_periods * step;

		req = req > min + steps ? req - steps : min;
	}
	gov_trace_add(d, "step_khz", step);
	if (load > (unsigned)g->param[DBS_UP]) {
		st->down_skip = 0;
		if (req == max)
			return 1;
		req = req + step > max ? max : req + step;
		gov_trace_add(d, "requested_khz", req);
		st->requested_khz = req;
		dbs_commit(cpu, st, d, (uint64_t)req, GOV_REL_H);
		return 1;
	}
	if (++st->down_skip < g->param[DBS_DOWN_FACTOR])
		return 1;
	st->down_skip = 0;
	if (load < (unsigned)g->param[CS_DOWN] && req != min) {
		req = req > step ? req - step : min;
		gov_trace_add(d, "requested_khz", req);
		st->requested_khz = req;
		dbs_commit(cpu, st, d, (uint64_t)(req > 0 ? req : 0), GOV_REL_L);
	}
	return 1;
}

const struct gov_ops gov_conservative_ops = {
	.name = "conservative",
	.description = "conservative: step freq_step% of max up above up_threshold, down below down_threshold",
	.params = cs_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = cs_period_us,
	.traits = GOV_CPUFREQ,
	.init = cs_init,
	.decide = cs_decide,
};

static const struct gov_param no_params[] = { { NULL, 0, 0, 0, NULL } };

static uint64_t fixed_period_us(const struct gov_inst *g)
{
	(void)g;
	return GOV_TICK_US;
}

static int perf_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		       const struct gov_sample *s, struct gov_decision *d)
{
	(void)g;
	(void)s;
	gov_decide_pstate(cpu, d, (int)gov_top_pstate(cpu));
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

static int save_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		       const struct gov_sample *s, struct gov_decision *d)
{
	(void)g;
	(void)s;
	gov_decide_pstate(cpu, d, (int)cpu->min_pstate);
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

const struct gov_ops gov_performance_ops = {
	.name = "performance",
	.description = "cpufreq performance: always policy->max",
	.params = no_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = fixed_period_us,
	.traits = GOV_CPUFREQ | GOV_ACTIVE_PERFORMANCE | GOV_LOAD_BLIND,
	.decide = perf_decide,
};

const struct gov_ops gov_powersave_ops = {
	.name = "powersave",
	.description = "cpufreq powersave: always policy->min (not intel_pstate's active powersave)",
	.params = no_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = fixed_period_us,
	.traits = GOV_CPUFREQ | GOV_ACTIVE_POWERSAVE | GOV_LOAD_BLIND,
	.decide = save_decide,
};
