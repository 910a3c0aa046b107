/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The power model --calibrate-power fits (sim/calfit.c) to what a machine
 * drew at each pinned P-state, in the form --simulate's power model takes
 * (sim/power.h struct sim_power):
 *
 *   per busy core  P(f) = (leak_w + dyn_max_w x f / f_top) x v(f)^2,
 *   v(f) = V(f) / V(f_top) = 1 - slope x (1 - f / f_top)   (V linear in f),
 *   package        P = uncore_w + busy cores x P(f).
 *
 * Dynamic power is C f V^2 (CMOS switching); leakage is taken to grow as V^2,
 * as sim/power.c takes it, at a fixed temperature (the fit sees one).
 * dyn_max_w is C f_top V_top^2 and leak_w the leakage at V_top.
 *
 * With the core voltage measured at each step (IA32_PERF_STATUS [47:32]),
 * V = a + b f is a straight-line fit and P / v^2 = leak_w + dyn_max_w x f/f_top
 * a linear one: well determined.  Without it the slope of v is searched
 * too, and over the narrow range of P-states a part has, leakage and
 * dynamic power trade against each other: the total is still fitted well,
 * the split between them is not (said in the part file).
 */
#ifndef TSNG_CALFIT_H
#define TSNG_CALFIT_H

#include <stddef.h>

#include "sim/power.h"

struct gov_cpu;

/* One pinned P-state as measured over its interval. */
struct cal_step {
	int ratio;			/* the P-state asked for */
	double khz;			/* the clock it ran at: base x APERF / MPERF */
	double busy;			/* C0 share of the interval, 0..1 (MPERF over the base clock) */
	double pkg_w, core_w;		/* RAPL package and PP0 (core_w < 0: no PP0 domain) */
	double mv;			/* core voltage, mV (0: not measured) */
};

struct cal_fit {
	double leak_w, dyn_max_w, uncore_w, slope;
	double rms_w;			/* residual of the fitted quantity (per core with PP0, else package) */
	int core_domain;		/* 1: fitted to PP0, uncore = mean(package - PP0); 0: package only */
	double vtop_mv;			/* V at f_top from the measured voltages' line; 0: not measured */
};

#define CAL_MIN_STEPS 4

/*
 * Least squares over slope in [0, 0.95] (a scan, then golden-section
 * search) with leak_w, dyn_max_w (and uncore_w without PP0) linear at each
 * slope.  @cores: busy cores behind the energy counters; @npkg: packages
 * (uncore_w is per package); @top_khz: f_top.  0, or -EINVAL with a reason
 * in err (fewer than CAL_MIN_STEPS distinct clocks, no busy time, or a
 * negative term: the model does not describe these measurements).
 */
int cal_fit(const struct cal_step *s, size_t n, unsigned cores, unsigned npkg, double top_khz, struct cal_fit *out,
	    char *err, size_t errlen);

/* The fit as --simulate's power model: voltages in mV, or in thousandths of V_top (vmax_mv 1000) when not measured. */
void cal_fit_power(const struct cal_fit *f, const struct gov_cpu *cpu, struct sim_power *p);

#endif
