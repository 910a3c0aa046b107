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
	int n = t->ncols ? t->ncols : 1;

	memset(st, 0, sizeof(*st));
	st->ncols = t->ncols;
	st->gov_spec = t->gov_spec;
	st->cols = malloc(n * sizeof(*st->cols));
	st->sum = calloc(n, sizeof(*st->sum));
	st->secs = calloc(n, sizeof(*st->secs));
	st->max = calloc(n, sizeof(*st->max));
	st->max_j = calloc(n, sizeof(*st->max_j));
	st->n = calloc(n, sizeof(*st->n));
	if (!st->cols || !st->sum || !st->secs || !st->max || !st->max_j || !st->n) {
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
	free(st->n);
	memset(st, 0, sizeof(*st));
}

bool stats_is_energy(const struct stats *st, int c)
{
	return st->cols[c].fmt == FMT_WATT && col_defs[st->cols[c].id].name_joules;
}

bool stats_has(const struct stats *st, int c)
{
	const struct out_col *oc = &st->cols[c];

	return col_defs[oc->id].scope != CS_ID && oc->fmt != FMT_HEX32 && oc->fmt != FMT_HEX64 && st->n[c] > 0;
}

void stats_add(struct stats *st, const struct table *t)
{
	const struct cell *row = t->rows[0].cells;
	double w = t->interval_s;

	for (int c = 0; c < st->ncols && c < t->ncols; c++) {
		double v = row[c].v, joules = v * w;

		if (row[c].st != CELL_OK || !isfinite(v))
			continue;
		if (stats_is_energy(st, c) && t->joules) {	/* the cell holds joules: keep watts */
			joules = v;
			v = w > 0 ? v / w : 0;
		}
		st->sum[c] += v * w;
		st->secs[c] += w;
		if (!st->n[c] || v > st->max[c])
			st->max[c] = v;
		if (!st->n[c] || joules > st->max_j[c])
			st->max_j[c] = joules;
		st->n[c]++;
	}
	st->seconds += w;
	st->t = t->t;
	st->intervals++;
}

double stats_mean(const struct stats *st, int c)
{
	return st->secs[c] > 0 ? st->sum[c] / st->secs[c] : 0;
}
