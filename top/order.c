// SPDX-License-Identifier: GPL-2.0-only
/* Row selection and ordering for the top view: keys are cells of the session's table. */
#include <stdlib.h>

#include "order.h"

const char *const order_sort_names[ORDER__COUNT] = {
	[ORDER_CPU] = "CPU", [ORDER_BUSY] = "Busy%", [ORDER_FREQ] = "Bzy_MHz", [ORDER_TEMP] = "CoreTmp",
};

const char *const order_group_names[ORDER_GROUP__COUNT] = {
	[ORDER_GROUP_PCORE] = "P-cores (Intel Core)",
	[ORDER_GROUP_ECORE] = "E-cores (Intel Atom)",
	[ORDER_GROUP_OTHER] = "other cores",
};

/* The column each sort key reads; CPU sorts by the CPU number itself. */
static const enum col_id sort_col[ORDER__COUNT] = {
	[ORDER_CPU] = COL_CPU, [ORDER_BUSY] = COL_BUSY, [ORDER_FREQ] = COL_BZY_MHZ, [ORDER_TEMP] = COL_CORETMP,
};

enum order_group order_group_of(unsigned core_type)
{
	switch (core_type) {
	case 0x40:	/* Intel Core */
		return ORDER_GROUP_PCORE;
	case 0x20:	/* Intel Atom */
		return ORDER_GROUP_ECORE;
	case 0:
		return ORDER_GROUP_PCORE;	/* not hybrid: one group, shown without a title */
	default:
		return ORDER_GROUP_OTHER;
	}
}

int order_col(const struct table *t, enum col_id id)
{
	for (int c = 0; c < t->ncols; c++)
		if (t->cols[c].id == id)
			return c;
	return -1;
}

/* The row of @r's core: its first thread, at or before @r in topology order (as decode/table.c). */
static int core_row(const struct table *t, int r)
{
	while (r > 1 && !t->rows[r].cpu->first_in_core)
		r--;
	return r;
}

struct item {
	int row, pkg, group, core, cpu, dir;
	bool has, core_has;
	double key, core_key;	/* the row's key; its core's: the first of its threads in sort order */
};

/* -1 when @a sorts before @b by key (those with a value first), 1 after, 0 a tie. */
static int key_cmp(bool ahas, double a, bool bhas, double b, int dir)
{
	if (ahas != bhas)
		return ahas ? -1 : 1;
	if (ahas && a != b)
		return (a < b ? -1 : 1) * dir;
	return 0;
}

/* Package, core type, then cores by their key with each core's threads together, then threads. */
static int item_cmp(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;
	int k;

	if (a->pkg != b->pkg)
		return a->pkg < b->pkg ? -1 : 1;
	if (a->group != b->group)
		return a->group < b->group ? -1 : 1;
	k = key_cmp(a->core_has, a->core_key, b->core_has, b->core_key, a->dir);
	if (k)
		return k;
	if (a->core != b->core)
		return a->core < b->core ? -1 : 1;
	k = key_cmp(a->has, a->key, b->has, b->key, a->dir);
	if (k)
		return k;
	return (a->cpu > b->cpu) - (a->cpu < b->cpu);
}

static bool collapsed_away(const struct topo_cpu *cpu, enum order_collapse collapse)
{
	return (collapse == ORDER_CORES && !cpu->first_in_core) || (collapse == ORDER_PACKAGES && !cpu->first_in_pkg);
}

/* Each item's core key: the key of the core's thread that sorts first (core_idx is dense, < nrows). */
static bool core_keys(struct item *it, int n, int nrows)
{
	struct item *best = calloc(nrows, sizeof(*best));

	if (!best)
		return false;
	for (int k = 0; k < n; k++) {
		struct item *b = &best[it[k].core];

		if (!b->core_has)	/* the core's first item */
			*b = (struct item){ .has = it[k].has, .key = it[k].key, .core_has = true };
		else if (key_cmp(it[k].has, it[k].key, b->has, b->key, it[k].dir) < 0)
			b->has = it[k].has, b->key = it[k].key;
	}
	for (int k = 0; k < n; k++) {
		it[k].core_has = best[it[k].core].has;
		it[k].core_key = best[it[k].core].key;
	}
	free(best);
	return true;
}

