/*
 * Mean and maximum of each summary-row column over the intervals of a run
 * (decode/stats.c), for fork mode with --interval: the "Mean Busy%" /
 * "Max Busy%" rows that mmtests' monitor reports print.
 */
#ifndef TSNG_STATS_H
#define TSNG_STATS_H

#include "decode/table.h"

struct stats {
	int ncols;
	struct out_col *cols;	/* a copy of the table's columns */
	double *sum, *max;
	int *n;			/* intervals with a value, per column */
	int intervals;
};

/* Sized for @t's columns, which must not change afterwards; -ENOMEM. */
int stats_init(struct stats *st, const struct table *t);
void stats_free(struct stats *st);

/* Adds the summary row of one interval; absent, reset, nan and infinite cells are left out. */
void stats_add(struct stats *st, const struct table *t);

/* Whether column @c has a mean and a maximum (numeric, not an id, not a raw register). */
bool stats_has(const struct stats *st, int c);

double stats_mean(const struct stats *st, int c);

#endif
