// SPDX-License-Identifier: GPL-2.0-only
/*
 * schedutil (kernel/sched/cpufreq_schedutil.c) and its adjust_perf path into
 * amd-pstate (drivers/cpufreq/amd-pstate.c amd_pstate_adjust_perf()).
 */
#include "gov_impl.h"
#include "gov/driver.h"

#define SCHED_CAPACITY_SHIFT 10
#define IOWAIT_BOOST_MIN (1024 / 8)

enum { SU_INVARIANT, SU_RATE_LIMIT, SU_V68, SU_IOWAIT };

static const struct gov_param sched_params[] = {
	{ "invariant", 1, 0, 1, "frequency-invariant util and cpuinfo.max_freq reference" },
	{ "rate_limit_us", -1, 0, 1000000, "freq_update_delay between committed changes; -1: the driver's default" },
	{ "v68", 1, 0, 1, "1: v6.8+ headroom capped at max first; 0: v4.7-v5.13 map_util_freq (kernel= decides when given)" },
	{ "iowait_boost", 1, 0, 1, "boost util after IO-wait wakeups" },
	{ NULL, 0, 0, 0, NULL },
};

static uint64_t sched_period_us(const struct gov_inst *g)
{
	(void)g;
	return GOV_TICK_US;
}

/* sugov_iowait_reset(): a boost older than one tick is dropped (or restarted). */
static int sched_iowait_reset(struct gov_state *st, uint64_t now, int set)
{
	if ((int64_t)now - st->last_update_us <= GOV_TICK_US)
		return 0;
	st->iowait_boost = set ? IOWAIT_BOOST_MIN : 0;
	st->boost_pending = set;
	return 1;
}

