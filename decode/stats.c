/* Mean and maximum per summary column over the intervals of a run. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "decode/stats.h"

int stats_init(struct stats *st, const struct table *t)
{
	int n = t->ncols ? t->ncols : 1;

	memset(st, 0, sizeof(*st));
	st->ncols = t->ncols;
	st->cols = malloc(n * sizeof(*st->cols));
	st->sum = calloc(n, sizeof(*st->sum));
	st->max = calloc(n, sizeof(*st->max));
	st->n = calloc(n, sizeof(*st->n));
	if (!st->cols || !st->sum || !st->max || !st->n) {
		stats_free(st);
		return -ENOMEM;
	}
	memcpy(st->cols, t->cols, t->ncols * sizeof(*st->cols));
	return 0;
}

void stats_free(struct stats *st)
{
	free(st->cols);
	free(st->sum);
	free(st->max);
	free(st->n);
	memset(st, 0, sizeof(*st));
}

bool stats_has(const struct stats *st, int c)
{
	const struct out_col *oc = &st->cols[c];

	return col_defs[oc->id].scope != CS_ID && oc->fmt != FMT_HEX32 && oc->fmt != FMT_HEX64 && st->n[c] > 0;
}

void stats_add(struct stats *st, const struct table *t)
{
	const struct cell *row = t->rows[0].cells;

	for (int c = 0; c < st->ncols && c < t->ncols; c++) {
		if (row[c].st != CELL_OK || !isfinite(row[c].v))
			continue;
		st->sum[c] += row[c].v;
		if (!st->n[c] || row[c].v > st->max[c])
			st->max[c] = row[c].v;
		st->n[c]++;
	}
	st->intervals++;
}

double stats_mean(const struct stats *st, int c)
{
	return st->n[c] ? st->sum[c] / st->n[c] : 0;
}
