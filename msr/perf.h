/* SPDX-License-Identifier: GPL-2.0-only */
/* perf_event counters by "pmu/event" name (msr/perf.c). */
#ifndef TSNG_PERF_H
#define TSNG_PERF_H

#include <stddef.h>
#include <stdint.h>

#include "msr/fdcache.h"

/*
 * The config words of an events file's text ("event=0x3c,umask=0x01,inv"):
 * each term goes where @format_of(term) says ("config:8-15"); -EINVAL for a
 * term the PMU has no format for or a value wider than its bits.
 */
int perf_event_config(const char *text, long (*format_of)(const char *term, char *buf, size_t size, void *arg),
		      void *arg, uint64_t config[3]);
/*
 * The events of one PMU on one CPU form a group (PERF_FORMAT_GROUP): one
 * read() returns all their counts, taken together by one inter-processor
 * call on that CPU (kernel/events/core.c perf_read_group()), and the caller
 * never migrates.  A group is read once per snapshot: perf_groups_snapshot()
 * starts a new one.
 */
#define PERF_GROUP_MAX 16

struct perf_group {
	int cpu;
	char pmu[32];
	int n;			/* members; fd[0] leads */
	int fd[PERF_GROUP_MAX];	/* owned by the fdcache */
	uint64_t value[PERF_GROUP_MAX];
	unsigned gen;		/* the snapshot value[] belongs to */
	int err;
};

/* Which alternative of an "a|b|c" event a CPU takes (perf_event_read()), found once. */
struct perf_pick {
	int cpu;
	char *alts;		/* owned copy */
	int k;			/* the alternative's index; -1: none lists the CPU */
};

struct perf_groups {
	struct perf_group *g;
	int n, cap;
	int last;		/* the group group_of() found last: where its next search starts */
	unsigned gen;
	struct perf_pick *pick;
	int npick, cappick;
};

void perf_groups_init(struct perf_groups *pg);
void perf_groups_free(struct perf_groups *pg);
static inline void perf_groups_snapshot(struct perf_groups *pg)
{
	pg->gen++;
}
/*
 * A group read's buffer ({ nr, values[nr] }, no ids or times) into @out:
 * -EIO unless it holds exactly @n counts.
 */
int perf_group_values(const uint64_t *buf, size_t len, int n, uint64_t *out);
/*
 * Opens "pmu/event" on @cpu on first use (kept in @files), in its PMU's group, and gives its count.
 * "pmu1/event1|pmu2/event2|..." (a hybrid part's event per core type: cpu_core, cpu_atom,
 * cpu_lowpower) takes on each CPU the first alternative whose PMU lists that CPU in
 * /sys/bus/event_source/devices/<pmu>/cpus, as turbostat 2026.02 perf_l2_init() does with
 * its perf_pcore_set, perf_ecore_set and perf_lcore_set; -ENOENT when none does.
 */
int perf_event_read(struct perf_groups *pg, struct fdcache *files, int cpu, const char *event, uint64_t *val);

#endif
