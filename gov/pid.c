// SPDX-License-Identifier: GPL-2.0-only
/*
 * intel_pstate's own algorithms (drivers/cpufreq/intel_pstate.c):
 * the v4.5 PID on scaled busy (Core), the v4.5 PID on C0 load (Atom), and
 * the load-based get_target_pstate() that replaced the PID (v4.14, commit
 * 9d0ef7af1f2d "cpufreq: intel_pstate: Do not use PID-based P-state selection").
 * Arithmetic and names follow intel_pstate.c of those versions.
 */
#include "gov_impl.h"

/* Parameter order shared by pid and pid-atom; holdoff exists for pid only. */
enum {
	PID_SETPOINT, PID_P, PID_I, PID_D, PID_DEADBAND, PID_SAMPLE_MS, PID_AVG,
	PID_MIN_PCT, PID_MAX_PCT, PID_HOLDOFF,
};

#define PID_COMMON(sp, p, i) \
	{ "setpoint", sp, 1, 100, "busy percentage the PID steers to" }, \
	{ "p", p, 0, 100, "proportional gain, percent" }, \
	{ "i", i, 0, 100, "integral gain, percent" }, \
	{ "d", 0, 0, 100, "derivative gain, percent" }, \
	{ "deadband", 0, 0, 100, "|error| at or below this gives no change" }, \
	{ "sample_ms", 10, 1, 1000, "sample_rate_ms (timer rounds up to 4 ms jiffies)" }, \
	{ "avg", 0, 0, 1, "1: P-state delivered last period as the base (v4.7 Atom; linux-pm 2016 hold-off thread)" }, \
	{ "min_perf_pct", 0, 0, 100, "intel_pstate min_perf_pct" }, \
	{ "max_perf_pct", 100, 0, 100, "intel_pstate max_perf_pct" }

static const struct gov_param pid_params[] = {
	PID_COMMON(97, 20, 0),
	{ "holdoff", 3, 1, 1000, "scale busy when a sample spans > holdoff periods (v4.5 3, 2016 patch 12)" },
	{ NULL, 0, 0, 0, NULL },
};

static const struct gov_param pid_atom_params[] = {
	PID_COMMON(60, 14, 4),
	{ NULL, 0, 0, 0, NULL },
};

static int64_t pid_gain(long pct)
{
	return div_fp(int_tofp(pct), int_tofp(100));
}

/* A timer of sample_rate_ms, rounded up to whole jiffies at HZ=250 (msecs_to_jiffies). */
static uint64_t pid_period_us(const struct gov_inst *g)
{
	uint64_t us = (uint64_t)g->param[PID_SAMPLE_MS] * 1000;

	return (us + GOV_TICK_US - 1) / GOV_TICK_US * GOV_TICK_US;
}

/* pid_reset(): integral 0, last_err = setpoint - 100 (v4.5 keeps setpoint as an int). */
static void pid_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	(void)cpu;
	st->integral = 0;
	st->last_err = int_tofp(g->param[PID_SETPOINT] - 100);
}

/* pid_calc(), v4.5: the change in P-state, rounded by +0.5 then floored. */
static int64_t pid_calc(const struct gov_inst *g, struct gov_state *st, int64_t busy, struct gov_decision *d)
{
	int64_t err = int_tofp(g->param[PID_SETPOINT]) - busy;

	gov_trace_add(d, "err", err);
	if ((err < 0 ? -err : err) <= int_tofp(g->param[PID_DEADBAND]))
		return 0;
	int64_t pterm = mul_fp(pid_gain(g->param[PID_P]), err);
	st->integral += err;
	if (st->integral > int_tofp(30))
		st->integral = int_tofp(30);
	if (st->integral < -int_tofp(30))
		st->integral = -int_tofp(30);
	int64_t dterm = mul_fp(pid_gain(g->param[PID_D]), err - st->last_err);
	st->last_err = err;
	int64_t iterm = mul_fp(st->integral, pid_gain(g->param[PID_I]));
	int64_t r = fp_toint(pterm + iterm + dterm + (1 << (FRAC_BITS - 1)));

	gov_trace_add(d, "pterm", pterm);
	gov_trace_add(d, "iterm", iterm);
	gov_trace_add(d, "dterm", dterm);
	gov_trace_add(d, "pid", r);
	return r;
}

