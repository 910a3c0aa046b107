// SPDX-License-Identifier: GPL-2.0-only
/*
 * schedutil (kernel/sched/cpufreq_schedutil.c) as a turbostat-ng governor:
 * the very source of turbostat-ng's built-in schedutil, printed by
 * "turbostat-ng --governor-template schedutil".  Change it and load it:
 *
 *	cc -shared -fPIC -O2 -I PREFIX/include -o mygov.so schedutil.c
 *	turbostat-ng --simulate tbench --governor schedutil --governor ./mygov.so
 *
 * It needs only <turbostat-ng/governor.h>: one CPU's policy, a sample at
 * each scheduler update_util call, and a target frequency back.
 */
#include <turbostat-ng/governor.h>

#define SCHED_CAPACITY_SHIFT 10
#define IOWAIT_BOOST_MIN (1024 / 8)

enum { SU_INVARIANT, SU_RATE_LIMIT, SU_V68, SU_IOWAIT };

static const struct tsng_gov_param su_params[] = {
	{ "invariant", 1, 0, 1, "frequency-invariant util and cpuinfo.max_freq reference" },
	{ "rate_limit_us", -1, 0, 1000000, "freq_update_delay between committed changes; -1: the driver's default" },
	{ "v68", 1, 0, 1, "1: v6.8+ headroom capped at max first; 0: v4.7-v5.13 map_util_freq (kernel= decides when given)" },
	{ "iowait_boost", 1, 0, 1, "boost util after IO-wait wakeups" },
	{ 0, 0, 0, 0, 0 },
};

/* struct sugov_policy and struct sugov_cpu of one CPU: what the kernel keeps between calls. */
struct su_state {
	long long last_update_us;	/* sg_cpu->last_update */
	long long last_freq_update_us;	/* sg_policy->last_freq_update_time */
	long long iowait_boost;		/* capacity units */
	int boost_pending;
	int idled_unseen;		/* idle entered since the last evaluation (sugov_hold_freq()) */
	int started;
	long long cached_raw_khz, next_khz;	/* sg_policy->cached_raw_freq, next_freq */
	long long prev_util;		/* the adjust_perf path's sg_cpu->util */
};

static unsigned long long su_period_us(const struct tsng_gov_policy *p)
{
	return p->tick_us;
}

/* sugov_iowait_reset(): a boost older than one tick is dropped (or restarted). */
static int su_iowait_reset(const struct tsng_gov_policy *p, struct su_state *st, unsigned long long now, int set)
{
	if ((long long)now - st->last_update_us <= (long long)p->tick_us)
		return 0;
	st->iowait_boost = set ? IOWAIT_BOOST_MIN : 0;
	st->boost_pending = set;
	return 1;
}

/* sugov_iowait_boost(): double once per IO-wait request, from 128 up to 1024. */
static void su_iowait_boost(const struct tsng_gov_policy *p, struct su_state *st, const struct tsng_gov_sample *s)
{
	if (st->iowait_boost && su_iowait_reset(p, st, s->now_us, s->iowait))
		return;
	if (!s->iowait || st->boost_pending)
		return;
	st->boost_pending = 1;
	if (st->iowait_boost) {
		st->iowait_boost <<= 1;
		if (st->iowait_boost > 1024)
			st->iowait_boost = 1024;
		return;
	}
	st->iowait_boost = IOWAIT_BOOST_MIN;
}

/* sugov_iowait_apply(): halve when no new request came, 0 below the minimum. */
static unsigned long long su_iowait_apply(const struct tsng_gov_policy *p, struct su_state *st,
					  unsigned long long now, unsigned long long max_cap)
{
	if (!st->iowait_boost || su_iowait_reset(p, st, now, 0))
		return 0;
	if (!st->boost_pending) {
		st->iowait_boost >>= 1;
		if (st->iowait_boost < IOWAIT_BOOST_MIN) {
			st->iowait_boost = 0;
			return 0;
		}
	}
	st->boost_pending = 0;
	return ((unsigned long long)st->iowait_boost * max_cap) >> SCHED_CAPACITY_SHIFT;
}

/*
 * sugov_update_single_common(): boost bookkeeping on every call, then the
 * rate limit; returns the util to use (boost applied) or -1 when rate-limited.
 * An idle entered during a rate-limited call still counts at the next
 * evaluation: sugov_hold_freq() compares the CPU's idle-call count with the
 * one saved when it last evaluated, not at the last call.
 */
