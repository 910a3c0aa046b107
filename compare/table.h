/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The compare table (compare/table.c): one row per quantity, one cell per
 * side (a list of repeated runs), the baseline first.  compare/compare.c fills it, compare/print.c
 * prints it; both read it through this header only.
 */
#ifndef TSNG_COMPARE_TABLE_H
#define TSNG_COMPARE_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#define CMP_RUNS_MAX 16		/* sides: the baseline and up to 15 others */
#define CMP_SIDE_RUNS_MAX 64	/* repeated runs of one side */
#define CMP_ROWS_MAX 96
#define CMP_ALPHA 0.05

/*
 * One quantity of one side: each run reduces to one value (its time-weighted
 * mean, or its total for energy), and the side to the mean of those.
 */
struct cmp_cell {
	bool has;
	double mean;	/* the arithmetic (or, for a score, harmonic) mean of the run values */
	double sd;	/* sample standard deviation of the run values; NAN with one run */
	size_t n;	/* runs with a value */
	double p;	/* Welch's two-sided p over run values against the baseline; -1 when untested */
};

struct cmp_row {
	char name[72];
	const char *stat;	/* "Amean", "Hmean" for a rate (MHz, W, a score, as mmtests' tables); "Stddev", "Min", "Max" */
	bool spread;		/* Stddev, Min or Max over the intervals: no spread of its own, no verdict */
	struct cmp_cell c[CMP_RUNS_MAX];	/* [0] is the baseline */
};

struct cmp_table {
	int nruns;
	const char *run[CMP_RUNS_MAX];	/* the sides' names */
	char host_note[320];	/* "host differs: ..." when the sides' records name different hosts */
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
