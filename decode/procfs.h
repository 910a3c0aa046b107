/* SPDX-License-Identifier: GPL-2.0-only */
/* Parsing the procfs text a snapshot keeps (decode/procfs.c). */
#ifndef TSNG_PROCFS_H
#define TSNG_PROCFS_H

#include <stdint.h>

/* Busy ticks and all ticks of one CPU in /proc/stat; @err -ENOENT without its line, -EINVAL for a short one. */
struct procfs_ticks {
	uint64_t busy, total;
	int err;
};

/* The ticks of every "cpuN" line in /proc/stat text (one pass), by CPU number: @ticks[N], N < @max. */
void procfs_stat_ticks(const char *text, struct procfs_ticks *ticks, int max);

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
