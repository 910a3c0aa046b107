/*
 * turbostat-ng compare BASE NEW... (compare/compare.c): the seed threads'
 * ratio table from recorded runs.  One row per quantity: the baseline's
 * time-weighted mean and the spread of its interval samples, then each
 * run's mean, its ratio to the baseline and whether the difference is
 * within noise (Welch's t-test at 95% on the per-interval samples).
 */
#ifndef TSNG_COMPARE_H
#define TSNG_COMPARE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

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

/* The ratio of run @r to the baseline on @row; NAN where there is none. */
double cmp_ratio(const struct cmp_row *row, int r);

/* "~" within noise, "**" significant, "" untested. */
const char *cmp_verdict(const struct cmp_cell *c);

/* compare/print.c: the table as aligned text, CSV or one JSON object. */
void cmp_print_text(const struct cmp_table *t, FILE *out);
void cmp_print_csv(const struct cmp_table *t, FILE *out);
void cmp_print_json(const struct cmp_table *t, FILE *out);

/* The subcommand; @argv[0] is "compare".  Returns the exit status (2 for bad input, with one line on stderr). */
int compare_main(int argc, char **argv);

#endif
