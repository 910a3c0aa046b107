// SPDX-License-Identifier: GPL-2.0-only
/*
 * The compare table as text aligned like the seed threads' tables
 * ("Mean %Busy 27.28 26.81"), as CSV (one line per quantity and run) and
 * as one JSON object.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "compare/print.h"
#include "output/jsonw.h"
#include "output/render.h"

#define NAME_W 16

/* @decimals after the point, or in exponent form from CMP_FIXED_MAX on (never 400 digits of %f). */
static void fixed(FILE *out, int width, int decimals, double v)
{
	fprintf(out, fabs(v) < CMP_FIXED_MAX ? "%*.*f" : "%*.*e", width, decimals, v);
}

/*
 * Two decimals as the seeds' tables print them; a mean below 1 (a score per
 * watt) gets four, so that it does not round to 0.17.
 */
static void num(FILE *out, int width, double v, bool has, bool mean)
{
	if (has && isfinite(v))
		fixed(out, width, mean && fabs(v) < 1 && v != 0 ? 4 : 2, v);
	else
		fprintf(out, "%*s", width, "-");
}

static int width_of(const char *name)
{
	int n = (int)strlen(name);

	return n > 10 ? n : 10;
}

void cmp_print_text(const struct cmp_table *t, FILE *out)
{
	int w0 = width_of(t->run[0]);

	fprintf(out, "%-*s %*s %8s", NAME_W, "", w0, t->run[0], "sd");
	for (int r = 1; r < t->nruns; r++)
		fprintf(out, "  %*s %6s%s", width_of(t->run[r]), t->run[r], "ratio", r + 1 < t->nruns ? "   " : "");
	fputc('\n', out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		fprintf(out, "%-*s ", NAME_W, row->name);
		num(out, w0, row->c[0].mean, row->c[0].has, true);
		fputc(' ', out);
		num(out, 8, row->c[0].sd, row->c[0].has, false);
		for (int r = 1; r < t->nruns; r++) {
			fputs("  ", out);
			num(out, width_of(t->run[r]), row->c[r].mean, row->c[r].has, true);
			fputc(' ', out);
			num(out, 6, cmp_ratio(row, r), true, false);
			const char *v = cmp_verdict(row, r);

			/* the verdict column is padded except at the end of the line */
			if (r + 1 < t->nruns)
				fprintf(out, " %-2s", v);
			else if (*v)
				fprintf(out, " %s", v);
		}
		fputc('\n', out);
	}
	fprintf(out, "sd: the baseline's spread over its intervals; ~ within noise, ** significant "
		"(Welch's t-test, two-sided, 95%%, per-interval samples)\n");
}

/* Four decimals (p: four significant digits, it is at most 1); nothing where there is no number. */
static void csv_num(FILE *out, double v, bool has, bool p)
{
	fputc(',', out);
	if (has && isfinite(v) && p)
		fprintf(out, "%.4g", v);
	else if (has && isfinite(v))
		fixed(out, 0, 4, v);
}

void cmp_print_csv(const struct cmp_table *t, FILE *out)
{
	fputs("quantity,run,mean,sd,n,ratio,p,verdict\n", out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		for (int r = 0; r < t->nruns; r++) {
			const struct cmp_cell *c = &row->c[r];

			render_csv_field(out, row->name);
			fputc(',', out);
			render_csv_field(out, t->run[r]);
			csv_num(out, c->mean, c->has, false);
			csv_num(out, c->sd, c->has, false);
			fprintf(out, ",%zu", c->n);
			csv_num(out, cmp_ratio(row, r), r > 0, false);
			csv_num(out, c->p, c->p >= 0, true);
			fprintf(out, ",%s\n", cmp_verdict(row, r));
		}
	}
}

/*
 * 15 significant digits, all a double holds exactly: fixed notation below
 * CMP_FIXED_MAX (1234567.89, not %.6g's 1.23457e+06), exponent form from
 * there on; null where there is no number.
 */
static void json_num(FILE *out, const char *key, double v, bool has)
{
	fprintf(out, ",\"%s\":", key);
	if (has && isfinite(v))
		fprintf(out, "%.15g", v);
	else
		fputs("null", out);
}

void cmp_print_json(const struct cmp_table *t, FILE *out)
{
	fputs("{\"schema\":1,\"kind\":\"compare\",\"test\":\"welch-t two-sided 0.05\",\"runs\":[", out);
	for (int r = 0; r < t->nruns; r++) {
		fputs(r ? "," : "", out);
		jsonw_str(out, t->run[r]);
	}
	fputs("],\"rows\":[", out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		fprintf(out, "%s{\"quantity\":", i ? "," : "");
		jsonw_str(out, row->name);
		fputs(",\"values\":[", out);
		for (int r = 0; r < t->nruns; r++) {
			const struct cmp_cell *c = &row->c[r];
			const char *v = cmp_verdict(row, r);

			fprintf(out, "%s{\"run\":", r ? "," : "");
			jsonw_str(out, t->run[r]);
			json_num(out, "mean", c->mean, c->has);
			json_num(out, "sd", c->sd, c->has);
			fprintf(out, ",\"n\":%zu", c->n);
			json_num(out, "ratio", cmp_ratio(row, r), r > 0);
			json_num(out, "p", c->p, c->p >= 0);
			fputs(",\"verdict\":", out);
			jsonw_str(out, v[0] ? v : NULL);
			fputc('}', out);
		}
		fputs("]}", out);
	}
	fputs("]}\n", out);
}
