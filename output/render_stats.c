/*
 * The Mean/Max table of a run (include/stats.h), in the layout of the
 * mmtests monitor summaries quoted in kernel mailing-list threads
 * ("Mean %Busy 27.28"): one "Mean <column>" and one "Max <column>" line per
 * column, the value right-aligned.  JSON: one object
 *   {"intervals":N,"mean":{col:v},"max":{col:v}}.
 */
#include <stdio.h>

#include "output/jsonw.h"
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

	fprintf(out, "Mean and Max over %d intervals\n", st->intervals);
	for (int c = 0; c < st->ncols; c++) {
		if (!stats_has(st, c))
			continue;
		value_text(st, c, true, buf, sizeof(buf));
		fprintf(out, "Mean %-20s %12s\n", st->cols[c].name, buf);
		value_text(st, c, false, buf, sizeof(buf));
		fprintf(out, "Max  %-20s %12s\n", st->cols[c].name, buf);
	}
}

static void json_members(const struct stats *st, bool mean, FILE *out)
{
	char buf[64];
	int first = 1;

	fprintf(out, ",\"%s\":{", mean ? "mean" : "max");
	for (int c = 0; c < st->ncols; c++) {
		if (!stats_has(st, c))
			continue;
		value_text(st, c, mean, buf, sizeof(buf));
		/* names come from --add and sysfs state names: escaped like every other JSON key */
		fputs(first ? "" : ",", out);
		jsonw_str(out, st->cols[c].name);
		fprintf(out, ":%s", buf);
		first = 0;
	}
	fputc('}', out);
}

void render_stats(const struct stats *st, bool json, FILE *out)
{
	if (json) {
		fprintf(out, "{\"intervals\":%d", st->intervals);
		json_members(st, true, out);
		json_members(st, false, out);
		fputs("}\n", out);
	} else {
		stats_text(st, out);
	}
	fflush(out);
}
