// SPDX-License-Identifier: GPL-2.0-only
/*
 * intel_pstate's own algorithms (drivers/cpufreq/intel_pstate.c) as a
 * turbostat-ng governor: the v4.5 PID on scaled busy (Core), the very
 * source of turbostat-ng's built-in pid, printed by
 * "turbostat-ng --governor-template pid".  Change it and load it:
 *
 *	cc -shared -fPIC -O2 -I PREFIX/include -o mygov.so pid.c
 *	turbostat-ng --simulate bursty --governor pid --governor ./mygov.so
 *
 * Built into turbostat-ng this file also gives the v4.5 PID on C0 load
 * (Atom, TSNG_GOVERNOR_ATOM) and the load-based get_target_pstate() that
 * replaced the PID (v4.14, commit 9d0ef7af1f2d "cpufreq: intel_pstate: Do
 * not use PID-based P-state selection"; TSNG_GOVERNOR_PSTATE).  Arithmetic
 * and names follow intel_pstate.c of those versions.
 */
#include <turbostat-ng/governor.h>

/*
 * intel_pstate FP8 arithmetic (v4.5: FRAC_BITS 8, mul_fp(), div_fp()).  C's >>
 * on a negative number is implementation-defined, so fp_toint and mul_fp
 * floor explicitly, as the kernel's arithmetic shift does; div64_s64
 * truncates toward zero like C's /.
 */
#define FRAC_BITS 8
#define EXT_FRAC_BITS 14	/* v4.7 core_avg_perf */

static long long fp_asr(long long x, unsigned n)
{
	return x >= 0 ? x >> n : -(long long)((((unsigned long long)-x) + ((1ULL << n) - 1)) >> n);
}

static long long int_tofp(long long x) { return x * (1 << FRAC_BITS); }
static long long fp_toint(long long x) { return fp_asr(x, FRAC_BITS); }
/* The kernel takes int32 arguments and a 64-bit product. */
static long long mul_fp(long long x, long long y) { return fp_asr((long long)(int)x * (int)y, FRAC_BITS); }
static long long div64_s64(long long x, long long y) { return y ? x / y : 0; }
static long long div_fp(long long x, long long y) { return div64_s64(x * (1 << FRAC_BITS), y); }

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

static const struct tsng_gov_param pid_params[] = {
	PID_COMMON(97, 20, 0),
	{ "holdoff", 3, 1, 1000, "scale busy when a sample spans > holdoff periods (v4.5 3, 2016 patch 12)" },
	{ 0, 0, 0, 0, 0 },
};

/* struct _pid and what intel_pstate keeps of the last sample, per CPU. */
struct pid_state {
	long long integral, last_err;	/* FP8 */
	long long last_busy, last_duration_us;	/* reused when MPERF did not move */
};

static long long pid_gain(long pct)
{
	return div_fp(int_tofp(pct), int_tofp(100));
}

/* A timer of sample_rate_ms, rounded up to whole jiffies (msecs_to_jiffies). */
static unsigned long long pid_period_us(const struct tsng_gov_policy *p)
{
	unsigned long long us = (unsigned long long)p->param[PID_SAMPLE_MS] * 1000;

	return (us + p->tick_us - 1) / p->tick_us * p->tick_us;
}

/* pid_reset(): integral 0, last_err = setpoint - 100 (v4.5 keeps setpoint as an int). */
static void pid_init(const struct tsng_gov_policy *p, void *state)
{
	struct pid_state *st = state;

	st->integral = 0;
	st->last_err = int_tofp(p->param[PID_SETPOINT] - 100);
}

/* pid_calc(), v4.5: the change in P-state, rounded by +0.5 then floored. */
static long long pid_calc(const struct tsng_gov_policy *p, struct pid_state *st, long long busy,
			  struct tsng_gov_decision *d)
{
	long long err = int_tofp(p->param[PID_SETPOINT]) - busy;

	tsng_gov_trace(d, "err", err);
	if ((err < 0 ? -err : err) <= int_tofp(p->param[PID_DEADBAND]))
		return 0;
	long long pterm = mul_fp(pid_gain(p->param[PID_P]), err);
	st->integral += err;
	if (st->integral > int_tofp(30))
		st->integral = int_tofp(30);
	if (st->integral < -int_tofp(30))
		st->integral = -int_tofp(30);
	long long dterm = mul_fp(pid_gain(p->param[PID_D]), err - st->last_err);
	st->last_err = err;
	long long iterm = mul_fp(st->integral, pid_gain(p->param[PID_I]));
	long long r = fp_toint(pterm + iterm + dterm + (1 << (FRAC_BITS - 1)));

