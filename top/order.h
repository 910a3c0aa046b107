/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Which rows of the session's table the top view shows, and in what order
 * (top/order.c).  Pure functions over a filled struct table: no curses, no
 * I/O, so they are unit-tested (tests/unit/test_top_order.c).
 */
#ifndef TSNG_TOP_ORDER_H
#define TSNG_TOP_ORDER_H

#include <stdbool.h>

#include "decode/table.h"
#include "decode/trl.h"

enum order_sort { ORDER_CPU, ORDER_BUSY, ORDER_FREQ, ORDER_TEMP, ORDER__COUNT };

enum order_collapse {
	ORDER_ALL_CPUS,
	ORDER_CORES,		/* each core's first CPU: the rows of turbostat --cpu core */
	ORDER_PACKAGES,		/* each package's first CPU: the rows of turbostat --cpu package */
};

/* Hybrid core types (CPUID.(0x1A,0).EAX[31:24], SDM vol. 2A): rows are grouped in this order. */
enum order_group { ORDER_GROUP_PCORE, ORDER_GROUP_ECORE, ORDER_GROUP_OTHER, ORDER_GROUP__COUNT };

extern const char *const order_sort_names[ORDER__COUNT];
extern const char *const order_group_names[ORDER_GROUP__COUNT];

/* A core counts as active when one of its CPUs is busier than this (Busy%, over the interval). */
#define ORDER_ACTIVE_BUSY_PCT 50.0

/* The group of a CPU from its CPUID 0x1A core-type byte (0: not hybrid or unknown). */
enum order_group order_group_of(unsigned core_type);

/* The index of column @id in @t, or -1 when the table has no such column. */
int order_col(const struct table *t, enum col_id id);
/* Whether @t has the column sort @o orders by. */
bool order_sort_present(const struct table *t, enum order_sort o);

/*
 * The table rows (1..nrows-1) to show, into @out (room for nrows), in
 * display order: by package, by @group (per table row, NULL = one group),
 * then each core by the sort key of its thread that sorts first with its
 * threads after it in key order; descending for busy/frequency/temperature
 * and ascending for CPU, flipped by @reverse; CPU number breaks ties, rows
 * without a value for the key come last.  Rows not shown by --cpu are left
 * out.  Returns the count.
 */
int order_rows(const struct table *t, const enum order_group *group, enum order_sort sort, bool reverse,
	       enum order_collapse collapse, int *out);

/* Packages of @t: one more than the highest dense package index of its rows. */
int order_npkg(const struct table *t);

/* One line of the top view's CPU list. */
enum order_line_kind {
	ORDER_LINE_PKG,		/* a package's summary line; v: its dense index (topo_cpu.pkg_idx) */
	ORDER_LINE_TITLE,	/* a core type's title (hybrid parts); v: enum order_group */
	ORDER_LINE_CPU,		/* a CPU's row; v: the table row */
	ORDER_LINE_ALL,		/* the machine's summary: table row 0 */
};

struct order_line {
	enum order_line_kind kind;
	int v;
};

/* Room order_lines() needs for a table of @nrows rows (a title per core type per package at most). */
#define ORDER_LINES_MAX(nrows) ((nrows) * (ORDER_GROUP__COUNT + 2) + 1)

/*
 * The lines of the CPU list into @out: where there is more than one
 * package, each package's summary line followed by its rows (none when
 * @fold) as order_rows() orders them, a title where the core type changes;
 * the machine's summary last.  Returns the count.
 */
int order_lines(const struct table *t, const enum order_group *group, enum order_sort sort, bool reverse,
		enum order_collapse collapse, bool fold, struct order_line *out);

/*
 * Cores of package @pkg (sysfs id) and group @g (any group when @group is
 * NULL) with a CPU above ORDER_ACTIVE_BUSY_PCT: turbo ratio limits count
 * the active cores of one package.
 */
unsigned order_active_cores(const struct table *t, const enum order_group *group, enum order_group g, int pkg);

/*
 * The turbo ratio limit with @active cores busy: the level for that many
 * (at least 1); past the largest count the table lists, that count's ratio.
 * 0 when the table is empty.
 */
unsigned order_turbo_ratio(const struct trl_table *t, unsigned active);

#endif
