/*
 * CSV (RFC 4180): one header line for the whole run, then every row with
 * every column, empty where a value does not apply, and an "interval" and
 * "time" column first so that intervals can be told apart.
 */
#include <stdio.h>
#include <string.h>

#include "output/render.h"

/* A name from --add or a sysfs state name may hold a comma or a quote: RFC 4180 quotes it. */
static void csv_name(FILE *out, const char *s)
{
	if (!s[strcspn(s, ",\"\r\n")]) {
		fputs(s, out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

static void csv_begin(struct renderer *r, const struct table *t)
{
	fprintf(r->out, "interval,time");
	for (int c = 0; c < t->ncols; c++) {
		fputc(',', r->out);
		csv_name(r->out, t->cols[c].name);
	}
	fputc('\n', r->out);
}

static void csv_row(struct renderer *r, const struct table *t, int row)
{
	const struct table_row *tr = &t->rows[row];
	char buf[64];

	fprintf(r->out, "%u,%lld.%06lld", r->interval + 1, (long long)t->t.tod_sec, (long long)t->t.tod_usec);
	for (int c = 0; c < t->ncols; c++) {
		const struct cell *cell = &tr->cells[c];
		bool id = col_defs[t->cols[c].id].scope == CS_ID;

		if (cell->st == CELL_ABSENT && !(id && !tr->cpu)) {
			fputc(',', r->out);
			continue;
		}
		render_cell_plain(&t->cols[c], cell, buf, sizeof(buf));
		fprintf(r->out, ",%s", buf);
	}
	fputc('\n', r->out);
}

const struct render_ops render_csv = {
	.name = "csv",
	.begin = csv_begin,
	.row = csv_row,
};
