/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Parsing /proc/stat and /proc/interrupts a line at a time (msr/procfs.c), so
 * that the sampler keeps per-CPU counts and never the text: /proc/interrupts
 * of a 1024-CPU machine with per-CPU device queues is over 11 MB.
 */
#ifndef TSNG_PROCFS_H
#define TSNG_PROCFS_H

#include <stdbool.h>
#include <stdint.h>

/* Busy ticks and all ticks of one CPU in /proc/stat; @err -ENOENT without its line, -EINVAL for a short one. */
struct procfs_ticks {
	uint64_t busy, total;
	int err;
};

/*
 * One line of /proc/stat (no '\n'): for a "cpuN ..." line its N, with @t
 * filled (err 0, or -EINVAL for a line of fewer than four counts); -1 for any
 * other line.
 */
long procfs_stat_line(const char *line, struct procfs_ticks *t);

/* The ticks of every "cpuN" line in /proc/stat text (one pass), by CPU number: @ticks[N], N < @max. */
void procfs_stat_ticks(const char *text, struct procfs_ticks *ticks, int max);

/*
 * /proc/interrupts read a line at a time: the header names the CPU of each
 * column; every later row's counts add to its columns' sums, and the row
 * named @row ("NMI") also to @row_sum.
 */
struct procfs_irq {
	const char *row;
	int ncol;		/* columns of the header; 0 before it (or without one) */
	int cap;
	int *col_cpu;		/* CPU number of each column */
	uint64_t *all, *row_sum;
	bool header_done, found;
};

void procfs_irq_begin(struct procfs_irq *st, const char *row);
/* Feeds one line (no '\n'); -ENOMEM when the header's columns cannot be held. */
int procfs_irq_line(struct procfs_irq *st, const char *line);
void procfs_irq_end(struct procfs_irq *st);

/* A CPU that /proc/interrupts does not list (its column is shown only while it is online). */
#define PROCFS_NO_COUNT UINT64_MAX

/*
 * Per-CPU interrupt counts indexed by CPU number (@max entries) from one
 * pass over /proc/interrupts text: in @all every row summed, in @row_count
 * only the row named @row ("NMI"); PROCFS_NO_COUNT for a CPU the header
 * does not name, and in @row_count for every CPU when there is no row
 * @row.  -ENOENT, with neither written, when the text has no CPU header.
 */
int procfs_irq_counts(const char *text, const char *row, uint64_t *all, uint64_t *row_count, int max);

#endif
