// SPDX-License-Identifier: GPL-2.0-only
/* Time-weighted mean and maximum per summary column over the intervals of a run. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/stats.h"
#include "scope.h"

/* A column scope's place in a row's slots: the scopes a CPU row carries come first (struct stats). */
static const int scope_group[] = { [CS_ID] = 0, [CS_CPU] = 0, [CS_CORE] = 1, [CS_PKG] = 2, [CS_SYSTEM] = 3 };
#define NGROUPS 4

/*
 * The slots of the columns @keep keeps (every row's totals) in scope order, @st->keep and
 * @st->slot made, and where each group of them ends in @end: how many.
 */
static int stats_slots(struct stats *st, stats_keep_fn keep, int end[NGROUPS])
{
	int n = 0;

	for (int c = 0; c < st->ncols; c++) {
		st->keep[c] = keep ? keep(st->cols[c].id) : STATS_NONE;
		st->slot[c] = -1;
	}
	for (int g = 0; g < NGROUPS; g++) {
		for (int c = 0; c < st->ncols; c++)
			if (st->keep[c] != STATS_NONE && scope_group[col_defs[st->cols[c].id].scope] == g)
				st->slot[c] = n++;
		end[g] = n;
	}
	return n;
}

/* The slots table row @row keeps: its CPU's scopes (include/scope.h), every slot for a row of no CPU. */
static int row_width(const struct table_row *row, const int end[NGROUPS])
{
	const struct topo_cpu *cpu = row->cpu;

	if (!cpu)
		return end[NGROUPS - 1];
	return scope_reads(cpu, RSCOPE_PKG) ? end[2] : scope_reads(cpu, RSCOPE_CORE) ? end[1] : end[0];
}

int stats_init(struct stats *st, const struct table *t, stats_keep_fn keep)
{
	size_t rows = keep && t->nrows > 0 ? (size_t)t->nrows : 1, n = t->ncols ? t->ncols : 1;

	memset(st, 0, sizeof(*st));
	st->ncols = t->ncols;
	st->nrows = (int)rows;
	st->table_rows = t->nrows;
	st->gov_spec = t->gov_spec;
	st->cols = malloc(n * sizeof(*st->cols));
	st->sum = calloc(n, sizeof(*st->sum));
	st->secs = calloc(n, sizeof(*st->secs));
	st->max = calloc(n, sizeof(*st->max));
	st->max_j = calloc(n, sizeof(*st->max_j));
	st->last = calloc(3 * n, sizeof(*st->last));
	st->total = calloc(n, sizeof(*st->total));
	st->n = calloc(n, sizeof(*st->n));
	st->keep = calloc(n, sizeof(*st->keep));
	st->slot = calloc(n, sizeof(*st->slot));
	st->cyc = calloc(3 * rows, sizeof(*st->cyc));
	st->cyc_seen = calloc(3 * rows, 1);
	if (!st->cols || !st->sum || !st->secs || !st->max || !st->max_j || !st->last || !st->total || !st->n ||
	    !st->keep || !st->slot || !st->cyc || !st->cyc_seen)
		goto fail;
	memcpy(st->cols, t->cols, t->ncols * sizeof(*st->cols));
	int end[NGROUPS];

	st->nslots = stats_slots(st, keep, end);
	/*
	 * The one array a row: a value of each counter column its scopes carry (0.11 KB a CPU
	 * of the 1.1 KB of every column's six, half of it where a core's and a package's are apart)
	 */
	st->row_at = malloc(rows * sizeof(*st->row_at));
	if (!st->row_at)
		goto fail;
	st->row_at[0] = 0;
	for (size_t r = 1; r < rows; r++)
		st->row_at[r] = st->row_at[r - 1] + (unsigned)row_width(&t->rows[r], end);
	size_t cells = st->row_at[rows - 1];

	st->row_total = malloc((cells ? cells : 1) * sizeof(*st->row_total));
	if (!st->row_total)
		goto fail;
	for (size_t i = 0; i < cells; i++)
		st->row_total[i] = NAN;
	for (int c = 0; c < st->ncols; c++)
		if (stats_is_energy(st, c))
			snprintf(st->cols[c].name, sizeof(st->cols[c].name), "%s", col_defs[st->cols[c].id].name);
	return 0;
fail:
	stats_free(st);
	return -ENOMEM;
}

void stats_free(struct stats *st)
{
	free(st->cols);
	free(st->sum);
	free(st->secs);
	free(st->max);
	free(st->max_j);
	free(st->last);
	free(st->total);
	free(st->n);
	free(st->keep);
	free(st->slot);
	free(st->row_total);
	free(st->row_at);
	free(st->cyc);
	free(st->cyc_seen);
	memset(st, 0, sizeof(*st));
}

bool stats_is_energy(const struct stats *st, int c)
{
	return st->cols[c].fmt == FMT_WATT && col_defs[st->cols[c].id].name_joules;
}

bool stats_has(const struct stats *st, int c)
{
	const struct out_col *oc = &st->cols[c];

	/* a verdict is a code, not a quantity: no mean or maximum */
	return col_defs[oc->id].scope != CS_ID && oc->fmt != FMT_HEX32 && oc->fmt != FMT_HEX64 && oc->fmt != FMT_WHY &&
	       st->n[c] > 0;
}

bool stats_short(const struct stats *st, double secs)
{
	return st->intervals && secs < STATS_SHORT * st->seconds / st->intervals;
}

