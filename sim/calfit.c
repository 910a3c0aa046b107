// SPDX-License-Identifier: GPL-2.0-only
/* The --calibrate-power fit (sim/calfit.h). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "gov/cpu.h"
#include "sim/calfit.h"

#define SLOPE_MAX 0.95
#define SLOPE_SCAN 190

struct cal_data {
	const struct cal_step *s;
	size_t n;
	unsigned cores, npkg;
	double top_khz;
	int core_domain;
	double a_mv, b_mv;		/* measured V = a + b x (x = f / f_top); b 0: not measured */
};

/* Solve the k x k system a x = b (k <= 3) by Gaussian elimination with pivoting; -1 when singular. */
static int cal_solve(double a[3][3], double b[3], int k, double x[3])
{
	for (int c = 0; c < k; c++) {
		int p = c;

		for (int r = c + 1; r < k; r++)
			if (fabs(a[r][c]) > fabs(a[p][c]))
				p = r;
		if (fabs(a[p][c]) < 1e-300)
			return -1;
		for (int j = 0; j < k; j++) {
			double t = a[c][j];

			a[c][j] = a[p][j];
			a[p][j] = t;
		}
		double t = b[c];

		b[c] = b[p];
		b[p] = t;
		for (int r = c + 1; r < k; r++) {
			double m = a[r][c] / a[c][c];

			for (int j = c; j < k; j++)
				a[r][j] -= m * a[c][j];
			b[r] -= m * b[c];
		}
	}
	for (int c = k - 1; c >= 0; c--) {
		double v = b[c];

		for (int j = c + 1; j < k; j++)
			v -= a[c][j] * x[j];
		x[c] = v / a[c][c];
	}
	return 0;
}

/*
 * One step's basis at a slope and what it should equal: with PP0 the power
 * of one busy core, (v^2, x v^2) . (leak, dyn); without, the package,
 * (npkg, busy cores x v^2, busy cores x x v^2) . (uncore, leak, dyn).
 */
static int cal_row(const struct cal_data *d, size_t i, double slope, double row[3], double *y)
{
	const struct cal_step *s = &d->s[i];
	double x = s->khz / d->top_khz, busy = s->busy * d->cores;
	double v = d->b_mv > 0 ? s->mv / (d->a_mv + d->b_mv) : 1 - slope * (1 - x);

	if (d->core_domain) {
		row[0] = v * v;
		row[1] = x * v * v;
		*y = s->core_w / busy;
		return 2;
	}
	row[0] = d->npkg;
	row[1] = busy * v * v;
	row[2] = busy * x * v * v;
	*y = s->pkg_w;
	return 3;
}

/* Least squares at one slope: the coefficients and the sum of squared residuals (HUGE_VAL if singular). */
static double cal_sse(const struct cal_data *d, double slope, double coef[3])
{
	double a[3][3] = { { 0 } }, b[3] = { 0 }, row[3], y, sse = 0;
	int k = 2;

	for (size_t i = 0; i < d->n; i++) {
		k = cal_row(d, i, slope, row, &y);
		for (int r = 0; r < k; r++) {
			for (int c = 0; c < k; c++)
				a[r][c] += row[r] * row[c];
			b[r] += row[r] * y;
		}
	}
	if (cal_solve(a, b, k, coef))
		return HUGE_VAL;
	for (size_t i = 0; i < d->n; i++) {
		double e;

		k = cal_row(d, i, slope, row, &y);
		e = y;
		for (int c = 0; c < k; c++)
			e -= row[c] * coef[c];
		sse += e * e;
	}
	return sse;
}

/* Clocks that differ by less than 0.1% count as one (a P-state the hardware capped). */
static size_t cal_distinct(const struct cal_step *s, size_t n)
{
	size_t m = 0;

	for (size_t i = 0; i < n; i++) {
		size_t j = 0;

		while (j < i && fabs(s[j].khz - s[i].khz) > 1e-3 * s[i].khz)
			j++;
		m += j == i;
	}
	return m;
}

static int cal_result(const struct cal_data *d, double best, const double coef[3], struct cal_fit *out, char *err,
		      size_t errlen);

/* The measured voltages' straight line V = a + b x, when every step has one and it rises; 0 otherwise. */
static int cal_volts(struct cal_data *d)
{
	double sx = 0, sy = 0, sxx = 0, sxy = 0, n = (double)d->n;

	for (size_t i = 0; i < d->n; i++) {
		double x = d->s[i].khz / d->top_khz, y = d->s[i].mv;

		if (!(y > 0))
			return 0;
		sx += x, sy += y, sxx += x * x, sxy += x * y;
	}
	double den = n * sxx - sx * sx;

	if (!(den > 0))
		return 0;
	d->b_mv = (n * sxy - sx * sy) / den;
	d->a_mv = (sy - d->b_mv * sx) / n;
	return d->b_mv > 0 && d->a_mv + d->b_mv > 0;
}

