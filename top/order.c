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
	int row, group, cpu, dir;
	bool has;
	double key;
};

static int item_cmp(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;

	if (a->group != b->group)
		return a->group < b->group ? -1 : 1;
	if (a->has != b->has)
		return a->has ? -1 : 1;
	if (a->has && a->key != b->key)
		return (a->key < b->key ? -1 : 1) * a->dir;
	return (a->cpu > b->cpu) - (a->cpu < b->cpu);
}

static bool collapsed_away(const struct topo_cpu *cpu, enum order_collapse collapse)
{
	return (collapse == ORDER_CORES && !cpu->first_in_core) || (collapse == ORDER_PACKAGES && !cpu->first_in_pkg);
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

		*i = (struct item){ .row = r, .group = group ? group[r] : 0, .cpu = cpu->cpu, .dir = dir };
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
	qsort(it, n, sizeof(*it), item_cmp);
	for (int k = 0; k < n; k++)
		out[k] = it[k].row;
	free(it);
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
