/*
 * Power model of one core: P = static + dyn_max * (f/f_max) * (V/V_max)^2 in
 * C0, where V rises linearly from vmin at the lowest P-state to vmax at the
 * highest; a constant idle_w otherwise; plus uncore_w all the time (the
 * simulation adds it).  CMOS dynamic power is C * f * V^2.
 */
#include "gov/sim.h"

void sim_power_default(const struct gov_cpu *cpu, struct sim_power *p)
{
	double ghz = gov_pstate_khz(cpu, (int)gov_top_pstate(cpu)) / 1e6;

	/* roughly 3 W of dynamic power per GHz of top frequency at 1.25 V */
	*p = (struct sim_power){ .vmin_mv = 800, .vmax_mv = 1250, .static_w = 1.5,
				 .dyn_max_w = 3.0 * ghz, .idle_w = 0.1, .uncore_w = 1.0 };
}

double sim_power_busy_w(const struct sim_power *p, const struct gov_cpu *cpu, unsigned khz)
{
	double fmin = gov_pstate_khz(cpu, (int)cpu->min_pstate);
	double fmax = gov_pstate_khz(cpu, (int)gov_top_pstate(cpu));
	double v = p->vmin_mv;

	if (fmax <= 0)
		return p->static_w;
	if (fmax > fmin && khz > fmin)
		v += (p->vmax_mv - (double)p->vmin_mv) * (khz - fmin) / (fmax - fmin);
	double vr = v / p->vmax_mv;

	return p->static_w + p->dyn_max_w * (khz / fmax) * vr * vr;
}
