/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * "Why is my CPU slow", in one line a package (output/why.c): --why's
 * format and the top view's lines, said from a filled table's cells and
 * the start-up facts of decode/why.h.
 */
#ifndef TSNG_OUTPUT_WHY_H
#define TSNG_OUTPUT_WHY_H

#include <stdbool.h>
#include <stdio.h>

#include "decode/table.h"

/*
 * Each line's last verdict and how long it has held, in consecutive
 * intervals: the state across intervals of whoever prints the lines (the
 * --why renderer, the top view), never written back into the table.
 */
struct why_runs {
	int n;
	struct why_run {
		int code;	/* -1: no verdict yet */
		double secs;
	} *run;
};

/*
 * The verdict lines of @t on @out: one a package ("pkg0: 2800 of 3600 MHz:
 * PL1 (91 W of 90 W) for 12 s"), then with @cpus one for each shown CPU
 * whose verdict differs from its package's and is not idle ("cpu3: 1200 of
 * 3900 MHz: EPP 255 caps the request for 4 s"); @runs carries each line's
 * run from the interval before (a table of another size starts them
 * again).  0, or -ENOMEM (or table_pkg_cells()'s error).
 */
int why_lines(const struct table *t, struct why_runs *runs, bool cpus, FILE *out);

void why_runs_free(struct why_runs *runs);

#endif
