/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What ondemand and conservative share (drivers/cpufreq/cpufreq_governor.c:
 * dbs_update(), the sampling rate, when the next evaluation is due), written
 * against <turbostat-ng/governor.h>.  gov/tmpl/ondemand.c and
 * gov/tmpl/conservative.c include it; --governor-template prints it in
 * their text where they include it, so each printed template is one file.
 */

/* Parameter order shared by both sampling governors where it can be. */
enum { DBS_RATE, DBS_UP, DBS_DOWN_FACTOR };

/* struct policy_dbs_info and struct cpu_dbs_info of one CPU. */
struct dbs_state {
	long long last_sample_us;	/* the last evaluation */
	long long sample_delay_us;	/* until the next (gov_update_sample_delay) */
	long long prev_load;		/* dbs_update(): the load a long idle reuses once */
	long long rate_mult;		/* ondemand's sampling_down_factor multiplier */
	long long requested_khz;	/* conservative's requested_freq */
	long long down_skip;		/* conservative's samples since a down step */
	int started;
};

/*
 * sampling_rate: as given (store_sampling_rate() refuses less than two
 * ticks, as --governor does), or the default
 * cpufreq_dbs_governor_init() sets: from v4.14 max(2 ticks,
 * cpufreq_policy_transition_delay_us()); v4.6-v4.13 max(min_sampling_rate,
 * LATENCY_MULTIPLIER x latency) with min_sampling_rate = max(ondemand's
 * MICRO_FREQUENCY_MIN_SAMPLE_RATE 10000 us or conservative's
 * MIN_SAMPLING_RATE_RATIO x 10 jiffies = 80000 us at HZ=250,
 * MIN_LATENCY_MULTIPLIER x latency), a latency of 0 counting as 1 us.
 * @min_rate: the governor's minimum before v4.14.
 */
static unsigned long long dbs_rate(const struct tsng_gov_policy *p, unsigned long long min_rate)
{
	long set = p->param[DBS_RATE];
	/* CPUFREQ_DBS_MIN_SAMPLING_INTERVAL: 2 ticks */
	unsigned long long min_interval = 2ULL * p->tick_us;

	if (set >= 0)
		return (unsigned long long)set;
	if (p->kernel && p->kernel < 414) {
		unsigned long long lat = p->latency_us ? p->latency_us : 1;

		min_rate = min_rate > 20 * lat ? min_rate : 20 * lat;
		return min_rate > 1000 * lat ? min_rate : 1000 * lat;
	}
	return p->rate_limit_us > min_interval ? p->rate_limit_us : min_interval;
}

/*
 * dbs_update(): load in percent from idle time; a long idle reuses the
 * previous load once.  "Long" is measured against sampling_rate x rate_mult,
 * the multiplier ondemand's sampling_down_factor left from the previous
 * evaluation.  *idle_periods is set when idle exceeded two such periods.
 */
static unsigned dbs_load(const struct tsng_gov_policy *p, struct dbs_state *st, const struct tsng_gov_sample *s,
			 int io_busy, unsigned long long min_rate, unsigned long long *idle_periods)
{
	unsigned long long rate = dbs_rate(p, min_rate) * (unsigned long long)(st->rate_mult ? st->rate_mult : 1);
	unsigned long long elapsed = s->duration_us;
	long long idle = (long long)s->idle_us - (io_busy ? (long long)s->iowait_us : 0);
	unsigned load;

	if (!elapsed) {
		load = (unsigned)st->prev_load;
	} else if (idle > (long long)(2 * rate) && st->prev_load) {
		load = (unsigned)st->prev_load;
		st->prev_load = 0;
	} else {
		if ((long long)elapsed >= idle)
			load = (unsigned)(100 * (elapsed - (unsigned long long)(idle > 0 ? idle : 0)) / elapsed);
		else
			load = 0;
		st->prev_load = load;
	}
	*idle_periods = idle > (long long)(2 * rate) ? (unsigned long long)idle / rate : ~0ULL;
	return load;
}

/*
 * dbs_update_util_handler(): evaluate once the delay the previous evaluation
 * asked for (gov_update_sample_delay) has passed.
 */
static int dbs_due(struct dbs_state *st, const struct tsng_gov_sample *s)
{
	if (st->started && (long long)s->now_us - st->last_sample_us < st->sample_delay_us)
		return 0;
	st->started = 1;
	st->last_sample_us = (long long)s->now_us;
	return 1;
}

/* __cpufreq_driver_target(policy, khz, relation) */
static void dbs_target(struct tsng_gov_decision *d, unsigned long long khz, int relation)
{
	d->target = TSNG_GOV_TARGET_KHZ;
	d->khz = khz;
	d->relation = relation;
}