int cal_fit(const struct cal_step *s, size_t n, unsigned cores, unsigned npkg, double top_khz, struct cal_fit *out,
	    char *err, size_t errlen)
{
	struct cal_data d = { s, n, cores, npkg ? npkg : 1, top_khz, 1, 0, 0 };
	double coef[3], best = HUGE_VAL, at = 0;

	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < n; i++) {
		if (!(s[i].busy > 0.01) || !(s[i].khz > 0) || !isfinite(s[i].pkg_w)) {
			snprintf(err, errlen, "P-state %d: no busy time or no clock measured (busy %.3f, %.0f kHz)",
				 s[i].ratio, s[i].busy, s[i].khz);
			return -EINVAL;
		}
		d.core_domain &= s[i].core_w >= 0;
	}
	if (!cores || !(top_khz > 0) || cal_distinct(s, n) < CAL_MIN_STEPS) {
		snprintf(err, errlen, "need at least %d P-states that ran at different clocks (got %zu)", CAL_MIN_STEPS,
			 cal_distinct(s, n));
		return -EINVAL;
	}
	if (cal_volts(&d)) {
		out->slope = d.b_mv / (d.a_mv + d.b_mv);
		out->vtop_mv = d.a_mv + d.b_mv;
		best = cal_sse(&d, out->slope, coef);
		return cal_result(&d, best, coef, out, err, errlen);
	}
	for (int i = 0; i <= SLOPE_SCAN; i++) {
		double slope = SLOPE_MAX * i / SLOPE_SCAN, e = cal_sse(&d, slope, coef);

		if (e < best) {
			best = e;
			at = slope;
		}
	}
	/*
	 * golden-section search around the scan's best, kept in [0, SLOPE_MAX]
	 * (comparisons, not libm's fmin/fmax: the scan's slopes are never NaN)
	 */
	double lo = at - SLOPE_MAX / SLOPE_SCAN, hi = at + SLOPE_MAX / SLOPE_SCAN;

	lo = lo > 0 ? lo : 0;
	hi = hi < SLOPE_MAX ? hi : SLOPE_MAX;
	const double g = (sqrt(5) - 1) / 2;

	for (int it = 0; it < 100 && hi - lo > 1e-12; it++) {
		double m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo);

		if (cal_sse(&d, m1, coef) <= cal_sse(&d, m2, coef))
			hi = m2;
		else
			lo = m1;
	}
	out->slope = (lo + hi) / 2;
	best = cal_sse(&d, out->slope, coef);
	return cal_result(&d, best, coef, out, err, errlen);
}

/* The coefficients at the chosen slope as the fit's terms; -EINVAL when one is negative. */
static int cal_result(const struct cal_data *dd, double best, const double coef[3], struct cal_fit *out, char *err,
		      size_t errlen)
{
	const struct cal_data d = *dd;
	const struct cal_step *s = d.s;
	size_t n = d.n;

	out->core_domain = d.core_domain;
	out->rms_w = sqrt(best / (double)n);
	if (d.core_domain) {
		double u = 0;

		for (size_t i = 0; i < n; i++)
			u += s[i].pkg_w - s[i].core_w;
		out->uncore_w = u / (double)n / d.npkg;
		out->leak_w = coef[0];
		out->dyn_max_w = coef[1];
	} else {
		out->uncore_w = coef[0];
		out->leak_w = coef[1];
		out->dyn_max_w = coef[2];
	}
	if (!(out->leak_w >= 0 && out->dyn_max_w > 0 && out->uncore_w >= 0) || !isfinite(best)) {
		snprintf(err, errlen, "the fit gives leakage %.3f W, dynamic %.3f W, uncore %.3f W: the model "
			 "(C f V^2 plus V^2 leakage, V linear in f) does not describe these measurements",
			 out->leak_w, out->dyn_max_w, out->uncore_w);
		return -EINVAL;
	}
	return 0;
}

void cal_fit_power(const struct cal_fit *f, const struct gov_cpu *cpu, struct sim_power *p)
{
	double top = gov_top_pstate(cpu), vtop = f->vtop_mv > 0 ? f->vtop_mv : 1000;

	memset(p, 0, sizeof(*p));
	p->vmax_mv = (unsigned)lround(vtop);
	p->vmin_mv = (unsigned)lround(vtop * (1 - f->slope * (1 - cpu->min_pstate / top)));
	p->vbase_mv = (unsigned)lround(vtop * (1 - f->slope * (1 - cpu->max_pstate_physical / top)));
	p->leak_w = f->leak_w;
	p->dyn_max_w = f->dyn_max_w;
	p->uncore_w = f->uncore_w;
}
