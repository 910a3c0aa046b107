/* Parsing the procfs text a snapshot keeps (decode/procfs.c). */
#ifndef TSNG_PROCFS_H
#define TSNG_PROCFS_H

#include <stdint.h>

/* Busy ticks and all ticks of "cpuN" in /proc/stat text; -ENOENT when absent. */
int procfs_stat_ticks(const char *text, int cpu, uint64_t *busy, uint64_t *total);

/* A CPU that /proc/interrupts does not list (its column is shown only while it is online). */
#define PROCFS_NO_COUNT UINT64_MAX

/*
 * Per-CPU interrupt counts indexed by CPU number (@max entries) from
 * /proc/interrupts text: every row summed, or only the row named @row
 * ("NMI"); PROCFS_NO_COUNT for a CPU the header does not name.  -ENOENT
 * when the text has no CPU header, or no row @row.
 */
int procfs_irq_counts(const char *text, const char *row, uint64_t *count, int max);

#endif