	tsng_gov_trace(d, "pterm", pterm);
	tsng_gov_trace(d, "iterm", iterm);
	tsng_gov_trace(d, "dterm", dterm);
	tsng_gov_trace(d, "pid", r);
	return r;
}

/*
 * v4.7 get_avg_pstate(): max_pstate_physical * (aperf << 14) / mperf, >> 14.
 * On Xeon Phi APERF and MPERF both tick at 1/1024, so their ratio needs no shift.
 */
static long long pid_avg_pstate(const struct tsng_gov_policy *p, const struct tsng_gov_sample *s)
{
	unsigned long long core_avg_perf = s->mperf ? (s->aperf << EXT_FRAC_BITS) / s->mperf : 0;

	return (long long)(((unsigned)p->physical_base_perf * core_avg_perf) >> EXT_FRAC_BITS);
}

/*
 * intel_pstate_set_pstate(): clamp to the limits (max_perf_pct/min_perf_pct in
 * FP8); the request becomes current_pstate.
 */
static void pid_set_pstate(const struct tsng_gov_policy *p, long long target, struct tsng_gov_decision *d)
{
	long long max_perf = p->max_perf;
	long long max = fp_toint(mul_fp(int_tofp(max_perf), pid_gain(p->param[PID_MAX_PCT])));
	long long min = fp_toint(mul_fp(int_tofp(max_perf), pid_gain(p->param[PID_MIN_PCT])));

	if (max < p->min_perf)
		max = p->min_perf;
	if (max > p->turbo_perf)
		max = p->turbo_perf;
	if (min < p->min_perf)
		min = p->min_perf;
	if (min > max_perf)
		min = max_perf;
	tsng_gov_trace(d, "target", target);
	if (target < min)
		target = min;
	if (target > max)
		target = max;
	d->target = TSNG_GOV_TARGET_PERF;
	d->perf = (int)target;
}

static long long pid_base_pstate(const struct tsng_gov_policy *p, const struct tsng_gov_sample *s)
{
	return p->param[PID_AVG] && s->mperf ? pid_avg_pstate(p, s) : p->cur_perf;
}

/* get_target_pstate_use_performance(), v4.5. */
static int pid_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
		      struct tsng_gov_decision *d)
{
	struct pid_state *st = state;
	long long core_pct = st->last_busy, duration = st->last_duration_us;

	/* MPERF unchanged: v4.5 keeps the previous sample and still runs the PID. */
	if (s->mperf) {
		unsigned long long num = (s->aperf << FRAC_BITS) * ((unsigned long long)100 << FRAC_BITS);

		core_pct = (int)(num / (s->mperf << FRAC_BITS));
		duration = (long long)s->duration_us;
		st->last_busy = core_pct;
		st->last_duration_us = duration;
	}
	tsng_gov_trace(d, "core_pct", core_pct);
	long long busy = mul_fp(core_pct, div_fp(int_tofp(p->physical_base_perf), int_tofp(p->cur_perf)));
	tsng_gov_trace(d, "busy", busy);
	long long sample_time = p->param[PID_SAMPLE_MS] * 1000;
	if (duration > sample_time * p->param[PID_HOLDOFF]) {
		long long ratio = div_fp(int_tofp(sample_time), int_tofp(duration));

		tsng_gov_trace(d, "ratio", ratio);
		busy = mul_fp(busy, ratio);
	}
	tsng_gov_trace(d, "scaled", busy);
	long long base = pid_base_pstate(p, s);
	pid_set_pstate(p, base - pid_calc(p, st, busy, d), d);
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR = {
	.abi = TSNG_GOV_ABI,
	.name = "pid",
	.description = "intel_pstate v4.5 PID on scaled busy (Core: get_target_pstate_use_performance)",
	.params = pid_params,
	.drive = TSNG_GOV_DRIVE_TIMER,
	.state_size = sizeof(struct pid_state),
	.period_us = pid_period_us,
	.init = pid_init,
	.decide = pid_decide,
};

#ifdef TSNG_GOVERNOR_ATOM
static const struct tsng_gov_param pid_atom_params[] = {
	PID_COMMON(60, 14, 4),
	{ 0, 0, 0, 0, 0 },
};

/* get_target_pstate_use_cpu_load(), v4.5 Atom: iowait time counts as busy. */
static int pid_atom_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
			   struct tsng_gov_decision *d)
{
	if (!s->tsc)
		return 0;
	unsigned long long iowait_mperf = s->iowait_us * p->khz_per_perf * (unsigned)p->base_perf / 1000;
	long long load = (long long)(((unsigned long long)int_tofp(100) *
				      ((s->mperf << p->aperf_mperf_shift) + iowait_mperf)) / s->tsc);

