/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Mean and maximum of each summary-row column over the intervals of a run
 * (decode/stats.c), for fork mode with --interval: the "Mean Busy%" /
 * "Max Busy%" rows that mmtests' monitor reports print.  The mean is
 * weighted by time: an interval of 0.07 s counts 0.07 s, not one interval.
 * Energy columns are kept as power (W) whatever --Joules says, with the
 * largest energy of one interval beside them.
 */
#ifndef TSNG_STATS_H
#define TSNG_STATS_H

#include "decode/table.h"

struct stats {
	int ncols;
	struct out_col *cols;	/* a copy of the table's columns, energy ones named for power */
	double *sum;		/* value times seconds */
	double *secs;		/* seconds with a value, per column */
	double *max;
	double *max_j;		/* energy columns: the most joules of one interval */
	int *n;			/* intervals with a value, per column */
	int intervals;
	double seconds;		/* all intervals */
	struct hw_time t;	/* end of the last interval */
	const char *const *gov_spec;
};

/* Sized for @t's columns, which must not change afterwards; -ENOMEM. */
int stats_init(struct stats *st, const struct table *t);
void stats_free(struct stats *st);

/* Adds the summary row of one interval; absent, reset, nan and infinite cells are left out. */
void stats_add(struct stats *st, const struct table *t);

/* Whether column @c has a mean and a maximum (numeric, not an id, not a raw register). */
bool stats_has(const struct stats *st, int c);

/* Time-weighted mean of column @c. */
double stats_mean(const struct stats *st, int c);

/* Whether column @c is an energy column (kept as watts, with max_j). */
bool stats_is_energy(const struct stats *st, int c);

#endif
