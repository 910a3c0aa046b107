/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The compare table (compare/table.c): one row per quantity, one cell per
 * run, the baseline first.  compare/compare.c fills it, compare/print.c
 * prints it; both read it through this header only.
 */
#ifndef TSNG_COMPARE_TABLE_H
#define TSNG_COMPARE_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#define CMP_RUNS_MAX 16
#define CMP_ROWS_MAX 96
#define CMP_ALPHA 0.05

/* One quantity of one run. */
struct cmp_cell {
	bool has;
	double mean;	/* time-weighted mean of the interval samples, or the run's total */
	double sd;	/* sample standard deviation of the interval samples; NAN when not one */
	size_t n;	/* interval samples */
	double p;	/* Welch's two-sided p against the baseline; -1 when untested */
};

struct cmp_row {
	char name[72];
	struct cmp_cell c[CMP_RUNS_MAX];	/* [0] is the baseline */
};

struct cmp_table {
	int nruns;
	const char *run[CMP_RUNS_MAX];	/* names */
	int nrows;
	struct cmp_row row[CMP_ROWS_MAX];
};

/* The ratio of run @r to the baseline on @row; NAN where there is none or a mean is not finite. */
double cmp_ratio(const struct cmp_row *row, int r);

/*
 * Run @r's verdict on @row: "~" within noise, "**" significant, "" when
 * untested, or when its mean, the baseline's or p is not a finite number
 * (a sum that overflowed says nothing about noise).
 */
const char *cmp_verdict(const struct cmp_row *row, int r);

/* Numbers at and beyond 1e15 are printed in exponent form: a double's 15 digits are all above the point. */
#define CMP_FIXED_MAX 1e15

#endif
