/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Renderers (output/): turbostat's tab-separated text, CSV, JSON Lines and
 * Prometheus.  Each sees a filled struct table per record and never the machine.
 */
#ifndef TSNG_RENDER_H
#define TSNG_RENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "decode/stats.h"
#include "decode/table.h"
#include "decode/taskfreq.h"
#include "options.h"
#include "output/record.h"

struct renderer;

struct render_ops {
	const char *name;
	bool records;	/* writes the record schema (output/record.h), so Mean/Max are records too */
	bool shows_findings;	/* puts the plausibility findings in its records (JSON flags, a Prometheus family) */
	/* the totals the format reads of each row of the accumulator (the exporter's counters), or NULL */
	stats_keep_fn row_totals;
	void (*begin)(struct renderer *r, const struct table *t);
	void (*header)(struct renderer *r, const struct table *t);
	void (*row)(struct renderer *r, const struct table *t, int row);
	/* A format that writes a whole interval at once sets this instead of header and row. */
	void (*interval)(struct renderer *r, const struct table *t);
	void (*end)(struct renderer *r);
};

struct renderer {
	const struct render_ops *ops;
	FILE *out;
	unsigned interval;		/* intervals rendered so far */
	unsigned header_every;		/* --header_iterations: 0 = every interval */
	bool summary_only;		/* --Summary */
	bool wide;			/* IRQ/NMI at %8 from the first summary over 9,999,999 on */
	enum record_kind kind;		/* what the next table is (CSV, JSON); intervals are numbered */
	const double *energy_j;		/* REC_MAX: each energy column's joules (record_value()) */
	void *priv;			/* a format's own state */
	/*
	 * The run's one accumulator (decode/stats.c): render_interval() adds each
	 * interval record to it before the format sees it; the exporter's
	 * counters and fork mode's Mean/Max read it.  Freed by render_end().
	 */
	struct stats *acc;
	const char *info;		/* Prometheus: the ..._info metric's labels (prom_info_labels()) */
	const char *gauges;		/* Prometheus: the start-up facts' families (prom_fact_gauges()) */
	const struct record_host *host;	/* JSON: written once, as a "host" record before the first other */
	/* JSON: the run record's "command" (or "cgroup", as @task_who says) member, or NULL (output/taskfreq.h) */
	const struct task_freq *task;
	const char *task_who, *task_ref;
	bool host_done;
	/*
	 * Prometheus under --listen or into a textfile: each finished scrape goes
	 * here instead; 0 or -errno.  It may keep the malloc'ed *@text (and set it
	 * NULL: the exporter serves that buffer, no copy); the caller frees the rest.
	 */
	int (*publish)(void *arg, char **text, size_t len);
	/*
	 * Prometheus into a textfile instead: each exposition is written as it is
	 * made into the stream textfile_begin() gives (a new file beside the
	 * target: lib/outfile.c), never whole in memory, and textfile_end() puts
	 * it in place or drops it; 0 or -errno.
	 */
	FILE *(*textfile_begin)(void *arg);
	int (*textfile_end)(void *arg, FILE *s);
	void *publish_arg;		/* of publish() or the textfile's */
	int err;			/* -errno of a failed publish: the run ends there */
	/* --listen with a local log (--format, --out): the same records to that format too; its caller ends it */
	struct renderer *tee;
};

/* --format's name -> *f: 0, or -EINVAL for an unknown name. */
int render_format_parse(const char *name, enum out_format *f);
/* The ops of format @f. */
const struct render_ops *render_of(enum out_format f);

/* The name of format @i ("turbostat", "csv"...), NULL past the last: --format's completion. */
const char *render_format_name(size_t i);

/* Whether a row carries a column of @scope: turbostat's ragged rows (NULL @cpu: the summary row). */
bool render_row_has(const struct topo_cpu *cpu, enum col_scope scope);

/* Frees what a format kept for the run (r->priv) and the run's accumulator (r->acc). */
void render_end(struct renderer *r);

/*
 * The plausibility findings of @t as lines "PROG: implausible: ..." on @diag,
 * for a format that does not carry them itself (turbostat's text and CSV
 * keep their stdout parseable as turbostat's).
 */
void render_findings(const struct renderer *r, const struct table *t, const char *prog, FILE *diag);

/* The value of column @id in a row's @cells: false when the table has no such column or the cell no value. */
bool render_cell_of(const struct table *t, const struct cell *cells, enum col_id id, double *v);

/*
 * Writes one record (an interval unless r->kind says otherwise) and flushes
 * it, and into r->tee the same: 0, or -errno of the first failed write.
 */
int render_interval(struct renderer *r, const struct table *t);

/* Adds an interval to the run's accumulator only: its time counts in the Mean, no record is written. */
void render_accumulate(struct renderer *r, const struct table *t);

/* Room for a cell's text, its NUL included: longer numbers are cut, as they always were. */
#define CELL_TEXT_MAX 64

/* Text of one cell as turbostat prints it: "-", "nan", "**.**" or the number; returns its length. */
size_t render_cell_text(const struct out_col *oc, const struct cell *c, bool summary, bool wide,
			char *buf, size_t len);

/* The same without turbostat's padding (usec's %5ld, the %-8 of 64-bit counts), for CSV and JSON. */
void render_cell_plain(const struct out_col *oc, const struct cell *c, char *buf, size_t len);

/* @s as one CSV field (RFC 4180): quoted when it holds a comma, a quote or a line end. */
void render_csv_field(FILE *out, const char *s);

struct stats;

/* The Mean/Max of a run (output/render_stats.c): text lines, or a "mean" and a "max" record. */
void render_stats(const struct stats *st, struct renderer *r);

#endif
