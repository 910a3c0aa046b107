/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One interval as rows of cells (decode/table.c): the summary row first,
 * then a row per CPU in topology order.  Renderers read only this.
 */
#ifndef TSNG_TABLE_H
#define TSNG_TABLE_H

#include <stdbool.h>

#include "decode/added.h"
#include "decode/columns.h"
#include "decode/derive.h"
#include "decode/plaus.h"
#include "snapshot.h"
#include "topo.h"

struct table_row {
	const struct topo_cpu *cpu;	/* NULL for the summary row */
	bool shown;			/* --cpu and --Summary select rows; the summary covers all */
	struct cell *cells;		/* one per column */
};

struct table {
	int ncols;
	struct out_col *cols;
	int nrows;
	struct table_row *rows;
	double interval_s;
	struct hw_time t;
	bool joules;
	const char *const *gov_spec;	/* --governor specs, by a Gov column's sub; NULL without */
	const struct plaus_report *plaus;
	const struct derive_ctx *ctx;	/* for columns_from(): how each value was made */
	rawset unread;		/* counters the columns need that no CPU could read this interval */	/* the plausibility check's findings on these rows, or NULL */
	const struct delta *delta;	/* the CPU rows' deltas (row r: delta[r - 1]), for cycle totals; or NULL */
};

/*
 * The candidate columns in print order: those @enabled, topology columns
 * only where they tell something (more than one package, die or node),
 * cpuidle states and --add counters expanded.  Returns the count, or -ENOMEM.
 */
int table_layout(const colset *enabled, const struct topology *topo, const struct idle_states *idle,
		 const struct added_set *added, int ngov, bool joules, struct out_col **cols);

int table_alloc(struct table *t, struct out_col *cols, int ncols, const struct topology *topo);
void table_free(struct table *t);

/* Computes every cell of one interval; @adv: the advisory governors' requests per CPU, or NULL. */
void table_fill(struct table *t, const struct derive_ctx *ctx, const struct delta *cpu, const struct delta *sum,
		const struct advice *adv);

/*
 * The cells (t->ncols) of package @pkg_idx's summary: its CPUs' deltas
 * combined as the summary row's (derive_summary()), over the table's
 * interval, computed by the same columns.  Needs a filled table; -ENOMEM or 0.
 */
int table_pkg_cells(const struct table *t, int pkg_idx, struct cell *cells);

/*
 * Keeps those of @cols with a value on some row of one interval (a known
 * but absent column is omitted), computed a row at a time before the table
 * is allocated, so that its cells are only the kept columns'.  Returns the
 * count kept, or -ENOMEM.
 */
int table_present(struct out_col *cols, int ncols, const struct topology *topo, const struct derive_ctx *ctx,
		  const struct delta *cpu, const struct delta *sum, const struct advice *adv);

#endif