/*
 * v4.7 get_avg_pstate(): max_pstate_physical * (aperf << 14) / mperf, >> 14.
 * On Xeon Phi APERF and MPERF both tick at 1/1024, so their ratio needs no shift.
 */
static int64_t pid_avg_pstate(const struct gov_cpu *cpu, const struct gov_sample *s)
{
	uint64_t core_avg_perf = s->mperf ? (s->aperf << EXT_FRAC_BITS) / s->mperf : 0;

	return (int64_t)((cpu->max_pstate_physical * core_avg_perf) >> EXT_FRAC_BITS);
}

/*
 * intel_pstate_set_pstate(): clamp to the limits (max_perf_pct/min_perf_pct in
 * FP8), remember the request as current_pstate.
 */
static void pid_set_pstate(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
			   int64_t target, struct gov_decision *d)
{
	int64_t max_perf = gov_top_pstate(cpu);
	int64_t max = fp_toint(mul_fp(int_tofp(max_perf), pid_gain(g->param[PID_MAX_PCT])));
	int64_t min = fp_toint(mul_fp(int_tofp(max_perf), pid_gain(g->param[PID_MIN_PCT])));

	if (max < cpu->min_pstate)
		max = cpu->min_pstate;
	if (max > cpu->turbo_pstate)
		max = cpu->turbo_pstate;
	if (min < cpu->min_pstate)
		min = cpu->min_pstate;
	if (min > max_perf)
		min = max_perf;
	gov_trace_add(d, "target", target);
	if (target < min)
		target = min;
	if (target > max)
		target = max;
	gov_state_set_current(st, cpu, (int)target);
	gov_decide_pstate(cpu, d, (int)target);
}

static int64_t pid_base_pstate(const struct gov_inst *g, const struct gov_state *st,
			       const struct gov_cpu *cpu, const struct gov_sample *s)
{
	return g->param[PID_AVG] && s->mperf ? pid_avg_pstate(cpu, s) : st->cur_pstate;
}

/* get_target_pstate_use_performance(), v4.5. */
static int pid_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		      const struct gov_sample *s, struct gov_decision *d)
{
	int64_t core_pct = st->last_busy, duration = st->last_duration_us;

	/* MPERF unchanged: v4.5 keeps the previous sample and still runs the PID. */
	if (s->mperf) {
		uint64_t num = (s->aperf << FRAC_BITS) * ((uint64_t)100 << FRAC_BITS);

		core_pct = (int32_t)(num / (s->mperf << FRAC_BITS));
		duration = (int64_t)s->duration_us;
		st->last_busy = core_pct;
		st->last_duration_us = duration;
	}
	gov_trace_add(d, "core_pct", core_pct);
	int64_t busy = mul_fp(core_pct, div_fp(int_tofp(cpu->max_pstate_physical), int_tofp(st->cur_pstate)));
	gov_trace_add(d, "busy", busy);
	int64_t sample_time = g->param[PID_SAMPLE_MS] * 1000;
	if (duration > sample_time * g->param[PID_HOLDOFF]) {
		int64_t ratio = div_fp(int_tofp(sample_time), int_tofp(duration));

		gov_trace_add(d, "ratio", ratio);
		busy = mul_fp(busy, ratio);
	}
	gov_trace_add(d, "scaled", busy);
	int64_t base = pid_base_pstate(g, st, cpu, s);
	pid_set_pstate(g, st, cpu, base - pid_calc(g, st, busy, d), d);
	return 1;
}

/* get_target_pstate_use_cpu_load(), v4.5 Atom: iowait time counts as busy. */
static int pid_atom_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
			   const struct gov_sample *s, struct gov_decision *d)
{
	if (!s->tsc)
		return 0;
	uint64_t iowait_mperf = s->iowait_us * cpu->bclk_khz * cpu->max_pstate / 1000;
	int64_t load = (int64_t)(((uint64_t)int_tofp(100) * ((s->mperf << cpu->aperf_mperf_shift) + iowait_mperf)) / s->tsc);

	gov_trace_add(d, "load", load);
	int64_t base = pid_base_pstate(g, st, cpu, s);
	if (g->param[PID_AVG])
		gov_trace_add(d, "avg_pstate", base);
	pid_set_pstate(g, st, cpu, base - pid_calc(g, st, load, d), d);
	return 1;
}

