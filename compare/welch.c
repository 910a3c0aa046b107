// SPDX-License-Identifier: GPL-2.0-only
/*
 * Welch's t-test.  The p-value of |t| with df degrees of freedom is the
 * Student t tail, I_{df/(df+t^2)}(df/2, 1/2) (Abramowitz and Stegun
 * 26.7.1 with 26.5.27); the incomplete beta is evaluated by its continued
 * fraction (A&S 26.5.8) with the modified Lentz method.
 */
#include <float.h>
#include <math.h>

#include "compare/welch.h"
#include "lib/dynlib.h"

/* The shared object's SONAME, taken from libc6-dev at build time (Makefile) */
#ifndef TSNG_LIBM_SONAME
#define TSNG_LIBM_SONAME "libm.so.6"
#endif

/*
 * The libm functions GCC does not inline (the Makefile's -fno-math-errno
 * inlines the rest), loaded when compare starts: mapping libm costs every
 * run 392 KiB resident whatever it calls (docs/memory.md).
 */
static struct libm_ops {
	double (*exp)(double x);
	double (*log)(double x);
	double (*log1p)(double x);
	double (*lgamma)(double x);
} libm;

static const struct dynlib_sym entry[] = {
	{ "exp", offsetof(struct libm_ops, exp) },
	{ "log", offsetof(struct libm_ops, log) },
	{ "log1p", offsetof(struct libm_ops, log1p) },
	{ "lgamma", offsetof(struct libm_ops, lgamma) },
};
static struct dynlib libm_lib =
	DYNLIB(TSNG_LIBM_SONAME, "libc6, whose libm has the exp, log and lgamma of the Welch test", entry, &libm);

int welch_load(char *why, size_t whylen)
{
	/* the slots' types against <math.h>'s (an operand of sizeof is not evaluated: nothing linked) */
	(void)sizeof(libm.exp = exp);
	(void)sizeof(libm.log = log);
	(void)sizeof(libm.log1p = log1p);
	(void)sizeof(libm.lgamma = lgamma);
	return dynlib_get(&libm_lib, why, whylen);
}

struct sample welch_sample(const double *v, size_t n)
{
	struct sample s = { .n = n };
	double ss = 0;

	for (size_t i = 0; i < n; i++)
		s.mean += v[i];
	s.mean = n ? s.mean / n : 0;
	for (size_t i = 0; i < n; i++)
		ss += (v[i] - s.mean) * (v[i] - s.mean);
	s.var = n > 1 ? ss / (n - 1) : 0;
	return s;
}

/* The continued fraction of I_x(a, b), good for x < (a + 1) / (a + b + 2). */
static double beta_cf(double x, double a, double b)
{
	const double tiny = 1e-300;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h;

	d = 1 / (fabs(d) < tiny ? tiny : d);
	h = d;
	for (int m = 1; m <= 300; m++) {
		for (int odd = 0; odd < 2; odd++) {
			double num = odd ? -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
					 : m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m));

			d = 1 + num * d;
			d = 1 / (fabs(d) < tiny ? tiny : d);
			c = 1 + num / c;
			c = fabs(c) < tiny ? tiny : c;
			h *= d * c;
			if (odd && fabs(d * c - 1) < 1e-14)
				return h;
		}
	}
	return h;
}

double welch_ibeta(double x, double a, double b)
{
	double front;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	if (!libm.exp)
		return NAN;	/* welch_load() has not succeeded */
	front = libm.exp(libm.lgamma(a + b) - libm.lgamma(a) - libm.lgamma(b) + a * libm.log(x) + b * libm.log1p(-x));
	if (x < (a + 1) / (a + b + 2))
		return front * beta_cf(x, a, b) / a;
	return 1 - front * beta_cf(1 - x, b, a) / b;
}

double welch_p(const struct sample *a, const struct sample *b)
{
	double qa, qb, se2, t, df;

	if (a->n < 2 || b->n < 2)
		return -1;
	qa = a->var / a->n;
	qb = b->var / b->n;
	se2 = qa + qb;
	if (se2 <= DBL_MIN)
		return a->mean == b->mean ? 1 : 0;
	t = (a->mean - b->mean) / sqrt(se2);
	df = se2 * se2 / (qa * qa / (a->n - 1) + qb * qb / (b->n - 1));
	return welch_ibeta(df / (df + t * t), df / 2, 0.5);
}