static long long su_common(const struct tsng_gov_policy *p, struct su_state *st, const struct tsng_gov_sample *s,
			   unsigned long long max_cap, long rate_limit_us, struct tsng_gov_decision *d)
{
	unsigned long long util = p->param[SU_INVARIANT] ? s->util : s->util_raw;

	if (p->param[SU_IOWAIT])
		su_iowait_boost(p, st, s);
	st->last_update_us = (long long)s->now_us;
	st->idled_unseen |= s->idled;
	if (st->started && (long long)s->now_us - st->last_freq_update_us < rate_limit_us)
		return -1;
	unsigned long long boost = p->param[SU_IOWAIT] ? su_iowait_apply(p, st, s->now_us, max_cap) : 0;

	tsng_gov_trace(d, "util", (long long)util);
	tsng_gov_trace(d, "boost", (long long)boost);
	return (long long)(util > boost ? util : boost);
}

/*
 * cpufreq_driver_resolve_freq(): clamp to the policy's limits, then the
 * lowest table entry at or above (RELATION_L).  intel_cpufreq has neither
 * ->target_index nor ->resolve_freq, so next_freq stays the clamped raw
 * frequency: a util change that keeps the P-state still counts as a new
 * frequency for the rate limit (sugov_update_next_freq()).
 */
static long long su_resolve(const struct tsng_gov_policy *p, unsigned long long raw)
{
	unsigned long long lo = p->min_khz, hi = p->max_khz;

	if (!p->has_table)
		return (long long)(raw < lo ? lo : raw > hi ? hi : raw);
	return (long long)p->resolve_khz(p, raw, TSNG_GOV_REL_L);
}

/* sugov_update_single_freq(): util to a frequency, the rate limit, the hold. */
static int su_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		     struct tsng_gov_decision *d)
{
	struct su_state *st = state;
	unsigned long long max_cap = s->capacity ? s->capacity : 1024;
	long rate_limit = p->param[SU_RATE_LIMIT];
	long long u = su_common(p, st, s, max_cap, rate_limit < 0 ? (long)p->rate_limit_us : rate_limit, d);

	if (u < 0)
		return 0;
	unsigned long long util = (unsigned long long)u, max_khz = p->max_khz;
	unsigned long long cur = p->cur_khz, raw;

	/* kernel=X.Y decides the form; without it v68 does (0: v4.7-v5.13's) */
	int form = p->kernel ? (p->kernel >= 608 ? 2 : p->kernel >= 514) : p->param[SU_V68] ? 2 : 0;

	if (form == 2) {
		/* v6.8+: sugov_effective_cpu_perf() then get_capacity_ref_freq() */
		unsigned long long perf = util + (util >> 2);
		unsigned long long ref = p->param[SU_INVARIANT] ? max_khz : cur + (cur >> 2);

		if (perf > max_cap)
			perf = max_cap;
		tsng_gov_trace(d, "perf", (long long)perf);
		raw = ref * perf / max_cap;
	} else if (form == 1) {
		/*
		 * v5.14-v6.7 (commit 8f1b971b4750 "sched/cpufreq: Consider reduced CPU
		 * capacity in energy calculation"): map_util_perf(util) = util + util/4, then
		 * map_util_freq() = f * util / max, not capped
		 */
		unsigned long long f = p->param[SU_INVARIANT] ? max_khz : cur;

		raw = f * (util + (util >> 2)) / max_cap;
	} else {
		/* v4.7-v5.13 map_util_freq(): (f + f/4) * util / max */
		unsigned long long f = p->param[SU_INVARIANT] ? max_khz : cur;

		raw = (f + (f >> 2)) * util / max_cap;
	}
	tsng_gov_trace(d, "raw_khz", (long long)raw);

	/*
	 * sugov_start(): next_freq and cached_raw_freq start at 0, need_freq_update
	 * false unless the driver sets CPUFREQ_NEED_UPDATE_LIMITS; so a first raw
	 * frequency of 0 hits the cache, next_freq stays 0 and nothing is committed
	 * (sugov_update_next_freq()): the CPU stays at policy->cur.  st->started: a
	 * frequency was committed.
	 */
	int need_update = !st->started && p->need_update_limits;
	long long next;
	if (!need_update && (long long)raw == st->cached_raw_khz) {
		next = st->next_khz;
	} else {
		long long prev_raw = st->cached_raw_khz;

		st->cached_raw_khz = (long long)raw;
		next = su_resolve(p, raw);
		/*
		 * sugov_hold_freq(): no idle since the last update, so do not go lower.
		 * Before v5.11 ("sched: cpufreq_schedutil: restore cached freq when next_f
		 * is not changed") sugov_update_single() zeroed cached_raw_freq here.
		 */
		if (st->started && !st->idled_unseen && next < st->next_khz) {
			next = st->next_khz;
			st->cached_raw_khz = p->kernel && p->kernel < 511 ? 0 : prev_raw;
		}
	}
	tsng_gov_trace(d, "next_khz", next);
	st->idled_unseen = 0;
	if (!need_update && next == st->next_khz && !st->next_khz) {
		d->target = TSNG_GOV_TARGET_PERF;
		d->perf = p->cur_perf;
		return 1;
	}
	if (!st->started || next != st->next_khz) {
		st->next_khz = next;
		st->last_freq_update_us = (long long)s->now_us;
	}
	st->started = 1;
	d->target = TSNG_GOV_TARGET_KHZ;
	d->khz = (unsigned long long)st->next_khz;
	d->relation = TSNG_GOV_REL_L;
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR = {
	.abi = TSNG_GOV_ABI,
	.name = "schedutil",
	.description = "schedutil: 1.25 x util/max x reference frequency, rate limit, iowait boost",
	.params = su_params,
	.traits = TSNG_GOV_CPUFREQ | TSNG_GOV_ADJUST_PERF,
	.invariant_param = "invariant",
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct su_state),
	.period_us = su_period_us,
	.decide = su_decide,
};