const struct gov_ops gov_pid_ops = {
	.name = "pid",
	.description = "intel_pstate v4.5 PID on scaled busy (Core: get_target_pstate_use_performance)",
	.params = pid_params,
	.drive = GOV_DRIVE_TIMER,
	.period_us = pid_period_us,
	.init = pid_init,
	.decide = pid_decide,
};

const struct gov_ops gov_pid_atom_ops = {
	.name = "pid-atom",
	.description = "intel_pstate v4.5 PID on C0 load (Atom: get_target_pstate_use_cpu_load)",
	.params = pid_atom_params,
	.drive = GOV_DRIVE_TIMER,
	.period_us = pid_period_us,
	.init = pid_init,
	.decide = pid_atom_decide,
};

/* get_target_pstate(), v4.14+ (no PID), called from the scheduler's update_util. */
enum { PS_SAMPLE_MS, PS_MIN_PCT, PS_MAX_PCT };

static const struct gov_param pstate_params[] = {
	{ "sample_ms", 10, 1, 1000, "INTEL_PSTATE_SAMPLING_INTERVAL" },
	{ "min_perf_pct", 0, 0, 100, "intel_pstate min_perf_pct of turbo (kernel=4.15+: DIV_ROUND_UP)" },
	{ "max_perf_pct", 100, 0, 100, "intel_pstate max_perf_pct of turbo (kernel=4.14: 14-bit fraction)" },
	{ NULL, 0, 0, 0, NULL },
};

/*
 * intel_pstate_update_perf_limits() with the policy's default limits
 * (scaling_min/max_freq = cpuinfo's: min_pstate .. the top P-state) and the
 * global min/max_perf_pct, both percent of the turbo P-state.  Each pair is
 * combined the same way: min = max(policy min, global min), both kept within
 * [policy min, policy max] and min <= max.  *lo, *hi: the range
 * intel_pstate_prepare_request() clamps to.
 */
static void pstate_combine(int64_t pmin, int64_t pmax, int64_t gmin, int64_t gmax, int64_t *min, int64_t *max)
{
	if (gmin > gmax)
		gmin = gmax;
	*min = pmin > gmin ? pmin : gmin;
	if (*min > pmax)
		*min = pmax;
	*max = pmax < gmax ? pmax : gmax;
	if (*max < pmin)
		*max = pmin;
	if (*min > *max)
		*min = *max;
}

/* v4.15+ (commit 1a4fe38add8b "cpufreq: intel_pstate: Remove max/min fractions to limit performance"): whole ratios. */
static void pstate_limits_ratio(const struct gov_cpu *cpu, long min_pct, long max_pct, int64_t *lo, int64_t *hi)
{
	int64_t turbo = cpu->turbo_pstate, min_r, max_r;

	/* global_max/min = DIV_ROUND_UP(turbo_max x pct, 100) */
	pstate_combine(cpu->min_pstate, gov_top_pstate(cpu), (turbo * min_pct + 99) / 100, (turbo * max_pct + 99) / 100,
		       &min_r, &max_r);
	*lo = min_r > cpu->min_pstate ? min_r : cpu->min_pstate;
	*hi = max_r > *lo ? max_r : *lo;
}

/*
 * v4.12-v4.14 (intel_pstate_update_perf_limits with percent_ext_fp): fractions
 * of max_freq in 14-bit fixed point; the global percentages are of turbo, so
 * with no_turbo they are scaled by turbo_factor = turbo / max_pstate;
 * intel_pstate_get_min_max() then takes fp_ext_toint(base x fraction).
 */
