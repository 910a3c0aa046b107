// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Mean/Max of a run (decode/stats.h).  Text: the layout of the mmtests
 * monitor summaries quoted in kernel mailing-list threads ("Mean %Busy
 * 27.28"): one "Mean <column>" and one "Max <column>" line per column, the
 * value right-aligned.  CSV and JSON: a "mean" and a "max" record of the
 * summary row, in the schema of the interval records.
 */
#include <stdio.h>
#include <stdlib.h>

#include "output/render.h"
#include "decode/stats.h"

/* Means keep two decimals whatever the column's format; maxima print as the column does. */
static void value_text(const struct stats *st, int c, bool mean, char *buf, size_t len)
{
	struct cell cell = { .v = mean ? stats_mean(st, c) : st->max[c], .st = CELL_OK };

	if (mean)
		snprintf(buf, len, "%.2f", cell.v);
	else
		render_cell_plain(&st->cols[c], &cell, buf, len);
}

static void stats_text(const struct stats *st, FILE *out)
{
	char buf[64];

	fprintf(out, "Mean and Max over %d intervals (%.2f sec, means weighted by time)\n", st->intervals,
		st->seconds);
	for (int c = 0; c < st->ncols; c++) {
		if (!stats_has(st, c))
			continue;
		value_text(st, c, true, buf, sizeof(buf));
		fprintf(out, "Mean %-20s %12s\n", st->cols[c].name, buf);
		value_text(st, c, false, buf, sizeof(buf));
		fprintf(out, "Max  %-20s %12s\n", st->cols[c].name, buf);
	}
}

/* One summary row of means or maxima, energy columns as watts, rendered as a record of @kind. */
static void stats_record(const struct stats *st, struct renderer *r, enum record_kind kind)
{
	struct cell *cells = calloc(st->ncols ? st->ncols : 1, sizeof(*cells));
	struct table_row row = { .cells = cells, .shown = true };
	struct table t = {
		.ncols = st->ncols, .cols = st->cols, .nrows = 1, .rows = &row,
		.interval_s = st->seconds, .t = st->t, .gov_spec = st->gov_spec,
	};

	if (!cells)
		return;
	for (int c = 0; c < st->ncols; c++) {
		bool has = stats_has(st, c);

		cells[c] = (struct cell){ .st = has ? CELL_OK : CELL_ABSENT };
		if (has)
			cells[c].v = kind == REC_MEAN ? stats_mean(st, c) : st->max[c];
	}
	r->kind = kind;
	r->energy_j = kind == REC_MAX ? st->max_j : NULL;
	render_interval(r, &t);
	r->energy_j = NULL;
	free(cells);
}

void render_stats(const struct stats *st, struct renderer *r)
{
	if (r->ops->records) {
		stats_record(st, r, REC_MEAN);
		stats_record(st, r, REC_MAX);
	} else {
		stats_text(st, r->out);
		fflush(r->out);
	}
}
