// SPDX-License-Identifier: GPL-2.0-only
/*
 * The verdict of an interval: why a row ran at the frequency it did.  Pure:
 * numbers in, a code out; the --why lines (output/why.c), the Why column
 * and the top view say it in words.
 */
#include <math.h>
#include <stdio.h>

#include "decode/why.h"

/* MSR_PKG_POWER_LIMIT 0x610: PL1 [14:0] power, [15] enable; PL2 the same at [46:32], [47] (SDM vol. 4 table 2-22). */
#define MSR_PKG_POWER_LIMIT 0x610

static double power_limit_w(uint64_t v, unsigned at, double power_w)
{
	return (v >> (at + 15) & 1) ? (double)(v >> at & 0x7FFF) * power_w : 0;
}

/* What is missing when no limit reason can be read, in a few words. */
static const char *missing(const struct cpu_facts *f, bool no_msr)
{
	if (no_msr)
		return "no MSR reads (--no-msr)";
	if (f->msr_access)
		return f->id.hypervisor ? "no MSRs in this VM" : "no MSR access";
	if (f->pf && limits_layout(f->pf->plr_layout))
		return NULL;
	if (f->id.vendor == VENDOR_AMD)
		return "AMD has no limit-reason register";
	if (f->id.vendor != VENDOR_INTEL)
		return "no limit-reason register";
	return "MSR_CORE_PERF_LIMIT_REASONS not known for this part";
}

void why_facts_derive(const struct cpu_facts *f, const struct regset *rs, double power_w, bool no_msr,
		      int cores_per_pkg, struct why_facts *w)
{
	uint64_t pl = 0;

	*w = (struct why_facts){ .missing = missing(f, no_msr), .cores_per_pkg = cores_per_pkg > 0 ? cores_per_pkg : 1,
				 .plr = f->pf ? limits_layout(f->pf->plr_layout) : NULL };
	w->bclk_mhz = facts_ratio_mhz(f, 1);
	/* a hybrid part's HWP levels are not ratios, nor are AMD's CPPC levels */
	if (f->id.vendor == VENDOR_INTEL && !f->id.hybrid)
		w->hwp_level_mhz = w->bclk_mhz;
	/*
	 * with turbo off the active-core limits do not apply; off by cpufreq's
	 * switch alone, they are still what the hardware would give, and the
	 * switch is the OS's limit (why_policy_mhz())
	 */
	w->knob_no_turbo = f->turbo_disabled && f->turbo_off_by_os;
	if (f->trl_state.state == FACT_OK && (!f->turbo_disabled || w->knob_no_turbo))
		w->trl = f->trl;
	w->max_ratio = trl_max_ratio(&w->trl);
	if (!w->max_ratio && !f->id.hybrid && f->hwp_caps_state.state == FACT_OK)
		w->max_ratio = f->hwp.highest;
	/* the base is a ceiling only where nothing turbos past it */
	if (!w->max_ratio && f->turbo_disabled && f->base_ratio.state == FACT_OK)
		w->max_ratio = (unsigned)f->base_ratio.v;
	if (f->base_ratio.state == FACT_OK)
		w->base_mhz = f->base_ratio.v * w->bclk_mhz;
	w->hybrid = f->id.hybrid;
	if (f->sysfs_max_khz.state != FACT_NONE)
		w->max_mhz = (double)f->sysfs_max_khz.v / 1000;
	char path[96];
	const char *gov;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/cpufreq/scaling_governor", rs->cpu);
	gov = regset_text(rs, path);
	snprintf(w->governor, sizeof(w->governor), "%.31s", gov ? gov : "");	/* a governor name is 15 bytes at most (CPUFREQ_NAME_LEN) */
	if (power_w > 0 && !regset_msr(rs, MSR_PKG_POWER_LIMIT, &pl)) {
		w->pl1_w = power_limit_w(pl, 0, power_w);
		w->pl2_w = power_limit_w(pl, 32, power_w);
	}
}

double why_ceiling_mhz(const struct why_facts *w, double busy_pct, bool pkg)
{
	unsigned ratio = w->max_ratio;

	if (pkg && w->trl.n) {
		double cores = round(busy_pct / 100 * w->cores_per_pkg);
		unsigned r = trl_ratio_for_cores(&w->trl, cores < 1 ? 1 : (unsigned)cores);

		if (r)
			ratio = r;
	}
	if (ratio && w->bclk_mhz > 0)
		return ratio * w->bclk_mhz;
	return w->max_mhz;
}