/*
 * The summary's Max over parts of the run: each interval, a short one folded into the part
 * before it weighted by seconds, so that the Mean (their time-weighted mean) never passes it.
 */
static void summary_max(struct stats *st, int c, double v, double w, bool brief)
{
	double *l = &st->last[3 * (size_t)c];

	if (brief && st->n[c] && l[1] + w > 0) {
		l[0] = (l[0] * l[1] + v * w) / (l[1] + w);
		l[1] += w;
		st->max[c] = isnan(l[2]) || l[0] > l[2] ? l[0] : l[2];
		return;
	}
	l[2] = st->n[c] ? st->max[c] : NAN;
	l[0] = v;
	l[1] = w;
	if (!st->n[c] || v > st->max[c])
		st->max[c] = v;
}

/*
 * Cell @c of @row as the accumulator takes it: false for no value; an energy
 * column's as watts in *@v, its joules in *@joules; otherwise both the value.
 */
static bool cell_value(const struct stats *st, const struct table *t, const struct cell *row, int c, double *v,
		       double *joules)
{
	double w = t->interval_s;

	*v = row[c].v;
	*joules = *v * w;
	/* a raw --add counter's cell holds its register value, which stats_has() never shows */
	if (row[c].st != CELL_OK || cell_exact(t->cols[c].fmt) || !isfinite(*v))
		return false;
	if (stats_is_energy(st, c) && t->joules) {	/* the cell holds joules: keep watts */
		*joules = *v;
		*v = w > 0 ? *v / w : 0;
	}
	return true;
}

/* A counter's total never goes down: a value below 0 adds nothing. */
static double to_add(const struct stats *st, int c, double v, double joules)
{
	double x = stats_is_energy(st, c) ? joules : v;

	return x >= 0 ? x : 0;
}

/* The summary row's cells into its slots. */
static void add_summary(struct stats *st, const struct table *t)
{
	double w = t->interval_s;
	bool brief = stats_short(st, w);

	for (int c = 0; c < st->ncols && c < t->ncols; c++) {
		double v, joules;

		if (!cell_value(st, t, t->rows[0].cells, c, &v, &joules))
			continue;
		st->sum[c] += v * w;
		st->secs[c] += w;
		st->total[c] += to_add(st, c, v, joules);
		summary_max(st, c, v, w, brief);
		if (!st->n[c] || (joules > st->max_j[c] && !brief))
			st->max_j[c] = joules;
		st->n[c]++;
	}
}

/* Row @r's (a CPU's, core's or package's) totals of the kept columns. */
static void add_totals(struct stats *st, const struct table *t, int r)
{
	double *tot = st->row_total + st->row_at[r - 1];
	int w = (int)(st->row_at[r] - st->row_at[r - 1]);

	for (int c = 0; c < st->ncols && c < t->ncols; c++) {
		double v, joules, *x;

		/* a column of a scope the row does not carry: the exporter never asks for it */
		if (st->slot[c] < 0 || st->slot[c] >= w || !cell_value(st, t, t->rows[r].cells, c, &v, &joules))
			continue;
		x = &tot[st->slot[c]];
		if (isnan(*x))
			*x = 0;
		*x += st->keep[c] == STATS_SUM ? v * t->interval_s : to_add(st, c, v, joules);
	}
}

/* The cycle counters of the CPU rows (row r: delta[r - 1]); an offline CPU adds nothing. */
static void add_cycles(struct stats *st, const struct table *t)
{
	for (int r = 1; r < st->nrows && r < t->nrows && t->delta; r++) {
		const struct delta *d = &t->delta[r - 1];
		const double v[3] = { (double)d->acnt, (double)d->mcnt, delta_raw(d, RAW_TSC)->v };
		const bool ok[3] = { delta_raw(d, RAW_APERF)->st == DS_OK, delta_raw(d, RAW_MPERF)->st == DS_OK,
				     delta_raw(d, RAW_TSC)->st == DS_OK };

		for (int k = 0; k < 3; k++)
			if (ok[k] && !d->offline) {
				st->cyc[(size_t)k * st->nrows + r] += v[k];
				st->cyc_seen[(size_t)k * st->nrows + r] = 1;
			}
	}
}

void stats_add(struct stats *st, const struct table *t)
{
	if (t->nrows > 0)
		add_summary(st, t);
	for (int r = 1; r < st->nrows && r < t->nrows; r++)
		add_totals(st, t, r);
	add_cycles(st, t);
	for (int i = 0; t->plaus && i < t->plaus->n; i++)
		st->implausible[t->plaus->f[i].rule]++;
	st->seconds += t->interval_s;
	st->t = t->t;
	st->intervals++;
}

double stats_mean(const struct stats *st, int c)
{
	return st->secs[c] > 0 ? st->sum[c] / st->secs[c] : 0;
}

bool stats_total(const struct stats *st, int r, int c, double *v)
{
	if (st->keep[c] == STATS_NONE)
		return false;
	if (r == 0) {
		*v = st->keep[c] == STATS_SUM ? st->sum[c] : st->total[c];
		return st->n[c] > 0;
	}
	if (r >= st->nrows || (unsigned)st->slot[c] >= st->row_at[r] - st->row_at[r - 1])
		return false;
	*v = st->row_total[(size_t)st->row_at[r - 1] + (size_t)st->slot[c]];
	return !isnan(*v);
}
