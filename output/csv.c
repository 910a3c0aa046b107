// SPDX-License-Identifier: GPL-2.0-only
/*
 * CSV (RFC 4180) in the record schema (output/record.h): one header line
 * for the whole run, then one line per row of every record with every
 * field, empty where a value does not apply.  The first columns say what
 * the line is: kind, interval, start, time, interval_s, then package, die,
 * core, cpu and core_type (empty on the summary line).
 */
#include <stdio.h>
#include <string.h>

#include "output/render.h"

/* A name from --add, a governor spec or a sysfs state name may hold a comma or a quote: RFC 4180 quotes it. */
void render_csv_field(FILE *out, const char *s)
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
	struct record_field f[RECORD_FIELDS_MAX];
	int n = record_fields(t, f);

	fprintf(r->out, "kind,interval,start,time,interval_s,package,die,core,cpu,core_type");
	for (int i = 0; i < n; i++) {
		fputc(',', r->out);
		render_csv_field(r->out, f[i].name);
	}
	fputc('\n', r->out);
}

static void put_id(FILE *out, int v)
{
	if (v >= 0)
		fprintf(out, ",%d", v);
	else
		fputc(',', out);
}

static void csv_row(struct renderer *r, const struct table *t, int row)
{
	const struct table_row *tr = &t->rows[row];
	struct record_field f[RECORD_FIELDS_MAX];
	int n = record_fields(t, f);
	struct record_time rt = record_time(t);
	char buf[64];

	fprintf(r->out, "%s,", record_kind_names[r->kind]);
	if (r->kind == REC_INTERVAL)
		fprintf(r->out, "%u", r->interval + 1);
	fprintf(r->out, ",%s,%s,%.6f", rt.start, rt.end, t->interval_s);
	if (tr->cpu) {
		const char *type = record_core_type(tr->cpu);

		put_id(r->out, tr->cpu->pkg);
		put_id(r->out, tr->cpu->die);
		put_id(r->out, tr->cpu->core);
		put_id(r->out, tr->cpu->cpu);
		fprintf(r->out, ",%s", type ? type : "");
	} else {
		fputs(",,,,,", r->out);
	}
	for (int i = 0; i < n; i++) {
		const char *v = record_value(t, &f[i], row, r->energy_j, buf, sizeof(buf));

		fprintf(r->out, ",%s", v ? v : "");
	}
	fputc('\n', r->out);
}

const struct render_ops render_csv = {
	.name = "csv",
	.records = true,
	.begin = csv_begin,
	.row = csv_row,
};