#ifdef TSNG_GOVERNOR_ADJUST_PERF
/*
 * turbostat-ng's amd-pstate row: schedutil's other path,
 * sugov_update_single_perf(), which hands (bw_min, util, capacity) to the
 * driver's adjust_perf (drivers/cpufreq/amd-pstate.c amd_pstate_adjust_perf()).
 * The first four parameters sit where su_common() expects the SU_* ones.
 */
enum { AMD_INVARIANT, AMD_RATE_LIMIT, AMD_HEADROOM, AMD_IOWAIT, AMD_BW_MIN, AMD_MIN_PERF };

static const struct tsng_gov_param amd_params[] = {
	{ "invariant", 1, 1, 1, "adjust_perf exists only with frequency invariance" },
	{ "rate_limit_us", 1000, 0, 1000000, "schedutil freq_update_delay (AMD_PSTATE_TRANSITION_DELAY, v5.17)" },
	{ "headroom", 1, 0, 1, "1: v6.8+ passes util + util/4 (capped); 0: util as is" },
	{ "iowait_boost", 1, 0, 1, "boost util after IO-wait wakeups" },
	{ "bw_min", 0, 0, 1024, "DL/uclamp minimum bandwidth, capacity units" },
	{ "min_perf", 0, 0, 255, "min_limit_perf; 0: lowest_nonlinear_perf (policy->min default)" },
	{ 0, 0, 0, 0, 0 },
};

static unsigned amd_div_round_up(unsigned long long a, unsigned long long b)
{
	return (unsigned)((a + b - 1) / b);
}

static int amd_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		      struct tsng_gov_decision *d)
{
	struct su_state *st = state;
	unsigned long long cap = s->capacity ? s->capacity : 1024;
	long long u = su_common(p, st, s, cap, p->param[AMD_RATE_LIMIT], d);

	if (u < 0)
		return 0;
	unsigned long long util = (unsigned long long)u;
	if (p->param[AMD_HEADROOM]) {
		util += util >> 2;
		if (util > cap)
			util = cap;
	}
	/* sugov_update_single_perf(): no idle since the last update keeps the higher util */
	if (st->started && !st->idled_unseen && util < (unsigned long long)st->prev_util)
		util = (unsigned long long)st->prev_util;
	st->prev_util = (long long)util;
	st->idled_unseen = 0;
	tsng_gov_trace(d, "target_perf", (long long)util);
	/* Intel-like parts without CPPC facts: perf levels are the ratios. */
	unsigned highest = p->highest_perf ? p->highest_perf : (unsigned)p->turbo_perf;
	unsigned lnl = p->lowest_nonlinear_perf ? p->lowest_nonlinear_perf : (unsigned)p->min_perf;
	unsigned min_limit = p->param[AMD_MIN_PERF] ? (unsigned)p->param[AMD_MIN_PERF] : lnl;
	unsigned max_limit = p->no_turbo && p->nominal_perf ? p->nominal_perf : highest;
	unsigned long long bw_min = (unsigned long long)p->param[AMD_BW_MIN];
	unsigned des = util < cap ? amd_div_round_up(highest * util, cap) : highest;
	unsigned min = bw_min < cap ? amd_div_round_up(highest * bw_min, cap) : highest;

	if (min < min_limit)
		min = min_limit;
	if (max_limit < min)
		max_limit = min;
	tsng_gov_trace(d, "des_perf", des);
	tsng_gov_trace(d, "min_perf", min);
	tsng_gov_trace(d, "max_perf", max_limit);
	if (des < min)
		des = min;
	if (des > max_limit)
		des = max_limit;
	st->started = 1;
	st->last_freq_update_us = (long long)s->now_us;
	d->target = TSNG_GOV_TARGET_PERF;
	d->perf = (int)des;
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR_ADJUST_PERF = {
	.abi = TSNG_GOV_ABI,
	.name = "amd-pstate",
	.description = "amd-pstate adjust_perf from schedutil: des = ceil(highest x util/capacity)",
	.params = amd_params,
	.invariant_param = "invariant",
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct su_state),
	.period_us = su_period_us,
	.decide = amd_decide,
};
#endif
