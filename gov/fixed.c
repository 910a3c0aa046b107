// SPDX-License-Identifier: GPL-2.0-only
/*
 * The two fixed policies (cpufreq_performance.c, cpufreq_powersave.c).  The
 * sampling governors, ondemand and conservative, are gov/tmpl/ondemand.c and
 * gov/tmpl/conservative.c.
 */
#include "gov_impl.h"

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
