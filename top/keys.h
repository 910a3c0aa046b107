/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The top view's keys (top/keys.c): a key changes the view's settings and
 * tells the loop what else to do.  Pure: no curses calls, so unit-tested.
 */
#ifndef TSNG_TOP_KEYS_H
#define TSNG_TOP_KEYS_H

#include <stdbool.h>

#include "order.h"

struct top_ui {
	enum order_sort sort;
	bool reverse;
	enum order_collapse collapse;
	bool fold;		/* each package as its summary line alone */
	bool joules;		/* energy columns in joules per interval, as --Joules */
	bool paused;
	bool help;		/* the help screen is up */
	double interval_s;	/* live refresh interval */
	int scroll;		/* first CPU row shown */
	int page;		/* lines the CPU rows had in the last frame (0: none yet, PgDn moves KEYS_PAGE) */
};

/* PgUp and PgDn before the first frame says how many rows a page holds. */
#define KEYS_PAGE 10

/* End: past any last row; the view pulls it back to the last page (top.c draw()). */
#define KEYS_SCROLL_END (1 << 24)

enum keys_action {
	KEYS_NONE,
	KEYS_REDRAW,		/* settings changed: draw again from the same table */
	KEYS_SORT,		/* the sort order moved on: skip those whose column is absent, then draw */
	KEYS_REFILL,		/* watts/joules changed: refill the table from the same deltas */
	KEYS_STEP,		/* take one interval now */
	KEYS_INTERVAL,		/* interval_s changed */
	KEYS_PICK,		/* open the column picker */
	KEYS_QUIT,
};

/* Refresh intervals offered by '+' and '-', seconds. */
#define KEYS_INTERVAL_MIN 0.1
#define KEYS_INTERVAL_MAX 60.0

/* Applies key @ch (a curses key code) to @ui. */
enum keys_action keys_apply(struct top_ui *ui, int ch);

/* The help screen, one key per line, NULL-terminated. */
extern const char *const keys_help[];

#endif