/* Below the ceiling by more than half a ratio step (or 1%: no bus clock). */
static bool below(double mhz, double ceil, double bclk)
{
	return mhz > 0 && ceil > 0 && mhz < ceil - (bclk > 0 ? bclk / 2 : ceil / 100);
}

bool why_below(const struct why_facts *w, double mhz, double ceil_mhz)
{
	return below(mhz, ceil_mhz, w->bclk_mhz);
}

/* The lower of two maxima (0 unknown); a tie keeps the first. */
static void lower(double mhz, int code, double *best, int *best_code)
{
	if (mhz > 0 && (*best <= 0 || mhz < *best)) {
		*best = mhz;
		*best_code = code;
	}
}

double why_policy_mhz(const struct why_facts *w, const struct why_in *in, int *code)
{
	double cap = 0;

	*code = WHY_NONE;
	if (in->no_turbo == 1 || (in->no_turbo < 0 && w->knob_no_turbo))
		lower(w->base_mhz, WHY_NO_TURBO, &cap, code);
	/* a share of each CPU's own highest turbo ratio: of one maximum only where all CPUs share it */
	if (in->max_pct && in->max_pct < 100 && w->max_mhz > 0 && !w->hybrid) {
		double pct_mhz = w->max_mhz * in->max_pct / 100;

		/* in whole ratios, as the driver: DIV_ROUND_UP(turbo ratio * pct, 100) */
		if (w->bclk_mhz > 0) {
			unsigned turbo = (unsigned)(w->max_mhz / w->bclk_mhz + 0.5);

			pct_mhz = (turbo * in->max_pct + 99) / 100 * w->bclk_mhz;
		}
		lower(pct_mhz, WHY_MAX_PCT, &cap, code);
	}
	lower(in->pol_max_mhz, WHY_POLICY, &cap, code);
	return cap;
}

/* Whether @mhz is within the declared tolerance of the OS's maximum @cap (WHY_POLICY_TOL_*). */
static bool at_cap(const struct why_facts *w, double mhz, double cap)
{
	double tol = w->bclk_mhz > 0 ? WHY_POLICY_TOL_STEPS * w->bclk_mhz : cap * WHY_POLICY_TOL_PCT / 100;

	return mhz > 0 && mhz <= cap + tol && mhz >= cap - tol;
}

void why_judge(const struct why_facts *w, const struct why_in *in, struct why_verdict *v)
{
	const struct limit_bit *b = in->plr_ok ? limits_verdict(w->plr, in->plr) : NULL;
	double req_mhz = in->req_max * w->hwp_level_mhz;
	int pol_code;
	double cap = why_policy_mhz(w, in, &pol_code);

	v->ceil_mhz = why_ceiling_mhz(w, in->busy_ok ? in->busy_pct : 0, in->pkg);
	v->cap_mhz = cap;
	if (b)
		v->code = WHY_LIMIT + (int)limits_rank(b->field);
	else if (in->busy_ok && in->busy_pct < WHY_IDLE_PCT)
		v->code = WHY_IDLE;
	else if (cap > 0 && below(cap, v->ceil_mhz, w->bclk_mhz) && at_cap(w, in->bzy_mhz, cap))
		v->code = pol_code;
	else if (in->req_ok && req_mhz > 0 && below(req_mhz, v->ceil_mhz, w->bclk_mhz))
		v->code = WHY_HWP_MAX;
	else if (in->req_ok && in->epp > WHY_EPP_ENERGY && below(in->bzy_mhz, v->ceil_mhz, w->bclk_mhz))
		v->code = WHY_EPP;
	else
		v->code = in->plr_ok ? WHY_NONE : WHY_UNKNOWN;
}

const struct limit_bit *why_limit(int code)
{
	return code > WHY_LIMIT ? limits_of_rank((unsigned)(code - WHY_LIMIT)) : NULL;
}

const char *why_word(int code)
{
	static const char *const words[] = {
		[WHY_NONE] = "none", [WHY_UNKNOWN] = "unknown", [WHY_IDLE] = "idle",
		[WHY_HWP_MAX] = "HWPMax", [WHY_EPP] = "EPP", [WHY_POLICY] = "Policy", [WHY_MAX_PCT] = "MaxPerfPct",
		[WHY_NO_TURBO] = "NoTurbo",
	};
	const struct limit_bit *b = why_limit(code);

	if (b)
		return b->name;
	return code >= 0 && code < (int)(sizeof(words) / sizeof(words[0])) && words[code] ? words[code] : "?";
}
