// SPDX-License-Identifier: GPL-2.0-only
/*
 * The autonomous HWP controller (gov/driver.h): a parametric model, not the
 * vendor's algorithm, which is not public.  What is public (SDM Vol. 3B,
 * 15.4.4 and 15.4.5): the hardware picks a level within the request's
 * [min, max]; EPP 0 hints performance and 255 energy; a non-zero desired
 * replaces autonomous selection; an activity window sets how far back the
 * hardware looks (0: the hardware chooses).
 *
 * Parameters of hwp_model_default (model choices, declared before any run
 * against the seeds, not fitted; a calibration recipe is in turbostat-ng(8),
 * GOVERNOR MODELS):
 *   eval_us 1000: a millisecond-scale re-evaluation;
 *   window_us 4000: activity averaged over a few evaluations;
 *   up_tau_us 2000, down_tau_us 20000: ramps up fast and decays slowly, the
 *     asymmetry the seed thread describes (the hardware "going above
 *     schedutil's floor on short bursts");
 *   gain 8 at EPP 0 down to 1 at EPP 255: the fraction of [min, max] asked
 *     per unit of activity; at 255 the level follows activity, at 0 any
 *     activity above 1/8 asks for max.
 * No efficient-frequency preference and no package-level coordination.
 *
 * The model takes its parameters (struct hwp_model): make sim-fit's fitted
 * ones for Intel HWP live with the fit, in sim/hwp_fit.c.
 */
#include "gov/driver.h"

const struct hwp_model hwp_model_default = {
	.eval_us = 1000, .window_us = 4000, .up_tau_us = 2000, .down_tau_us = 20000,
	.gain_epp0 = 8.0, .gain_epp255 = 1.0,
};

static double hwp_clamp(double v, double lo, double hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

void hwp_core_init(struct hwp_core *h, const struct hwp_request *r)
{
	h->activity = 0;
	h->perf = r->min;
}

int hwp_core_eval(const struct hwp_model *m, struct hwp_core *h, const struct hwp_request *r, uint64_t busy_ns)
{
	double eval_ns = m->eval_us * 1000.0, lo = r->min, hi = r->max < r->min ? r->min : r->max;
	double a = hwp_clamp((double)busy_ns / eval_ns, 0, 1), target;

	h->activity += (a - h->activity) * hwp_clamp((double)m->eval_us / m->window_us, 0, 1);
	if (r->desired) {
		target = hwp_clamp(r->desired, lo, hi);
	} else {
		double gain = m->gain_epp0 + (m->gain_epp255 - m->gain_epp0) * (r->epp > 255 ? 255 : r->epp) / 255.0;

		target = lo + (hi - lo) * hwp_clamp(h->activity * gain, 0, 1);
	}
	unsigned tau = target > h->perf ? m->up_tau_us : m->down_tau_us;

	h->perf += (target - h->perf) * hwp_clamp((double)m->eval_us / tau, 0, 1);
	/* a new min or max applies at once */
	h->perf = hwp_clamp(h->perf, lo, hi);
	return (int)(h->perf + 0.5);
}