	tsng_gov_trace(d, "load", load);
	long long base = pid_base_pstate(p, s);
	if (p->param[PID_AVG])
		tsng_gov_trace(d, "avg_pstate", base);
	pid_set_pstate(p, base - pid_calc(p, state, load, d), d);
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR_ATOM = {
	.abi = TSNG_GOV_ABI,
	.name = "pid-atom",
	.description = "intel_pstate v4.5 PID on C0 load (Atom: get_target_pstate_use_cpu_load)",
	.params = pid_atom_params,
	.drive = TSNG_GOV_DRIVE_TIMER,
	.state_size = sizeof(struct pid_state),
	.period_us = pid_period_us,
	.init = pid_init,
	.decide = pid_atom_decide,
};
#endif

#ifdef TSNG_GOVERNOR_PSTATE
/* get_target_pstate(), v4.14+ (no PID), called from the scheduler's update_util. */
enum { PS_SAMPLE_MS, PS_MIN_PCT, PS_MAX_PCT };

static const struct tsng_gov_param pstate_params[] = {
	{ "sample_ms", 10, 1, 1000, "INTEL_PSTATE_SAMPLING_INTERVAL" },
	{ "min_perf_pct", 0, 0, 100, "intel_pstate min_perf_pct of turbo (kernel=4.15+: DIV_ROUND_UP)" },
	{ "max_perf_pct", 100, 0, 100, "intel_pstate max_perf_pct of turbo (kernel=4.14: 14-bit fraction)" },
	{ 0, 0, 0, 0, 0 },
};

struct pstate_state {
	long long iowait_boost;		/* FP8 */
	long long last_update_us, last_sample_us;
	int started;
};

/*
 * intel_pstate_update_perf_limits() with the policy's default limits
 * (scaling_min/max_freq = cpuinfo's: min_pstate .. the top P-state) and the
 * global min/max_perf_pct, both percent of the turbo P-state.  Each pair is
 * combined the same way: min = max(policy min, global min), both kept within
 * [policy min, policy max] and min <= max.  *lo, *hi: the range
 * intel_pstate_prepare_request() clamps to.
 */
static void pstate_combine(long long pmin, long long pmax, long long gmin, long long gmax, long long *min,
			   long long *max)
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
static void pstate_limits_ratio(const struct tsng_gov_policy *p, long min_pct, long max_pct, long long *lo,
				long long *hi)
{
	long long turbo = p->turbo_perf, min_r, max_r;

	/* global_max/min = DIV_ROUND_UP(turbo_max x pct, 100) */
	pstate_combine(p->min_perf, p->max_perf, (turbo * min_pct + 99) / 100, (turbo * max_pct + 99) / 100,
		       &min_r, &max_r);
	*lo = min_r > p->min_perf ? min_r : p->min_perf;
	*hi = max_r > *lo ? max_r : *lo;
}

/*
 * v4.12-v4.14 (intel_pstate_update_perf_limits with percent_ext_fp): fractions
 * of max_freq in 14-bit fixed point; the global percentages are of turbo, so
 * with no_turbo they are scaled by turbo_factor = turbo / max_pstate;
 * intel_pstate_get_min_max() then takes fp_ext_toint(base x fraction).
 */
static void pstate_limits_frac(const struct tsng_gov_policy *p, long min_pct, long max_pct, long long *lo,
			       long long *hi)
{
	long long base = p->max_perf, one = 1 << EXT_FRAC_BITS, min_f, max_f;
	long long pmin = ((long long)p->min_perf << EXT_FRAC_BITS) / base;
	long long gmin = ((long long)min_pct << EXT_FRAC_BITS) / 100, gmax = ((long long)max_pct << EXT_FRAC_BITS) / 100;

	if (base != p->turbo_perf) {
		long long turbo_factor = ((long long)p->turbo_perf << EXT_FRAC_BITS) / base;

		gmin = (gmin * turbo_factor) >> EXT_FRAC_BITS;
		gmax = (gmax * turbo_factor) >> EXT_FRAC_BITS;
	}
	pstate_combine(pmin, one, gmin, gmax, &min_f, &max_f);
	*lo = (base * min_f) >> EXT_FRAC_BITS;
	if (*lo < p->min_perf)
		*lo = p->min_perf;
	*hi = (base * max_f) >> EXT_FRAC_BITS;
	if (*hi < *lo)
		*hi = *lo;
}

static void pstate_limits(const struct tsng_gov_policy *p, long long *lo, long long *hi)
{
	if (p->kernel && p->kernel < 415)
		pstate_limits_frac(p, p->param[PS_MIN_PCT], p->param[PS_MAX_PCT], lo, hi);
	else
		pstate_limits_ratio(p, p->param[PS_MIN_PCT], p->param[PS_MAX_PCT], lo, hi);
}

static unsigned long long pstate_period_us(const struct tsng_gov_policy *p)
{
	return (unsigned long long)p->param[PS_SAMPLE_MS] * 1000;
}

/* intel_pstate_update_util(): iowait_boost in FP8, 1/8 then doubling, reset after a tick. */
static void pstate_iowait_boost(const struct tsng_gov_policy *p, struct pstate_state *st,
				const struct tsng_gov_sample *s)
{
	long long delta = (long long)s->now_us - st->last_update_us;

	if (s->iowait) {
		if (delta > (long long)p->tick_us || st->iowait_boost < int_tofp(1) / 8)
			st->iowait_boost = int_tofp(1) / 8;
		else if ((st->iowait_boost <<= 1) > int_tofp(1))
			st->iowait_boost = int_tofp(1);
	} else if (st->iowait_boost) {
		st->iowait_boost = delta > (long long)p->tick_us ? 0 : st->iowait_boost >> 1;
	}
	st->last_update_us = (long long)s->now_us;
}

static int pstate_decide(const struct tsng_gov_policy *p, void *state, const struct tsng_gov_sample *s,
			 struct tsng_gov_decision *d)
{
	struct pstate_state *st = state;

