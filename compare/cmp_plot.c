// SPDX-License-Identifier: GPL-2.0-only
/*
 * compare --plot: the data is gnuplot blocks (index 0: one line per
 * quantity, each side's mean over the baseline's and its sd over the
 * baseline's; index 1 + side: that side's first run over time), the
 * script plain gnuplot that users may restyle (--plot-script).
 */
#include <math.h>
#include <string.h>

#include "compare/cmp_plot.h"
#include "compare/plot.h"
#include "output/record.h"

#define CMP_PLOT_FIELDS 16

/* A number of the data file; NaN (a gap to gnuplot) where there is none. */
static void put_num(FILE *f, double v)
{
	if (isfinite(v))
		fprintf(f, "\t%.6g", v);
	else
		fputs("\tNaN", f);
}

/* A name inside the tab-separated data: no tab or line end may split it. */
static void put_name(FILE *f, const char *s)
{
	fputc('\t', f);
	for (; *s; s++)
		fputc((unsigned char)*s < 0x20 || *s == '"' ? '?' : *s, f);
}

/* The baseline's first run's fields drawn over time: those with a panel, but the TSC's flat rate. */
static int time_fields(const struct run_data *rd, const struct series **pick)
{
	int n = 0;

	for (int i = 0; i < rd->nseries && n < CMP_PLOT_FIELDS; i++)
		if (rd->s[i].n && plot_panel_of(record_unit(rd->s[i].name)) >= 0 && strcmp(rd->s[i].name, "TSC_MHz"))
			pick[n++] = &rd->s[i];
	return n;
}

/* Block 0: quantity number, name, then per side mean / baseline mean and sd / baseline mean. */
static int put_means(const struct cmp_table *t, FILE *data)
{
	int n = 0;

	fputs("# quantity\tname", data);
	for (int r = 0; r < t->nruns; r++)
		fprintf(data, "\tmean/base %d\tsd/base %d", r, r);
	fputc('\n', data);
	for (int i = 0; i < t->nrows; i++) {
		const struct cmp_row *row = &t->row[i];
		double base = row->c[0].mean;

		if (!row->c[0].has || !isfinite(base) || base == 0)
			continue;
		fprintf(data, "%d", n++);
		put_name(data, row->name);
		for (int r = 0; r < t->nruns; r++) {
			put_num(data, row->c[r].has ? row->c[r].mean / base : NAN);
			put_num(data, row->c[r].has && isfinite(row->c[r].sd) ? row->c[r].sd / fabs(base) : 0);
		}
		fputc('\n', data);
	}
	return n;
}

/* Block 1 + r: side r's first run, seconds since its start, then each field (NaN where it has none). */
static void put_series(const struct run_data *rd, const struct series *const *pick, int n, FILE *data)
{
	const struct series *s[CMP_PLOT_FIELDS];
	size_t rows = 0;
	double t = 0;

	for (int i = 0; i < n; i++) {
		s[i] = rd ? reader_find(rd, pick[i]->name) : NULL;
		if (s[i] && s[i]->n > rows)
			rows = s[i]->n;
	}
	fputs("\n\n# seconds", data);
	for (int i = 0; i < n; i++)
		put_name(data, pick[i]->name);
	fputc('\n', data);
	for (size_t k = 0; k < rows; k++) {
		const struct series *clock = NULL;

		for (int i = 0; i < n && !clock; i++)
			if (s[i] && s[i]->n > k)
				clock = s[i];
		t += clock->w[k];
		fprintf(data, "%.6f", t);
		for (int i = 0; i < n; i++)
			put_num(data, s[i] && k < s[i]->n ? s[i]->v[k] : NAN);
		fputc('\n', data);
	}
}

int cmp_plot_write(void *arg, const char *data_path, FILE *data, FILE *script, char *err, size_t errlen)
{
	const struct cmp_plot *cp = arg;
	const struct cmp_table *t = cp->t;
	const struct series *pick[CMP_PLOT_FIELDS];
	const char *term = plot_terminal(cp->out);
	int nf = time_fields(cp->first[0], pick), nq, panels = 1;
	bool has[PLOT_PANELS] = { false };

	if (!term) {
		snprintf(err, errlen, "--plot %s: the picture is FILE.svg or FILE.png", cp->out);
		return -1;
	}
	nq = put_means(t, data);
	for (int r = 0; r < t->nruns; r++)
		put_series(cp->first[r], pick, nf, data);
	for (int i = 0; i < nf; i++)
		has[plot_panel_of(record_unit(pick[i]->name))] = true;
	for (int p = 0; p < PLOT_PANELS; p++)
		panels += has[p];
	plot_head(script, "turbostat-ng compare --plot", term, 160 + 300 * panels, panels, "turbostat-ng compare");
	/* the means: sides side by side around each quantity, +-1 sd of their run means */
	fputs("set ylabel \"mean / baseline mean (+-1 sd of run means)\"\nset xtics rotate by -30\n", script);
	fprintf(script, "set xrange [-0.5:%d.5]\n", nq > 0 ? nq - 1 : 0);
	for (int r = 0; r < t->nruns; r++) {
		fputs(r ? ", \\\n     " : "plot ", script);
		plot_gp_string(script, data_path);
		/* the quantity's name once, under the first side */
		fprintf(script, " index 0 using ($1%+.2f):%d:%d%s with yerrorbars pointsize 1 title ",
			0.8 * (r + 0.5) / t->nruns - 0.4, 3 + 2 * r, 4 + 2 * r, r ? "" : ":xtic(2)");
		plot_gp_string(script, t->run[r]);
	}
	fputs("\nset xtics norotate autofreq\nset xrange [*:*]\nset xlabel \"seconds since the start\"\n", script);
	/* then each unit's fields over time, every side's first run overlaid */
	for (int p = 0; p < PLOT_PANELS; p++) {
		const char *sep = "plot ";
		char title[160];

		if (!has[p])
			continue;
		fputs("set ylabel ", script);
		plot_gp_string(script, strcmp(plot_panel_units[p], "degC") ? plot_panel_units[p] : "degrees C");
		fputc('\n', script);
		for (int i = 0; i < nf; i++)
			for (int r = 0; r < t->nruns && plot_panel_of(record_unit(pick[i]->name)) == p; r++) {
				snprintf(title, sizeof(title), "%s %s", t->run[r], pick[i]->name);
				plot_series(script, &sep, data_path, 1 + r, i + 2, title);
			}
		fputc('\n', script);
	}
	return plot_finish(data, script, err, errlen) ? -1 : nq;
}
