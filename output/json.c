/*
 * JSON Lines: one object per interval.  Keys are the column names; values
 * are numbers, or null where the value is absent, reset or not a number.
 *   {"interval":N,"time":S.US,"interval_s":X,"units":{col:unit},
 *    "summary":{col:value},
 *    "cpus":[{"package":P,"core":C,"cpu":N, thread columns}],
 *    "cores":[{"package":P,"core":C, core columns}],
 *    "packages":[{"package":P, package columns}]}
 */
#include <math.h>
#include <stdio.h>

#include "output/jsonw.h"
#include "output/render.h"

static const char *unit_of(const struct out_col *oc, bool joules)
{
	switch (oc->fmt) {
	case FMT_PCT:
		return "%";
	case FMT_MHZ:
		return "MHz";
	case FMT_KPS:
		return "k/s";
	case FMT_WATT:
		return joules ? "J" : "W";
	case FMT_COUNT:
	case FMT_COUNT64:
		return "count";
	case FMT_DEGC:
		return "C";
	case FMT_RATIO:
		return "1/1024";
	case FMT_PSTATE:
		return "ratio";
	case FMT_USEC:
		return "us";
	case FMT_TOD:
		return "us";
	case FMT_ID:
	case FMT_PER:
	case FMT_HEX32:
	case FMT_HEX64:
		break;
	}
	return NULL;
}

static void put_key(FILE *out, const char *s)
{
	jsonw_str(out, s);
	fputc(':', out);
}

static void put_value(FILE *out, const struct out_col *oc, const struct cell *c)
{
	char buf[64];

	/* JSON has no nan or inf */
	if (c->st != CELL_OK || !isfinite(c->v)) {
		fputs("null", out);
		return;
	}
	render_cell_plain(oc, c, buf, sizeof(buf));
	/* a raw register is hex text, which JSON has no number for */
	if (oc->fmt == FMT_HEX32 || oc->fmt == FMT_HEX64)
		fprintf(out, "\"0x%s\"", buf);
	else
		fputs(buf, out);
}

/* The columns of @row whose scope is @scope, as "key":value pairs. */
static void put_cells(FILE *out, const struct table *t, int row, int scope, int *first)
{
	for (int c = 0; c < t->ncols; c++) {
		enum col_scope s = col_defs[t->cols[c].id].scope;

		if (s == CS_ID || (scope >= 0 && (int)s != scope))
			continue;
		fputs(*first ? "" : ",", out);
		*first = 0;
		put_key(out, t->cols[c].name);
		put_value(out, &t->cols[c], &t->rows[row].cells[c]);
	}
}

/* Rows of one scope; none under --Summary, which asks for the summary only (the keys stay). */
static void put_group(const struct renderer *r, const struct table *t, const char *key, enum col_scope scope)
{
	FILE *out = r->out;
	int firstrow = 1;

	fprintf(out, ",\"%s\":[", key);
	for (int i = 1; i < t->nrows && !r->summary_only; i++) {
		const struct topo_cpu *cpu = t->rows[i].cpu;
		int first = 0;

		if (!t->rows[i].shown || (scope == CS_CORE && !cpu->first_in_core) ||
		    (scope == CS_PKG && !cpu->first_in_pkg))
			continue;
		fprintf(out, "%s{\"package\":%d", firstrow ? "" : ",", cpu->pkg);
		if (scope != CS_PKG)
			fprintf(out, ",\"core\":%d", cpu->core);
		if (scope == CS_CPU)
			fprintf(out, ",\"cpu\":%d", cpu->cpu);
		put_cells(out, t, i, scope, &first);
		fputc('}', out);
		firstrow = 0;
	}
	fputc(']', out);
}

static void json_interval(struct renderer *r, const struct table *t)
{
	FILE *out = r->out;
	int first = 1;

	fprintf(out, "{\"interval\":%u,\"time\":%lld.%06lld,\"interval_s\":%.6f,\"units\":{",
		r->interval + 1, (long long)t->t.tod_sec, (long long)t->t.tod_usec, t->interval_s);
	for (int c = 0; c < t->ncols; c++) {
		const char *u = unit_of(&t->cols[c], t->joules);

		if (!u)
			continue;
		fputs(first ? "" : ",", out);
		first = 0;
		put_key(out, t->cols[c].name);
		fprintf(out, "\"%s\"", u);
	}
	fputs("},\"summary\":{", out);
	first = 1;
	put_cells(out, t, 0, -1, &first);
	fputc('}', out);
	put_group(r, t, "cpus", CS_CPU);
	put_group(r, t, "cores", CS_CORE);
	put_group(r, t, "packages", CS_PKG);
	fputs("}\n", out);
}

const struct render_ops render_json = {
	.name = "json",
	.interval = json_interval,
};
