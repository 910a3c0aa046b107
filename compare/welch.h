/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Welch's unequal-variances t-test (compare/welch.c): whether two runs'
 * per-interval samples of one quantity differ by more than their noise.
 */
#ifndef TSNG_WELCH_H
#define TSNG_WELCH_H

#include <stddef.h>

struct sample {
	size_t n;
	double mean, var;	/* the sample mean and unbiased variance (n - 1) */
};

/*
 * Loads the libm functions the test needs (exp, log, log1p, lgamma) with
 * dlopen(), so that only compare maps libm.  0, or -1 with one line in @why
 * naming the library and the package to install.  Call it before
 * welch_p() and welch_ibeta(), which give NaN without it.
 */
int welch_load(char *why, size_t whylen);

/* Mean and variance of @n values. */
struct sample welch_sample(const double *v, size_t n);

/*
 * Two-sided p-value of H0 "same mean" for @a and @b: t = (ma - mb) /
 * sqrt(va/na + vb/nb) with the Welch-Satterthwaite degrees of freedom.
 * -1 when it cannot be tested (fewer than two samples on a side).  Both
 * variances 0: 1 for equal means, 0 for different ones.
 */
double welch_p(const struct sample *a, const struct sample *b);

/* The regularized incomplete beta function I_x(a, b), 0 <= x <= 1 (exposed for its test). */
double welch_ibeta(double x, double a, double b);

#endif