/* sugov_iowait_boost(): double once per IO-wait request, from 128 up to 1024. */
static void sched_iowait_boost(struct gov_state *st, const struct gov_sample *s)
{
	if (st->iowait_boost && sched_iowait_reset(st, s->now_us, s->iowait_flag))
		return;
	if (!s->iowait_flag || st->boost_pending)
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
static uint64_t sched_iowait_apply(struct gov_state *st, uint64_t now, uint64_t max_cap)
{
	if (!st->iowait_boost || sched_iowait_reset(st, now, 0))
		return 0;
	if (!st->boost_pending) {
		st->iowait_boost >>= 1;
		if (st->iowait_boost < IOWAIT_BOOST_MIN) {
			st->iowait_boost = 0;
			return 0;
		}
	}
	st->boost_pending = 0;
	return ((uint64_t)st->iowait_boost * max_cap) >> SCHED_CAPACITY_SHIFT;
}

/*
 * sugov_update_single_common(): boost bookkeeping on every call, then the
 * rate limit; returns the util to use (boost applied) or -1 when rate-limited.
 * An idle entered during a rate-limited call still counts at the next
 * evaluation: sugov_hold_freq() compares the CPU's idle-call count with the
 * one saved when it last evaluated, not at the last call.
 */
static int64_t sched_common(const struct gov_inst *g, struct gov_state *st, const struct gov_sample *s,
			    uint64_t max_cap, long rate_limit_us, struct gov_decision *d)
{
	/* amd-pstate shares this parameter layout with invariant fixed at 1 */
	uint64_t util = g->param[SU_INVARIANT] ? s->util : s->util_raw;

	if (g->param[SU_IOWAIT])
		sched_iowait_boost(st, s);
	st->last_update_us = (int64_t)s->now_us;
	st->idled_unseen |= s->has_idled;
	if (st->started && (int64_t)s->now_us - st->last_freq_update_us < rate_limit_us)
		return -1;
	uint64_t boost = g->param[SU_IOWAIT] ? sched_iowait_apply(st, s->now_us, max_cap) : 0;

	gov_trace_add(d, "util", (int64_t)util);
	gov_trace_add(d, "boost", (int64_t)boost);
	return (int64_t)(util > boost ? util : boost);
}

/*
 * cpufreq_driver_resolve_freq(): clamp to the policy's limits, then the
 * lowest table entry at or above (RELATION_L).  intel_cpufreq has neither
 * ->target_index nor ->resolve_freq, so next_freq stays the clamped raw
 * frequency: a util change that keeps the P-state still counts as a new
 * frequency for the rate limit (sugov_update_next_freq()).
 */
static int64_t sched_resolve(const struct gov_cpu *cpu, uint64_t raw)
{
	uint64_t lo = gov_table_khz(cpu, (int)cpu->min_pstate), hi = gov_table_khz(cpu, (int)gov_top_pstate(cpu));

	if (cpu->freq_table == GOV_TABLE_NONE)
		return (int64_t)(raw < lo ? lo : raw > hi ? hi : raw);
	return gov_table_khz(cpu, gov_khz_to_pstate(cpu, raw, GOV_REL_L));
}

static int sched_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
			const struct gov_sample *s, struct gov_decision *d)
{
	uint64_t max_cap = s->max_cap ? s->max_cap : 1024;
	long rate_limit = g->param[SU_RATE_LIMIT];
	int64_t u = sched_common(g, st, s, max_cap,
				 rate_limit < 0 ? (long)drv_rate_limit_us(g->driver, g->kver, cpu) : rate_limit, d);

	if (u < 0)
		return 0;
	uint64_t util = (uint64_t)u, max_khz = gov_table_khz(cpu, (int)gov_top_pstate(cpu));
	uint64_t cur = st->cur_khz, raw;

	/* kernel=X.Y decides the form; without it v68 does (0: v4.7-v5.13's) */
	int form = g->kver ? (g->kver >= 608 ? 2 : g->kver >= 514) : g->param[SU_V68] ? 2 : 0;

	if (form == 2) {
		/* v6.8+: sugov_effective_cpu_perf() then get_capacity_ref_freq() */
		uint64_t perf = util + (util >> 2);
		uint64_t ref = g->param[SU_INVARIANT] ? max_khz : cur + (cur >> 2);

		if (perf > max_cap)
			perf = max_cap;
		gov_trace_add(d, "perf", (int64_t)perf);
		raw = ref * perf / max_cap;
	} else if (form == 1) {
		/*
		 * v5.14-v6.7 (commit 8f1b971b4750 "sched/cpufreq: Consider reduced CPU
		 * capacity in energy calculation"): map_util_perf(util) = util + util/4, then
		 * map_util_freq() = f * util / max, not capped
		 */
		uint64_t f = g->param[SU_INVARIANT] ? max_khz : cur;

		raw = f * (util + (util >> 2)) / max_cap;
	} else {
		/* v4.7-v5.13 map_util_freq(): (f + f/4) * util / max */
		uint64_t f = g->param[SU_INVARIANT] ? max_khz : cur;

		raw = (f + (f >> 2)) * util / max_cap;
	}
	gov_trace_add(d, "raw_khz", (int64_t)raw);

	/*
	 * sugov_start(): next_freq and cached_raw_freq start at 0, need_freq_update
	 * false unless the driver sets CPUFREQ_NEED_UPDATE_LIMITS; so a first raw
	 * frequency of 0 hits the cache, next_freq stays 0 and nothing is committed
	 * (sugov_update_next_freq()): the CPU stays at policy->cur.  st->started: a
	 * frequency was committed.
	 */
	int need_update = !st->started && drv_update_limits(g->driver, g->kver);
	int64_t next;
	if (!need_update && (int64_t)raw == st->cached_raw_khz) {
		next = st->next_khz;
	} else {
		int64_t prev_raw = st->cached_raw_khz;

		st->cached_raw_khz = (int64_t)raw;
		next = sched_resolve(cpu, raw);
		/*
		 * sugov_hold_freq(): no idle since the last update, so do not go lower.
		 * Before v5.11 ("sched: cpufreq_schedutil: restore cached freq when next_f
		 * is not changed") sugov_update_single() zeroed cached_raw_freq here.
		 */
		if (st->started && !st->idled_unseen && next < st->next_khz) {
			next = st->next_khz;
			st->cached_raw_khz = g->kver && g->kver < 511 ? 0 : prev_raw;
		}
	}
	gov_trace_add(d, "next_khz", next);
	st->idled_unseen = 0;
	if (!need_update && next == st->next_khz && !st->next_khz) {
		gov_decide_pstate(cpu, d, (int)st->cur_pstate);
		return 1;
	}
	if (!st->started || next != st->next_khz) {
		st->next_khz = next;
		st->last_freq_update_us = (int64_t)s->now_us;
	}
	st->started = 1;
	gov_decide_khz(cpu, d, (uint64_t)st->next_khz, GOV_REL_L);
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

const struct gov_ops gov_schedutil_ops = {
	.name = "schedutil",
	.description = "schedutil: 1.25 x util/max x reference frequency, rate limit, iowait boost",
	.params = sched_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = sched_period_us,
	.decide = sched_decide,
};

/*
 * amd-pstate adjust_perf(): schedutil hands (bw_min, util, capacity) to the
 * driver.  The first four parameters sit where sched_common() expects the SU_* ones.
 */
enum { AMD_INVARIANT, AMD_RATE_LIMIT, AMD_HEADROOM, AMD_IOWAIT, AMD_BW_MIN, AMD_MIN_PERF };

static const struct gov_param amd_params[] = {
	{ "invariant", 1, 1, 1, "adjust_perf exists only with frequency invariance" },
	{ "rate_limit_us", 1000, 0, 1000000, "schedutil freq_update_delay (AMD_PSTATE_TRANSITION_DELAY, v5.17)" },
	{ "headroom", 1, 0, 1, "1: v6.8+ passes util + util/4 (capped); 0: util as is" },
	{ "iowait_boost", 1, 0, 1, "boost util after IO-wait wakeups" },
	{ "bw_min", 0, 0, 1024, "DL/uclamp minimum bandwidth, capacity units" },
	{ "min_perf", 0, 0, 255, "min_limit_perf; 0: lowest_nonlinear_perf (policy->min default)" },
	{ NULL, 0, 0, 0, NULL },
};

static unsigned amd_div_round_up(uint64_t a, uint64_t b)
{
	return (unsigned)((a + b - 1) / b);
}

static int amd_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		      const struct gov_sample *s, struct gov_decision *d)
{
	uint64_t cap = s->max_cap ? s->max_cap : 1024;
	int64_t u = sched_common(g, st, s, cap, g->param[AMD_RATE_LIMIT], d);

	if (u < 0)
		return 0;
	uint64_t util = (uint64_t)u;
	if (g->param[AMD_HEADROOM]) {
		util += util >> 2;
		if (util > cap)
			util = cap;
	}
	/* sugov_update_single_perf(): no idle since the last update keeps the higher util */
	if (st->started && !st->idled_unseen && util < (uint64_t)st->prev_util)
		util = (uint64_t)st->prev_util;
	st->prev_util = (int64_t)util;
	st->idled_unseen = 0;
	gov_trace_add(d, "target_perf", (int64_t)util);
	/* Intel-like parts without CPPC facts: perf levels are the ratios. */
	unsigned highest = cpu->highest_perf ? cpu->highest_perf : cpu->turbo_pstate;
	unsigned lnl = cpu->lowest_nonlinear_perf ? cpu->lowest_nonlinear_perf : cpu->min_pstate;
	unsigned min_limit = g->param[AMD_MIN_PERF] ? (unsigned)g->param[AMD_MIN_PERF] : lnl;
	unsigned max_limit = cpu->no_turbo && cpu->nominal_perf ? cpu->nominal_perf : highest;
	uint64_t bw_min = (uint64_t)g->param[AMD_BW_MIN];
	unsigned des = util < cap ? amd_div_round_up(highest * util, cap) : highest;
	unsigned min = bw_min < cap ? amd_div_round_up(highest * bw_min, cap) : highest;

	if (min < min_limit)
		min = min_limit;
	if (max_limit < min)
		max_limit = min;
	gov_trace_add(d, "des_perf", des);
	gov_trace_add(d, "min_perf", min);
	gov_trace_add(d, "max_perf", max_limit);
	if (des < min)
		des = min;
	if (des > max_limit)
		des = max_limit;
	st->started = 1;
	st->last_freq_update_us = (int64_t)s->now_us;
	gov_decide_pstate(cpu, d, (int)des);
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

const struct gov_ops gov_amd_pstate_ops = {
	.name = "amd-pstate",
	.description = "amd-pstate adjust_perf from schedutil: des = ceil(highest x util/capacity)",
	.params = amd_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = sched_period_us,
	.decide = amd_decide,
};
