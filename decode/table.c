/* Rows of cells from deltas; the column set is fixed after the first interval. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "table.h"

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

int table_layout(const colset *enabled, const struct topology *topo, const struct idle_states *idle,
		 bool joules, struct out_col **cols)
{
	int n = 0, max = COL__COUNT + IDLE_MAX;
	struct out_col *c = calloc(max, sizeof(*c));

	if (!c)
		return -ENOMEM;
	for (int id = 0; id < COL__COUNT; id++) {
		const struct col_def *def = &col_defs[id];

		if (!colset_has(enabled, id) || !topology_tells(id, topo))
			continue;
		if (id == COL_IDLE_PCT) {
			for (int k = 0; k < idle->n; k++) {
				c[n] = (struct out_col){ .id = id, .sub = k };
				columns_idle_name(idle->name[k], c[n].name, sizeof(c[n].name));
				n++;
			}
			continue;
		}
		c[n] = (struct out_col){ .id = id };
		strncpy(c[n].name, joules && def->name_joules ? def->name_joules : def->name, sizeof(c[n].name) - 1);
		n++;
	}
	*cols = c;
	return n;
}

int table_alloc(struct table *t, struct out_col *cols, int ncols, const struct topology *topo)
{
	memset(t, 0, sizeof(*t));
	t->cols = cols;
	t->ncols = ncols;
	t->nrows = topo->n + 1;
	t->rows = calloc(t->nrows, sizeof(*t->rows));
	if (!t->rows)
		return -ENOMEM;
	for (int r = 0; r < t->nrows; r++) {
		t->rows[r].cpu = r ? &topo->cpu[r - 1] : NULL;
		t->rows[r].shown = true;
		t->rows[r].cells = calloc(ncols ? ncols : 1, sizeof(struct cell));
		if (!t->rows[r].cells)
			return -ENOMEM;
	}
	return 0;
}

void table_free(struct table *t)
{
	for (int r = 0; r < t->nrows && t->rows; r++)
		free(t->rows[r].cells);
	free(t->rows);
	free(t->cols);
	memset(t, 0, sizeof(*t));
}

/* The delta of the first thread of @i's core: rows are in topology order, so it is at or before @i. */
static const struct delta *core_of(const struct topology *topo, const struct delta *cpu, int i)
{
	while (i > 0 && !topo->cpu[i].first_in_core)
		i--;
	return &cpu[i];
}

void table_fill(struct table *t, const struct derive_ctx *ctx, const struct delta *cpu, const struct delta *sum)
{
	t->interval_s = sum->interval_s;
	t->t = sum->t;
	t->joules = ctx->joules;
	for (int r = 0; r < t->nrows; r++) {
		int i = r - 1;
		struct col_env e = {
			.ctx = ctx,
			.d = r ? &cpu[i] : sum,
			.core = r ? core_of(ctx->topo, cpu, i) : sum,
			.cpu = t->rows[r].cpu,
		};

		for (int c = 0; c < t->ncols; c++) {
			e.sub = t->cols[c].sub;
			if (r && cpu[i].offline)
				t->rows[r].cells[c] = (struct cell){ 0, CELL_ABSENT };
			else
				columns_compute(&t->cols[c], &e, &t->rows[r].cells[c]);
		}
	}
}

void table_drop_absent(struct table *t)
{
	int keep = 0;

	for (int c = 0; c < t->ncols; c++) {
		bool any = col_defs[t->cols[c].id].scope == CS_ID;

		for (int r = 0; r < t->nrows && !any; r++)
			any = t->rows[r].cells[c].st != CELL_ABSENT;
		if (!any)
			continue;
		t->cols[keep] = t->cols[c];
		for (int r = 0; r < t->nrows; r++)
			t->rows[r].cells[keep] = t->rows[r].cells[c];
		keep++;
	}
	t->ncols = keep;
}
