/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The top view's column picker (top/pick.c): which of the session table's
 * columns the view shows, in what order, and which go first on a narrow
 * terminal.  The columns on offer are the table's own (decode/columns.c
 * through the --show/--hide selection), so a column added to the column
 * table is offered here without touching the view.  Pure: no curses calls.
 */
#ifndef TSNG_TOP_PICK_H
#define TSNG_TOP_PICK_H

#include <stdbool.h>

#include "decode/table.h"

/* Rank of a column the view does not show by default, once turned on (the C-states' rank). */
#define PICK_RANK_OTHER 6

struct pick_col {
	enum col_id id;
	int sub;
	bool on;
	int rank;	/* dropped first on a narrow terminal: the highest; 0: never */
};

struct pick {
	int n;
	struct pick_col *c;	/* in display order */
	int cursor;		/* the entry under the picker's cursor */
	bool open;		/* the picker is on screen */
};

/*
 * Lists the columns of @t: the view's default ones first, in the view's
 * order, then the others in the table's order.  A column listed before
 * keeps its on/off state; a new one is on when it is a default one, or
 * when @all_on (the user chose the columns with --show).  -ENOMEM, or 0.
 */
int pick_sync(struct pick *p, const struct table *t, bool all_on);

void pick_free(struct pick *p);

/* The column of @t that entry @k stands for, or -1 when @t has none. */
int pick_col(const struct pick *p, const struct table *t, int k);

/* Whether a column of @scope goes on the CPU rows (else on the package lines). */
bool pick_on_rows(enum col_scope scope);

/* Applies key @ch while the picker is open: up/down move, space or Enter toggles, f q Esc close. */
void pick_key(struct pick *p, int ch);

#endif
