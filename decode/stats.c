// SPDX-License-Identifier: GPL-2.0-only
/* Time-weighted mean and maximum per summary column over the intervals of a run. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/stats.h"

int stats_init(struct stats *st, const struct table *t)
{
	return stats_init_rows(st, t, t->nrows);
}

int stats_init_rows(struct stats *st, const struct table *t, int keep)
{
	size_t rows = keep > 0 && t->nrows > 0 ? (size_t)(keep < t->nrows ? keep : t->nrows) : 1,
	       n = (t->ncols ? t->ncols : 1) * rows;

	memset(st, 0, sizeof(*st));
	st->ncols = t->ncols;
	st->nrows = (int)rows;
	st->table_rows = t->nrows;
	st->gov_spec = t->gov_spec;
	st->cols = malloc((t->ncols ? t->ncols : 1) * sizeof(*st->cols));
	st->sum = calloc(n, sizeof(*st->sum));
	st->secs = calloc(n, sizeof(*st->secs));
	st->max = calloc(n, sizeof(*st->max));
	st->max_j = calloc(n, sizeof(*st->max_j));
	st->last = calloc(3 * (t->ncols ? t->ncols : 1), sizeof(*st->last));
	st->total = calloc(n, sizeof(*st->total));
	st->n = calloc(n, sizeof(*st->n));
	st->cyc = calloc(3 * rows, sizeof(*st->cyc));
	st->cyc_seen = calloc(3 * rows, 1);
	if (!st->cols || !st->sum || !st->secs || !st->max || !st->max_j || !st->last || !st->total || !st->n ||
	    !st->cyc || !st->cyc_seen) {
		stats_free(st);
		return -ENOMEM;
	}
	memcpy(st->cols, t->cols, t->ncols * sizeof(*st->cols));
	for (int c = 0; c < st->ncols; c++)
		if (stats_is_energy(st, c))
			snprintf(st->cols[c].name, sizeof(st->cols[c].name), "%s", col_defs[st->cols[c].id].name);
	return 0;
}

void stats_free(struct stats *st)
{
	free(st->cols);
	free(st->sum);
	free(st->secs);
	free(st->max);
	free(st->max_j);
	free(st->last);
	free(st->total);
	free(st->n);
	free(st->cyc);
	free(st->cyc_seen);
	memset(st, 0, sizeof(*st));
}

bool stats_is_energy(const struct stats *st, int c)
{
	return st->cols[c].fmt == FMT_WATT && col_defs[st->cols[c].id].name_joules;
}

bool stats_has(const struct stats *st, int c)
{
	const struct out_col *oc = &st->cols[c];

	/* a verdict is a code, not a quantity: no mean or maximum */
	return col_defs[oc->id].scope != CS_ID && oc->fmt != FMT_HEX32 && oc->fmt != FMT_HEX64 && oc->fmt != FMT_WHY &&
	       st->n[c] > 0;
}

bool stats_short(const struct stats *st, double secs)
{
	return st->intervals && secs < STATS_SHORT * st->seconds / st->intervals;
}

/*
 * The summary's Max over parts of the run: each interval, a short one folded into the part
 * before it weighted by seconds, so that the Mean (their time-weighted mean) never passes it.
 */
static void summary_max(struct stats *st, int c, size_t i, double v, double w, bool brief)
{
	double *l = &st->last[3 * (size_t)c];

	if (brief && st->n[i] && l[1] + w > 0) {
		l[0] = (l[0] * l[1] + v * w) / (l[1] + w);
		l[1] += w;
		st->max[i] = isnan(l[2]) || l[0] > l[2] ? l[0] : l[2];
		return;
	}
	l[2] = st->n[i] ? st->max[i] : NAN;
	l[0] = v;
	l[1] = w;
	if (!st->n[i] || v > st->max[i])
		st->max[i] = v;
}

/* One row's cells into its slots. */
static void add_row(struct stats *st, const struct table *t, int r)
{
	const struct cell *row = t->rows[r].cells;
	double w = t->interval_s;
	bool brief = stats_short(st, w);

	for (int c = 0; c < st->ncols && c < t->ncols; c++) {
		double v = row[c].v, joules = v * w;
		size_t i = stats_at(st, r, c);
		bool energy = stats_is_energy(st, c);

		/* a raw --add counter's cell holds its register value, which stats_has() never shows */
		if (row[c].st != CELL_OK || cell_exact(t->cols[c].fmt) || !isfinite(v))
			continue;
		if (energy && t->joules) {	/* the cell holds joules: keep watts */
			joules = v;
			v = w > 0 ? v / w : 0;
		}
		st->sum[i] += v * w;
		st->secs[i] += w;
		/* a counter's total never goes down: a value below 0 adds nothing */
		if ((energy ? joules : v) >= 0)
			st->total[i] += energy ? joules : v;
		if (r == 0)
			summary_max(st, c, i, v, w, brief);
		/* a short interval's few ticks are no maximum of a CPU row (its time counts in the mean) */
		else if (!st->n[i] || (v > st->max[i] && !brief))
			st->max[i] = v;
		if (!st->n[i] || (joules > st->max_j[i] && !brief))
			st->max_j[i] = joules;
		st->n[i]++;
	}
}

/* The cycle counters of the CPU rows (row r: delta[r - 1]); an offline CPU adds nothing. */
static void add_cycles(struct stats *st, const struct table *t)
{
	for (int r = 1; r < st->nrows && r < t->nrows && t->delta; r++) {
		const struct delta *d = &t->delta[r - 1];
		const double v[3] = { (double)d->acnt, (double)d->mcnt, delta_raw(d, RAW_TSC)->v };
		const bool ok[3] = { delta_raw(d, RAW_APERF)->st == DS_OK, delta_raw(d, RAW_MPERF)->st == DS_OK,
				     delta_raw(d, RAW_TSC)->st == DS_OK };

		for (int k = 0; k < 3; k++)
			if (ok[k] && !d->offline) {
				st->cyc[(size_t)k * st->nrows + r] += v[k];
				st->cyc_seen[(size_t)k * st->nrows + r] = 1;
			}
	}
}

void stats_add(struct stats *st, const struct table *t)
{
	for (int r = 0; r < st->nrows && r < t->nrows; r++)
		add_row(st, t, r);
	add_cycles(st, t);
	for (int i = 0; t->plaus && i < t->plaus->n; i++)
		st->implausible[t->plaus->f[i].rule]++;
	st->seconds += t->interval_s;
	st->t = t->t;
	st->intervals++;
}

double stats_mean(const struct stats *st, int c)
{
	return st->secs[c] > 0 ? st->sum[c] / st->secs[c] : 0;
}