	pstate_iowait_boost(p, st, s);
	if (st->started && (long long)s->now_us - st->last_sample_us < (long long)pstate_period_us(p))
		return 0;
	if (!s->mperf || !s->tsc)
		return 0;
	st->started = 1;
	st->last_sample_us = (long long)s->now_us;

	long long busy_frac = div_fp((long long)(s->mperf << p->aperf_mperf_shift), (long long)s->tsc);
	tsng_gov_trace(d, "busy_frac", busy_frac);
	tsng_gov_trace(d, "boost", st->iowait_boost);
	if (busy_frac < st->iowait_boost)
		busy_frac = st->iowait_boost;
	long long target = p->max_perf;
	target += target >> 2;
	target = mul_fp(target, busy_frac);
	if (target < p->min_perf)
		target = p->min_perf;
	long long avg = pid_avg_pstate(p, s);
	tsng_gov_trace(d, "avg_pstate", avg);
	if (avg > target)
		target += (avg - target) >> 1;
	tsng_gov_trace(d, "target", target);

	long long lo, hi;

	pstate_limits(p, &lo, &hi);
	tsng_gov_trace(d, "min_ratio", lo);
	tsng_gov_trace(d, "max_ratio", hi);
	if (target < lo)
		target = lo;
	if (target > hi)
		target = hi;
	d->target = TSNG_GOV_TARGET_PERF;
	d->perf = (int)target;
	return 1;
}

const struct tsng_governor TSNG_GOVERNOR_PSTATE = {
	.abi = TSNG_GOV_ABI,
	.name = "pstate",
	.description = "intel_pstate non-HWP get_target_pstate() with iowait boost (v4.14+)",
	.params = pstate_params,
	.drive = TSNG_GOV_DRIVE_UPDATE,
	.state_size = sizeof(struct pstate_state),
	.period_us = pstate_period_us,
	.decide = pstate_decide,
};
#endif