int order_rows(const struct table *t, const enum order_group *group, enum order_sort sort, bool reverse,
	       enum order_collapse collapse, int *out)
{
	int col = order_col(t, sort_col[sort]), n = 0;
	int dir = (sort == ORDER_CPU ? 1 : -1) * (reverse ? -1 : 1);
	struct item *it = calloc(t->nrows > 1 ? t->nrows : 1, sizeof(*it));

	if (!it)
		return 0;
	for (int r = 1; r < t->nrows; r++) {
		const struct topo_cpu *cpu = t->rows[r].cpu;

		if (!t->rows[r].shown || collapsed_away(cpu, collapse))
			continue;
		struct item *i = &it[n++];

		*i = (struct item){ .row = r, .pkg = cpu->pkg_idx, .group = group ? group[r] : 0, .core = cpu->core_idx,
				    .cpu = cpu->cpu, .dir = dir };
		if (sort == ORDER_CPU) {
			i->has = true;
			i->key = cpu->cpu;
		} else if (col >= 0) {
			/* core-scope keys live on the core's first thread, as turbostat prints them */
			int kr = col_defs[sort_col[sort]].scope == CS_CORE ? core_row(t, r) : r;
			const struct cell *c = &t->rows[kr].cells[col];

			i->has = c->st == CELL_OK;
			i->key = c->v;
		}
	}
	if (!core_keys(it, n, t->nrows))
		n = 0;
	qsort(it, n, sizeof(*it), item_cmp);
	for (int k = 0; k < n; k++)
		out[k] = it[k].row;
	free(it);
	return n;
}

int order_npkg(const struct table *t)
{
	int n = 0;

	for (int r = 1; r < t->nrows; r++)
		if (t->rows[r].cpu->pkg_idx + 1 > n)
			n = t->rows[r].cpu->pkg_idx + 1;
	return n;
}

int order_lines(const struct table *t, const enum order_group *group, enum order_sort sort, bool reverse,
		enum order_collapse collapse, bool fold, struct order_line *out)
{
	int *rows = calloc(t->nrows > 1 ? t->nrows : 1, sizeof(*rows)), npkg = order_npkg(t), n = 0;

	if (!rows)
		return 0;
	int nrows = order_rows(t, group, sort, reverse, collapse, rows), k = 0;

	for (int p = 0; p < npkg; p++) {
		int prev = -1;

		if (npkg > 1)
			out[n++] = (struct order_line){ ORDER_LINE_PKG, p };
		/* the rows come by package: this package's are the next ones */
		for (; k < nrows && t->rows[rows[k]].cpu->pkg_idx == p; k++) {
			int g = group ? (int)group[rows[k]] : -1;

			if (fold)
				continue;
			if (group && g != prev)
				out[n++] = (struct order_line){ ORDER_LINE_TITLE, g };
			prev = g;
			out[n++] = (struct order_line){ ORDER_LINE_CPU, rows[k] };
		}
	}
	out[n++] = (struct order_line){ ORDER_LINE_ALL, 0 };
	free(rows);
	return n;
}

unsigned order_active_cores(const struct table *t, const enum order_group *group, enum order_group g, int pkg)
{
	int col = order_col(t, COL_BUSY);
	unsigned n = 0;

	if (col < 0)
		return 0;
	for (int r = 1; r < t->nrows; r++) {
		if (!t->rows[r].cpu->first_in_core || t->rows[r].cpu->pkg != pkg || (group && group[r] != g))
			continue;
		/* the core's threads follow its first one in topology order */
		bool active = false;

		for (int s = r; s < t->nrows && (s == r || !t->rows[s].cpu->first_in_core) && !active; s++) {
			const struct cell *c = &t->rows[s].cells[col];

			active = c->st == CELL_OK && c->v > ORDER_ACTIVE_BUSY_PCT;
		}
		n += active;
	}
	return n;
}

unsigned order_turbo_ratio(const struct trl_table *t, unsigned active)
{
	unsigned ratio = trl_ratio_for_cores(t, active ? active : 1), most = 0;

	if (ratio)
		return ratio;
	for (size_t i = 0; i < t->n; i++) {
		if (t->lv[i].active_cores > most) {
			most = t->lv[i].active_cores;
			ratio = t->lv[i].ratio;
		}
	}
	return ratio;
}

bool order_sort_present(const struct table *t, enum order_sort o)
{
	return o == ORDER_CPU || order_col(t, sort_col[o]) >= 0;
}