static void pstate_limits_frac(const struct gov_cpu *cpu, long min_pct, long max_pct, int64_t *lo, int64_t *hi)
{
	int64_t base = gov_top_pstate(cpu), one = 1 << EXT_FRAC_BITS, min_f, max_f;
	int64_t pmin = ((int64_t)cpu->min_pstate << EXT_FRAC_BITS) / base;
	int64_t gmin = ((int64_t)min_pct << EXT_FRAC_BITS) / 100, gmax = ((int64_t)max_pct << EXT_FRAC_BITS) / 100;

	if (base != cpu->turbo_pstate) {
		int64_t turbo_factor = ((int64_t)cpu->turbo_pstate << EXT_FRAC_BITS) / base;

		gmin = (gmin * turbo_factor) >> EXT_FRAC_BITS;
		gmax = (gmax * turbo_factor) >> EXT_FRAC_BITS;
	}
	pstate_combine(pmin, one, gmin, gmax, &min_f, &max_f);
	*lo = (base * min_f) >> EXT_FRAC_BITS;
	if (*lo < cpu->min_pstate)
		*lo = cpu->min_pstate;
	*hi = (base * max_f) >> EXT_FRAC_BITS;
	if (*hi < *lo)
		*hi = *lo;
}

static void pstate_limits(const struct gov_inst *g, const struct gov_cpu *cpu, int *lo, int *hi)
{
	int64_t l, h;

	if (g->kver && g->kver < 415)
		pstate_limits_frac(cpu, g->param[PS_MIN_PCT], g->param[PS_MAX_PCT], &l, &h);
	else
		pstate_limits_ratio(cpu, g->param[PS_MIN_PCT], g->param[PS_MAX_PCT], &l, &h);
	*lo = (int)l;
	*hi = (int)h;
}

static uint64_t pstate_period_us(const struct gov_inst *g)
{
	return (uint64_t)g->param[PS_SAMPLE_MS] * 1000;
}

/* intel_pstate_update_util(): iowait_boost in FP8, 1/8 then doubling, reset after a tick. */
static void pstate_iowait_boost(struct gov_state *st, const struct gov_sample *s)
{
	int64_t delta = (int64_t)s->now_us - st->last_update_us;

	if (s->iowait_flag) {
		if (delta > GOV_TICK_US || st->iowait_boost < int_tofp(1) / 8)
			st->iowait_boost = int_tofp(1) / 8;
		else if ((st->iowait_boost <<= 1) > int_tofp(1))
			st->iowait_boost = int_tofp(1);
	} else if (st->iowait_boost) {
		st->iowait_boost = delta > GOV_TICK_US ? 0 : st->iowait_boost >> 1;
	}
	st->last_update_us = (int64_t)s->now_us;
}

static int pstate_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
			 const struct gov_sample *s, struct gov_decision *d)
{
	pstate_iowait_boost(st, s);
	if (st->started && (int64_t)s->now_us - st->last_sample_us < (int64_t)pstate_period_us(g))
		return 0;
	if (!s->mperf || !s->tsc)
		return 0;
	st->started = 1;
	st->last_sample_us = (int64_t)s->now_us;

	int64_t busy_frac = div_fp((int64_t)(s->mperf << cpu->aperf_mperf_shift), (int64_t)s->tsc);
	gov_trace_add(d, "busy_frac", busy_frac);
	gov_trace_add(d, "boost", st->iowait_boost);
	if (busy_frac < st->iowait_boost)
		busy_frac = st->iowait_boost;
	int64_t target = gov_top_pstate(cpu);
	target += target >> 2;
	target = mul_fp(target, busy_frac);
	if (target < cpu->min_pstate)
		target = cpu->min_pstate;
	int64_t avg = pid_avg_pstate(cpu, s);
	gov_trace_add(d, "avg_pstate", avg);
	if (avg > target)
		target += (avg - target) >> 1;
	gov_trace_add(d, "target", target);

	int lo, hi;

	pstate_limits(g, cpu, &lo, &hi);
	gov_trace_add(d, "min_ratio", lo);
	gov_trace_add(d, "max_ratio", hi);
	if (target < lo)
		target = lo;
	if (target > hi)
		target = hi;
	gov_state_set_current(st, cpu, (int)target);
	gov_decide_pstate(cpu, d, (int)target);
	return 1;
}

const struct gov_ops gov_pstate_ops = {
	.name = "pstate",
	.description = "intel_pstate non-HWP get_target_pstate() with iowait boost (v4.14+)",
	.params = pstate_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = pstate_period_us,
	.decide = pstate_decide,
};
