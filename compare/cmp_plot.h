/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * compare --plot (compare/cmp_plot.c): the sides against the baseline,
 * drawn by gnuplot through plot_render() as `turbostat-ng plot` draws a run.
 */
#ifndef TSNG_CMP_PLOT_H
#define TSNG_CMP_PLOT_H

#include <stdio.h>

#include "compare/reader.h"
#include "compare/table.h"

struct cmp_plot {
	const struct cmp_table *t;
	const struct run_data *first[CMP_RUNS_MAX];	/* each side's first run: its time series */
	const char *out;				/* FILE.svg or FILE.png */
};

/*
 * A plot_writer (compare/plot.h) for a struct cmp_plot: a panel of each
 * quantity's side means relative to the baseline's, with +-1 sd of the run
 * means, then one panel per unit with each side's first run over time.
 */
int cmp_plot_write(void *arg, const char *data_path, FILE *data, FILE *script, char *err, size_t errlen);

#endif
