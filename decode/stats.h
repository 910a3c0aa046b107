/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Mean and maximum of each summary-row column over the intervals of a run
 * (decode/stats.c), for fork mode with --interval: the "Mean Busy%" /
 * "Max Busy%" rows that mmtests' monitor reports print.  The mean is
 * weighted by time: an interval of 0.07 s counts 0.07 s, not one interval;
 * the max is over the intervals, a short one folded into the one before (stats_short()).
 * Energy columns are kept as power (W) whatever --Joules says, with the
 * largest energy of one interval beside them.
 *
 * It is the run's one accumulator: the summary row's mean, maximum and
 * totals, and for the exporter's per-CPU counters the totals of every other
 * row, of the columns it reports as counters only (one value a row and
 * column: joules, residency seconds, counts), with the APERF/MPERF/TSC
 * cycles of each CPU and the intervals per broken plausibility rule.
 */
#ifndef TSNG_STATS_H
#define TSNG_STATS_H

#include "decode/table.h"

/*
 * What a row's total of a column is (stats_init()'s @keep): none kept, the
 * time-weighted sum of its values (percent x seconds: a residency), or the
 * sum of its non-negative values (counts, milliseconds; an energy column's
 * joules).
 */
enum stats_keep { STATS_NONE, STATS_SUM, STATS_TOTAL };

/* Which total of column @id each row keeps. */
typedef enum stats_keep (*stats_keep_fn)(enum col_id id);

struct stats {
	int ncols, nrows;	/* nrows: the rows kept, the summary row first */
	int table_rows;		/* the table's rows when made: a table of another layout is not added */
	struct out_col *cols;	/* a copy of the table's columns, energy ones named for power */
	/* the summary row's, by column */
	double *sum;		/* value times seconds */
	double *secs;		/* seconds with a value */
	double *max;
	double *max_j;		/* energy columns: the most joules of one interval */
	/*
	 * The summary row's last part, [column][3]: its value and seconds (a short interval
	 * folds into the one before it), and the max over the parts before it (NAN: none)
	 */
	double *last;
	double *total;		/* the sum of the non-negative values; energy columns: joules */
	int *n;			/* intervals with a value */
	/*
	 * The other rows' totals, NAN while the row has had no value: a row holds
	 * the kept columns of the scopes it carries (output/prom.c row_carries()),
	 * their slots in scope order, a CPU's, its core's (a core's first thread),
	 * its package's (a package's first CPU), the system's (none: the summary's)
	 */
	unsigned char *keep;	/* [column]: enum stats_keep */
	int *slot;		/* [column]: its place in a row of @row_total, -1 when not kept */
	int nslots;
	double *row_total;
	unsigned *row_at;	/* [row - 1]: where its totals begin in @row_total; [nrows - 1]: the end */
	double *cyc;		/* [3][row]: APERF, MPERF and TSC cycles of the CPU rows */
	unsigned char *cyc_seen;
	double implausible[PLAUS__COUNT];	/* intervals in which each plausibility rule broke */
	int intervals;
	double seconds;		/* all intervals */
	struct hw_time t;	/* end of the last interval */
	const char *const *gov_spec;
};

/*
 * Sized for @t's columns, which must not change afterwards: the summary row,
 * and with @keep every row's totals of the columns it keeps (the exporter's
 * per-CPU counters; NULL: the summary row only, what fork mode's Mean/Max
 * read); -ENOMEM.
 */
int stats_init(struct stats *st, const struct table *t, stats_keep_fn keep);
void stats_free(struct stats *st);

/* Adds every row of one interval; absent, reset, nan and infinite cells are left out. */
void stats_add(struct stats *st, const struct table *t);

/* Row @r's total of column @c, of the kind kept: false when it is not kept or has had no value. */
bool stats_total(const struct stats *st, int r, int c, double *v);

/*
 * Whether an interval of @secs is short: under half the mean length of those added so far
 * (the tail a command's end cuts off, a key press).  Its time counts in the Mean as any
 * interval's; for the summary's Max it is folded into the interval before it, weighted by
 * time (a 2 ms interval's few ticks alone would set it: idle% 104, a spike), so that the Mean
 * never passes the Max; fork mode prints no row of it.
 */
#define STATS_SHORT 0.5
bool stats_short(const struct stats *st, double secs);

/* Whether column @c has a mean and a maximum (numeric, not an id, not a raw register). */
bool stats_has(const struct stats *st, int c);

/* Time-weighted mean of column @c of the summary row. */
double stats_mean(const struct stats *st, int c);

/* Whether column @c is an energy column (kept as watts, with max_j). */
bool stats_is_energy(const struct stats *st, int c);

#endif
