/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Why is this CPU slow: one verdict an interval, from what is already read
 * (decode/why.c).  The limit reasons come from decode/limits.c's one table
 * (its rank is the precedence); the request (HWP/CPPC max and EPP), the
 * active-core turbo limit and busy time fill in where no reason is set.
 */
#ifndef TSNG_WHY_H
#define TSNG_WHY_H

#include <stdbool.h>
#include <stdint.h>

#include "decode/facts.h"
#include "decode/limits.h"
#include "decode/trl.h"

/*
 * A verdict, as the Why column's cell holds it (a number, as CoreLim's are):
 * a limit reason is WHY_LIMIT + its rank (limits_rank(): one number a reason in every layout).
 */
enum why_code {
	WHY_NONE,	/* the limit reasons were read and none is set: no limit */
	WHY_UNKNOWN,	/* no limit reason could be read (why_facts.missing says what is missing) */
	WHY_IDLE,	/* mostly idle: the frequency hardly matters */
	WHY_HWP_MAX,	/* the OS's HWP/CPPC maximum is below the turbo limit */
	WHY_EPP,	/* an energy-leaning EPP, running below the turbo limit */
	WHY_POLICY,	/* running at cpufreq's scaling_max_freq, below the turbo limit */
	WHY_MAX_PCT,	/* running at intel_pstate's max_perf_pct, below the turbo limit */
	WHY_NO_TURBO,	/* running at the base frequency with intel_pstate's no_turbo set */
	WHY_LIMIT = 16,
};

/* Busy% under which a row is idle: its frequency is the idle governor's business. */
#define WHY_IDLE_PCT 5.0
/* EPP above this leans to energy (the kernel's balance_power is 192, power 255; default 128). */
#define WHY_EPP_ENERGY 128

/* What the verdicts need from start-up, decoded once (why_facts_derive()). */
struct why_facts {
	const char *missing;	/* why no limit reason can be read ("AMD has no limit-reason register"); NULL: readable */
	const struct limits_layout *plr;	/* the part's layout of MSR_CORE_PERF_LIMIT_REASONS; NULL: none */
	double bclk_mhz;	/* MHz a ratio; 0 unknown */
	double hwp_level_mhz;	/* MHz an HWP level: the bus clock where levels are ratios (Intel, not hybrid); 0 */
	struct trl_table trl;	/* the active-core turbo limits (n 0: unknown) */
	unsigned max_ratio;	/* the 1-core ceiling: max 1-core turbo, else HWP highest, else base with turbo off; 0 unknown */
	double max_mhz;		/* without ratios (AMD, a VM): cpufreq's cpuinfo_max_freq; 0 unknown */
	int cores_per_pkg;
	double pl1_w, pl2_w;	/* MSR_PKG_POWER_LIMIT's enabled limits; 0 unknown or off */
	char governor[32];	/* the first CPU's cpufreq scaling_governor at start-up; "" unread */
	double base_mhz;	/* the highest non-turbo frequency (base ratio); 0 unknown */
	bool knob_no_turbo;	/* turbo off at start-up by cpufreq's switch alone (intel_pstate/no_turbo, boost) */
	bool hybrid;		/* CPUs of unlike maxima: max_perf_pct is a share of each one's own */
};

/*
 * From the start-up facts @f (the part has MSR_CORE_PERF_LIMIT_REASONS as
 * the platform row's layout names, MSR access), the MSR_PKG_POWER_LIMIT of
 * @rs scaled by @power_w (RAPL watts a count; 0 unknown), --no-msr and the
 * topology's cores a package.
 */
void why_facts_derive(const struct cpu_facts *f, const struct regset *rs, double power_w, bool no_msr,
		      int cores_per_pkg, struct why_facts *w);

/* One row's interval as the verdict sees it. */
struct why_in {
	bool plr_ok;		/* MSR_CORE_PERF_LIMIT_REASONS read at the interval's end */
	uint64_t plr;		/* its status bits [15:0] */
	bool busy_ok;
	double busy_pct, bzy_mhz;	/* bzy_mhz 0: unknown */
	bool req_ok;		/* a CPU's HWP or CPPC request was read */
	unsigned req_max, epp;
	bool pkg;		/* a package or summary line: the ceiling is the active-core limit */
	double pol_max_mhz;	/* cpufreq scaling_max_freq (a package: its CPUs' highest); 0 unread */
	unsigned max_pct;	/* intel_pstate/max_perf_pct; 0 unread */
	int no_turbo;		/* intel_pstate/no_turbo: 1 set, 0 clear, -1 unread */
};

/*
 * How near the policy's maximum a busy CPU must run for the policy to be its
 * limit: a ratio step (intel_pstate turns a kHz limit into a whole ratio,
 * so 1850000 kHz runs at 1800 MHz), or 2 % of it without a bus clock.
 */
#define WHY_POLICY_TOL_STEPS 1.0
#define WHY_POLICY_TOL_PCT 2.0

struct why_verdict {
	int code;		/* enum why_code, or WHY_LIMIT + the reason's rank */
	double ceil_mhz;	/* the turbo limit it runs under; 0 unknown */
	double cap_mhz;		/* WHY_POLICY, WHY_MAX_PCT, WHY_NO_TURBO: the OS's maximum it runs at */
};

/*
 * The ceiling of a row: on a package line the turbo limit for the cores busy
 * on average (Busy% of the package times its cores, at least one); on a CPU
 * line the 1-core limit.  0 when unknown.
 */
double why_ceiling_mhz(const struct why_facts *w, double busy_pct, bool pkg);

/*
 * The OS's maximum for @in's row (WHY_POLICY, WHY_MAX_PCT or WHY_NO_TURBO
 * in *@code, the lowest; a tie goes to the driver-wide one): scaling_max_freq;
 * intel_pstate's max_perf_pct of the highest turbo ratio, rounded up to a
 * ratio (intel_pstate.c intel_pstate_update_perf_limits()); the base with
 * no_turbo set (or, unread, off at start-up by the switch).  0 when none is known.
 */
double why_policy_mhz(const struct why_facts *w, const struct why_in *in, int *code);

/*
 * The verdict, first that holds: a limit reason set (by rank), idle, the
 * OS's maximum (why_policy_mhz()) below the ceiling with the row running
 * at it, the request's maximum below the ceiling, an energy EPP below the
 * ceiling, unknown (no reason could be read), no limit.
 */
void why_judge(const struct why_facts *w, const struct why_in *in, struct why_verdict *v);

/*
 * Whether a verdict of no limit (or none known) at @mhz leaves the frequency
 * below the ceiling @ceil_mhz, by more than half a ratio step: then the
 * governor is worth naming.
 */
bool why_below(const struct why_facts *w, double mhz, double ceil_mhz);

/* The limit reason of @code, NULL for another verdict. */
const struct limit_bit *why_limit(int code);

/* The Why column's word: "PL1", "EPP", "none", "unknown"... "?" for a code it does not know. */
const char *why_word(int code);

#endif
