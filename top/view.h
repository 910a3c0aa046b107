/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Drawing the top view (top/view.c): header, sparklines and a row per CPU,
 * all from the session's filled table and facts.  Numbers are cell texts
 * from render_cell_text(), so they read as --format turbostat prints them.
 */
#ifndef TSNG_TOP_VIEW_H
#define TSNG_TOP_VIEW_H

#include <stdbool.h>

#include "keys.h"
#include "order.h"
#include "pick.h"
#include "measure/session.h"
#include "spark.h"

struct view {
	const struct session *s;
	const struct top_ui *ui;
	const struct pick *pick;	/* the columns shown */
	const enum order_group *group;	/* per table row; NULL when the part is not hybrid */
	const struct spark *power, *freq;
	enum col_id freq_id;		/* what the freq line follows: COL_AVG_MHZ, or COL_BUSY without APERF */
	long shown;			/* intervals shown so far: the one on screen */
	bool replay, utf8, color;
	bool ended;			/* a replay's last interval: still explorable, n takes none */
	const char *status;		/* a message for the bottom lines (wrapped, up to VIEW_STATUS_LINES), or "" */
	const struct cell *pkg_cells;	/* each package's summary: ncols cells per package (dense index) */
	const char *why;		/* the interval's verdict lines (output/why.h), or NULL */
	struct order_line *lines;	/* scratch: room for ORDER_LINES_MAX(s->table.nrows) */
};

/* A status longer than the width wraps onto this many lines at most (a 160-column terminal cut it). */
#define VIEW_STATUS_LINES 3

/* Color pairs view_draw() uses when v->color (initialised by the caller after start_color()). */
enum view_pair { VIEW_PAIR_BUSY = 1, VIEW_PAIR_FREQ, VIEW_PAIR_TITLE };

/*
 * Draws the whole screen (stdscr) and returns the largest useful ui->scroll
 * (in lines of the CPU list: package lines, titles, CPU rows, the summary);
 * *@page (when not NULL) gets the lines the list had, the step of PgUp and
 * PgDn (left as it was by the help and the picker).
 */
int view_draw(const struct view *v, int *page);

#endif
