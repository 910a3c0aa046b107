/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * How each column of the column table is exported to Prometheus, or why it
 * is not (decode/col_export.c): a table beside col_defs[], indexed by the
 * same enum, so output/prom.c is a formatter over the table's columns like
 * the CSV and JSON renderers.  Names follow node_exporter's conventions:
 * base units (hertz, seconds, joules, celsius, ratios 0..1) as the name's
 * suffix, counters end in _total.
 */
#ifndef TSNG_COL_EXPORT_H
#define TSNG_COL_EXPORT_H

#include "decode/columns.h"

/* How a cell becomes a sample. */
enum exp_conv {
	EX_AS_IS,	/* gauge: the value as printed */
	EX_PCT,		/* gauge: percent -> ratio */
	EX_MHZ,		/* gauge: MHz -> Hz */
	EX_FREQINV,	/* gauge: out of 1024 -> ratio */
	EX_WATTS,	/* gauge: power, whatever --Joules prints */
	EX_JOULES,	/* counter: energy since the start */
	EX_SECONDS,	/* counter: a percent of each interval, as seconds since the start */
	EX_COUNT,	/* counter: each interval's count, summed */
	EX_MPS,		/* counter: millions per second, as a count since the start */
	EX_MSEC,	/* counter: each interval's milliseconds, summed, as seconds */
};

/* Where the value of the label that tells a family's columns apart comes from. */
enum exp_label {
	XL_NONE,
	XL_FIXED,	/* the row's label_value */
	XL_STATE,	/* the C-state in the column's name: "CPU%c6" -> c6, "C1E%" -> C1E */
	XL_GOVERNOR,	/* the --governor spec of the column */
	XL_IDLE_KIND,	/* "C1+" -> state="C1",kind="below" (cpuidle's usage, below, above) */
	XL_LIMIT,	/* the field name of limit reason bit @arg in limit_bits[] (decode/limits.c) */
};

struct col_metric {
	const char *name;	/* after "turbostat_"; NULL: none */
	const char *unit;	/* the base unit the name ends with, or "" for a pure number */
	enum exp_conv conv;
	const char *label;	/* the label's name, for XL_* other than XL_NONE */
	enum exp_label lsrc;
	const char *label_value;
	const char *help;	/* without the source: the exporter adds how this run made the value */
	unsigned arg;		/* XL_LIMIT: the status bit */
};

struct col_export {
	struct col_metric m[2];		/* a power column is a gauge (W) and a counter (J) */
	const char *not_exported;	/* why a column has no metric */
};

extern const struct col_export col_exports[COL__COUNT];

/* Whether @m is a counter (its conversion sums intervals). */
static inline bool col_metric_counter(const struct col_metric *m)
{
	return m->conv >= EX_JOULES;
}

#endif
