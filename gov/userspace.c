// SPDX-License-Identifier: GPL-2.0-only
/*
 * The userspace governor (drivers/cpufreq/cpufreq_userspace.c): the
 * frequency someone wrote to scaling_setspeed, within the policy's limits.
 */
#include "gov_impl.h"

enum { US_SETSPEED };

static const struct gov_param us_params[] = {
	{ "setspeed_khz", 0, 0, 10000000, "scaling_setspeed; 0: policy->cur when the governor starts" },
	{ NULL, 0, 0, 0, NULL },
};

static uint64_t us_period_us(const struct gov_inst *g)
{
	(void)g;
	return GOV_TICK_US;
}

/* cpufreq_userspace_policy_start(): setspeed starts as policy->cur. */
static void us_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	(void)cpu;
	st->requested_khz = g->param[US_SETSPEED] ? g->param[US_SETSPEED] : (int64_t)st->cur_khz;
}

/*
 * cpufreq_userspace_policy_limits(): above policy->max the max (RELATION_H),
 * below policy->min the min, else setspeed itself (RELATION_L).
 */
static int us_decide(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
		     const struct gov_sample *s, struct gov_decision *d)
{
	uint64_t lo = gov_table_khz(cpu, (int)cpu->min_pstate), hi = gov_table_khz(cpu, (int)gov_top_pstate(cpu));
	uint64_t set = (uint64_t)st->requested_khz;

	(void)g;
	(void)s;
	if (set > hi)
		gov_decide_khz(cpu, d, hi, GOV_REL_H);
	else
		gov_decide_khz(cpu, d, set < lo ? lo : set, GOV_REL_L);
	gov_state_set_current(st, cpu, d->pstate);
	return 1;
}

const struct gov_ops gov_userspace_ops = {
	.name = "userspace",
	.description = "cpufreq userspace: scaling_setspeed within the policy's limits",
	.params = us_params,
	.drive = GOV_DRIVE_UPDATE,
	.period_us = us_period_us,
	.traits = GOV_CPUFREQ | GOV_LOAD_BLIND,
	.init = us_init,
	.decide = us_decide,
};
