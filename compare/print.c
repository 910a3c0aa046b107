// SPDX-License-Identifier: GPL-2.0-only
/*
 * The compare table as text aligned like mmtests' compare-kernels tables
 * ("Amean Busy% 27.28 +- 1.20% ..."), as CSV (one line per quantity and
 * side) and as one JSON object.
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

static void num(FILE *out, int width, int decimals, double v, bool has)
{
	if (has && isfinite(v))
		fixed(out, width, decimals, v);
	else
		fprintf(out, "%*s", width, "-");
}

/*
 * A row's decimals, the same in every side: two as the seeds' tables print them; four where a
 * side's mean is below 1 (a score per watt), so that it does not round to 0.17.
 */
static int row_decimals(const struct cmp_table *t, const struct cmp_row *row)
{
	for (int r = 0; r < t->nruns; r++)
		if (row->c[r].has && isfinite(row->c[r].mean) && fabs(row->c[r].mean) < 1 && row->c[r].mean != 0)
			return 4;
	return 2;
}

/* The coefficient of variation of a side's run values, in percent; NAN with one run. */
static double cov_pct(const struct cmp_cell *c)
{
	return c->has && isfinite(c->sd) && c->mean != 0 ? 100 * c->sd / fabs(c->mean) : NAN;
}

#define SIDE_W 21	/* "   27.28 +-   1.20%" */

/* Whether a side of one run took part: its verdicts cannot be given. */
static bool single_run(const struct cmp_table *t)
{
	for (int i = 0; i < t->nrows; i++)
		for (int r = 0; r < t->nruns; r++)
			if (t->row[i].c[r].has && t->row[i].c[r].n == 1)
				return true;
	return false;
}

/*
 * mmtests' compare-kernels layout: per side the mean of the run values and
 * their coefficient of variation, then each other side's ratio to the
 * baseline and its verdict.
 */
void cmp_print_text(const struct cmp_table *t, FILE *out)
{
	fprintf(out, "%-6s %-*s %*s", "", NAME_W, "", SIDE_W, t->run[0]);
	for (int r = 1; r < t->nruns; r++)
		fprintf(out, "  %*s %6s%s", SIDE_W, t->run[r], "ratio", r + 1 < t->nruns ? "   " : "");
	fputc('\n', out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		int decimals = row_decimals(t, row);

		fprintf(out, "%-6s %-*s ", row->stat ? row->stat : "", NAME_W, row->name);
		for (int r = 0; r < t->nruns; r++) {
			double cov = cov_pct(&row->c[r]);

			if (r)
				fputs("  ", out);
			num(out, 10, decimals, row->c[r].mean, row->c[r].has);
			if (row->spread)
				fprintf(out, "%11s", "");
			else if (isfinite(cov))
				fprintf(out, " +- %6.2f%%", cov);
			else
				fprintf(out, " +- %7s", "-");
			if (!r)
				continue;
			fputc(' ', out);
			num(out, 6, 2, cmp_ratio(row, r), true);
			const char *v = cmp_verdict(row, r);

			/* the verdict column is padded except at the end of the line */
			if (r + 1 < t->nruns)
				fprintf(out, " %-2s", v);
			else if (*v)
				fprintf(out, " %s", v);
		}
		fputc('\n', out);
	}
	fprintf(out, "Amean: mean of the run means (shares, temperatures, totals); Hmean: their harmonic mean (rates: "
		     "MHz, W, a score); +- the coefficient of variation of the runs; ~ within noise, ** significant "
		     "(Welch's t-test over run means, two-sided, 95%%)\n");
	if (single_run(t))
		fprintf(out, "1 run: no significance (give repeated runs per side: BASE... -- NEW...)\n");
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
	fputs("quantity,stat,side,runs,mean,sd,cov,ratio,p,verdict\n", out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		for (int r = 0; r < t->nruns; r++) {
			const struct cmp_cell *c = &row->c[r];

			render_csv_field(out, row->name);
			fprintf(out, ",%s,", row->stat ? row->stat : "");
			render_csv_field(out, t->run[r]);
			fprintf(out, ",%zu", c->n);
			csv_num(out, c->mean, c->has, false);
			csv_num(out, c->sd, c->has, false);
			csv_num(out, cov_pct(c), c->has, false);
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
	fputs("{\"schema\":1,\"kind\":\"compare\",\"test\":\"welch-t over run means, two-sided, 0.05\",", out);
	if (t->host_note[0]) {
		fputs("\"host_note\":", out);
		jsonw_str(out, t->host_note);
		fputc(',', out);
	}
	fputs("\"sides\":[", out);
	for (int r = 0; r < t->nruns; r++) {
		fputs(r ? "," : "", out);
		jsonw_str(out, t->run[r]);
	}
	fputs("],\"rows\":[", out);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];

		fprintf(out, "%s{\"quantity\":", i ? "," : "");
		jsonw_str(out, row->name);
		fputs(",\"stat\":", out);
		jsonw_str(out, row->stat);
		fputs(",\"values\":[", out);
		for (int r = 0; r < t->nruns; r++) {
			const struct cmp_cell *c = &row->c[r];
			const char *v = cmp_verdict(row, r);

			fprintf(out, "%s{\"side\":", r ? "," : "");
			jsonw_str(out, t->run[r]);
			fprintf(out, ",\"runs\":%zu", c->n);
			json_num(out, "mean", c->mean, c->has);
			json_num(out, "sd", c->sd, c->has);
			json_num(out, "cov_pct", cov_pct(c), c->has);
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
