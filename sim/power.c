// SPDX-License-Identifier: GPL-2.0-only
/*
 * Power of one core of the domain (sim/power.h struct sim_power).  CMOS
 * dynamic power is C x f x V^2; leakage is taken as V^2 (leakage current
 * grows with voltage), a model choice rather than a measured curve.  The
 * domain shares one voltage, so an idle core that still leaks (C1) does so
 * at the voltage its busy siblings asked for.
 */
#include "gov/cpu.h"
#include "sim/power.h"

void sim_power_default(const struct gov_cpu *cpu, struct sim_power *p)
{
	double ghz = gov_pstate_khz(cpu, (int)gov_top_pstate(cpu)) / 1e6;

	/*
	 * Chosen by hand, not fitted: the i7-2600k's model as it was before make
	 * sim-fit, its dynamic power scaled by top frequency (16 W at 3.8 GHz:
	 * 4.2 W per GHz); a recording does not say
	 * which idle states the machine had, so only C1 (intel_idle's 2 us).
	 */
	*p = (struct sim_power){ .vmin_mv = 950, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = 2.0,
				 .dyn_max_w = 4.2 * ghz, .uncore_w = 2.1, .transition_us = 20, .ncstates = 1,
				 .cstate = { { "C1", 2, 2, 1.0 } } };
}

/* Linear between (x0, v0) and (x1, v1), flat outside. */
static double sim_power_lerp(double x, double x0, double v0, double x1, double v1)
{
	if (x <= x0 || x1 <= x0)
		return v0;
	return x >= x1 ? v1 : v0 + (v1 - v0) * (x - x0) / (x1 - x0);
}

double sim_power_mv(const struct sim_power *p, const struct gov_cpu *cpu, int pstate)
{
	double lo = cpu->min_pstate, base = cpu->max_pstate_physical, hi = gov_top_pstate(cpu);

	if (pstate <= base || hi <= base)
		return sim_power_lerp(pstate, lo, p->vmin_mv, base, p->vbase_mv);
	return sim_power_lerp(pstate, base, p->vbase_mv, hi, p->vmax_mv);
}

void sim_power_basis(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, double *leak, double *dyn)
{
	double vr = sim_power_mv(p, cpu, pstate) / p->vmax_mv;

	*leak = vr * vr;
	*dyn = (double)pstate / gov_top_pstate(cpu) * vr * vr;
}

double sim_power_busy_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate)
{
	double leak, dyn;

	sim_power_basis(p, cpu, pstate, &leak, &dyn);
	return p->leak_w * leak + p->dyn_max_w * dyn;
}

double sim_power_idle_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, size_t k)
{
	double leak, dyn;

	sim_power_basis(p, cpu, pstate, &leak, &dyn);
	return k < p->ncstates ? p->leak_w * leak * p->cstate[k].leak_frac : 0;
}
