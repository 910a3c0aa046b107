// SPDX-License-Identifier: GPL-2.0-only
/* Rows of cells from deltas; the column set is fixed after the first interval. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/table.h"

static bool topology_tells(enum col_id id, const struct topology *topo)
{
	switch (id) {
	case COL_PACKAGE:
		return topo->npkg > 1;
	case COL_DIE:
		return topo->max_die_per_pkg > 1;
	case COL_NODE:
		return topo->max_node_per_pkg > 1;
	case COL_L3:
		return topo->has_l3;
	default:
		return true;
	}
}

static void push(struct out_col *c, int *n, enum col_id id, int sub, enum col_fmt fmt, const char *name)
{
	c[*n] = (struct out_col){ .id = id, .sub = sub, .fmt = fmt };
	snprintf(c[*n].name, sizeof(c[*n].name), "%s", name);
	(*n)++;
}

/*
 * turbostat's probe_cpuidle_counts() prepends "K+", "K", "K-" for each state
 * from the deepest down, so a state prints as "K-" "K" "K+"; the shallowest
 * has no "-" (above is always 0) and the deepest no "+" (below is always 0).
 */
static void push_idle_counts(struct out_col *c, int *n, const struct idle_states *idle)
{
	static const struct {
		enum idle_count_kind kind;
		const char *suffix;
	} order[] = { { IDLE_ABOVE, "-" }, { IDLE_USAGE, "" }, { IDLE_BELOW, "+" } };
	char name[24];

	for (int k = 0; k < idle->n; k++) {
		for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++) {
			if ((order[o].kind == IDLE_ABOVE && k == 0) || (order[o].kind == IDLE_BELOW && k == idle->n - 1))
				continue;
			columns_idle_name(idle->name[k], order[o].suffix, name, sizeof(name));
			push(c, n, COL_IDLE_COUNT, k * 3 + (int)order[o].kind, FMT_COUNT64, name);
		}
	}
}

/* turbostat's add_counter() prepends too: the last --add of a scope prints first. */
static void push_added(struct out_col *c, int *n, enum col_id id, const struct added_set *set)
{
	enum raw_scope scope = id == COL_ADDED_CPU ? RSCOPE_CPU : id == COL_ADDED_CORE ? RSCOPE_CORE : RSCOPE_PKG;

	for (int i = set ? set->n - 1 : -1; i >= 0; i--) {
		const struct added_counter *a = &set->c[i];
		enum col_fmt fmt = a->fmt == ADDED_PERCENT ? FMT_PCT :
				   a->fmt == ADDED_RAW ? (a->width == 32 ? FMT_HEX32 : FMT_HEX64) :
				   a->width == 32 ? FMT_COUNT : FMT_COUNT64;

		if (a->scope == scope)
			push(c, n, id, i, fmt, a->name);
	}
}

/* Gov_PS and Gov_MHz side by side per governor; numbered when there is more than one. */
static void push_governors(struct out_col *c, int *n, int ngov)
{
	char name[24];

	for (int k = 0; k < ngov; k++) {
		for (enum col_id id = COL_GOV_PS; id <= COL_GOV_MHZ; id++) {
			const char *base = col_defs[id].name;

			if (ngov == 1)
				snprintf(name, sizeof(name), "%s", base);
			else
				snprintf(name, sizeof(name), "Gov%d%s", k + 1, base + 3);
			push(c, n, id, k, col_defs[id].fmt, name);
		}
	}
}

int table_layout(const colset *enabled, const struct topology *topo, const struct idle_states *idle,
		 const struct added_set *added, int ngov, bool joules, struct out_col **cols)
{
	int n = 0, max = COL__COUNT + 4 * IDLE_MAX + ADDED_MAX + 2 * GOV_COLS_MAX;
	struct out_col *c = calloc(max, sizeof(*c));
	char name[24];

	if (!c)
		return -ENOMEM;
	for (int id = 0; id < COL__COUNT; id++) {
		const struct col_def *def = &col_defs[id];

		if ((!colset_has(enabled, id) && !col_is_added(id)) || !topology_tells(id, topo))
			continue;
		if (id == COL_IDLE_COUNT) {
			push_idle_counts(c, &n, idle);
		} else if (id == COL_IDLE_PCT) {
			for (int k = 0; k < idle->n; k++) {
				columns_idle_name(idle->name[k], "%", name, sizeof(name));
				push(c, &n, id, k, def->fmt, name);
			}
		} else if (col_is_added(id)) {
			push_added(c, &n, id, added);
		} else if (id == COL_GOV_PS) {
			push_governors(c, &n, ngov);
		} else if (id == COL_GOV_MHZ) {
			continue;	/* pushed beside Gov_PS */
		} else {
			push(c, &n, id, 0, def->fmt, joules && def->name_joules ? def->name_joules : def->name);
		}
	}
	*cols = c;
	return n;
}

int table_alloc(struct table *t, struct out_col *cols, int ncols, const struct topology *topo)
{
	struct cell *cells;

	memset(t, 0, sizeof(*t));
	t->cols = cols;
	t->ncols = ncols;
	t->nrows = topo->n + 1;
	t->rows = calloc(t->nrows, sizeof(*t->rows));
	/* one block, a row after another: the first row's cells are the block */
	cells = calloc((size_t)t->nrows * (ncols ? ncols : 1), sizeof(*cells));
	if (!t->rows || !cells) {
		free(cells);
		return -ENOMEM;
	}
	for (int r = 0; r < t->nrows; r++) {
		t->rows[r].cpu = r ? &topo->cpu[r - 1] : NULL;
		t->rows[r].shown = true;
		t->rows[r].cells = cells + (size_t)r * (ncols ? ncols : 1);
	}
	return 0;
}

void table_free(struct table *t)
{
	if (t->rows)
		free(t->rows[0].cells);
	free(t->rows);
	free(t->cols);
	memset(t, 0, sizeof(*t));
}

/* One row's cells of @cols from its delta (@e->d); an offline CPU keeps only its ids. */
static void fill_row(const struct out_col *cols, int ncols, struct col_env *e, bool offline, struct cell *cells)
{
	for (int c = 0; c < ncols; c++) {
		e->sub = cols[c].sub;
		if (offline && col_defs[cols[c].id].scope != CS_ID)
			cells[c] = (struct cell){ .st = CELL_ABSENT };
		else
			columns_compute(&cols[c], e, &cells[c]);
	}
}

/* Row @r's environment: the summary (@r 0, @tc NULL) or CPU r - 1 at @tc. */
static struct col_env row_env(const struct derive_ctx *ctx, const struct delta *cpu, const struct delta *sum,
			      const struct advice *adv, int r, const struct topo_cpu *tc)
{
	return (struct col_env){
		.ctx = ctx,
		.d = r ? &cpu[r - 1] : sum,
		.adv = r && adv ? &adv[r - 1] : NULL,
		.cpu = tc,
	};
}

void table_fill(struct table *t, const struct derive_ctx *ctx, const struct delta *cpu, const struct delta *sum,
		const struct advice *adv)
{
	t->interval_s = sum->interval_s;
	t->t = sum->t;
	t->joules = ctx->joules;
	t->delta = cpu;
	t->ctx = ctx;
	for (int r = 0; r < t->nrows; r++) {
		struct col_env e = row_env(ctx, cpu, sum, adv, r, t->rows[r].cpu);

		fill_row(t->cols, t->ncols, &e, r && cpu[r - 1].offline, t->rows[r].cells);
	}
}

int table_pkg_cells(const struct table *t, int pkg_idx, struct cell *cells)
{
	struct delta *sum;
	struct delta_more *more;
	struct dval *val;

	if (!t->delta || !t->ctx)
		return -EINVAL;
	sum = calloc(1, sizeof(*sum));
	/* the package's counters in the rows' layout; its cpuidle counts and --add counters where the rows have them */
	val = sum ? delta_bind(t->delta[0].lay, NULL, NULL, 0, sum) : NULL;
	more = t->delta[0].more ? calloc(1, sizeof(*more)) : NULL;
	if (!val || (t->delta[0].more && !more)) {
		free(sum);
		free(val);
		free(more);
		return -ENOMEM;
	}
	sum->more = more;
	derive_summary(t->ctx, t->delta, pkg_idx, sum);
	/* over the snapshots' interval, as the summary row's rates */
	sum->interval_s = t->interval_s;
	sum->t = t->t;
	struct col_env e = { .ctx = t->ctx, .d = sum };

	fill_row(t->cols, t->ncols, &e, false, cells);
	free(more);
	free(val);
	free(sum);
	return 0;
}

int table_present(struct out_col *cols, int ncols, const struct topology *topo, const struct derive_ctx *ctx,
		  const struct delta *cpu, const struct delta *sum, const struct advice *adv)
{
	struct cell *row = calloc(ncols ? ncols : 1, sizeof(*row));
	bool *any = calloc(ncols ? ncols : 1, sizeof(*any));
	int keep = 0;

	if (!row || !any) {
		free(row);
		free(any);
		return -ENOMEM;
	}
	for (int c = 0; c < ncols; c++)
		/* an explicit --add stays, so that a failing read shows as "-" rather than vanishing */
		any[c] = col_defs[cols[c].id].scope == CS_ID || col_is_added(cols[c].id);
	for (int r = 0; r <= topo->n; r++) {
		struct col_env e = row_env(ctx, cpu, sum, adv, r, r ? &topo->cpu[r - 1] : NULL);

		fill_row(cols, ncols, &e, r && cpu[r - 1].offline, row);
		for (int c = 0; c < ncols; c++)
			any[c] = any[c] || row[c].st != CELL_ABSENT;
	}
	for (int c = 0; c < ncols; c++)
		if (any[c])
			cols[keep++] = cols[c];
	free(row);
	free(any);
	return keep;
}
