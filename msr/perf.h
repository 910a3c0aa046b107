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
 *
 * What a group costs is what it holds: a member (its count, descriptor and
 * the next member) for each event that opened, in one pool for every group;
 * each name given (an event, its PMU, a hybrid part's "a|b" alternatives) is
 * kept once, with a slot for each CPU number that says where that CPU's
 * member, group or chosen alternative is.  A read finds its counter by two
 * slots, no search across CPUs; its descriptors are not named in the
 * descriptor cache (a name a CPU an event).
 */
#define PERF_GROUP_MAX 16

struct perf_member {
	uint64_t value;		/* the count the group's last read gave */
	int fd;			/* owned here */
	int next;		/* the group's next member (the order they joined, which a read follows); -1 none */
};

struct perf_group {
	int lead;		/* the first member: its read() returns the whole group */
	int n;			/* members */
	unsigned gen;		/* the snapshot the members' values belong to */
	int err;
};

enum perf_name_kind { PERF_EVENT, PERF_PMU, PERF_ALTS };

struct perf_name {
	char *s;		/* "pmu/event", "pmu", or "pmu1/event1|pmu2/event2|..." */
	enum perf_name_kind kind;
	int pmu;		/* an event's PMU: its index among the names */
	/*
	 * By CPU number, 0 before that CPU's first use: an event's 1 + member or
	 * the -errno of its open (kept: a failed open is not tried again); a
	 * PMU's 1 + group; alternatives' 1 + the event taken (its name), or -ENOENT.
	 */
	int32_t *at;
	int nat;
	/* an event's perf_event_attr words, read from sysfs at its first open */
	int have_attr;		/* 0 not yet, 1 read, or the -errno of reading them */
	uint32_t type;
	uint64_t config[3];
};

struct perf_groups {
	struct perf_name *name;
	int nname, capname;
	int last;		/* the name found last: where the next search starts (a snapshot reads them in turn) */
	struct perf_group *g;
	int ng, capg;
	struct perf_member *m;
	int nm, capm;
	unsigned gen;
	int grown;		/* an array grew since the last snapshot began: it is cut to fit at the next */
};

void perf_groups_init(struct perf_groups *pg);
void perf_groups_free(struct perf_groups *pg);
/* A new snapshot: every group is read again, once. */
void perf_groups_snapshot(struct perf_groups *pg);
/*
 * A group read's buffer ({ nr, values[nr] }, no ids or times) into @out:
 * -EIO unless it holds exactly @n counts.
 */
int perf_group_values(const uint64_t *buf, size_t len, int n, uint64_t *out);
/*
 * Opens "pmu/event" on @cpu on first use, in its PMU's group (its sysfs description read
 * through @files), and gives its count.
 * "pmu1/event1|pmu2/event2|..." (a hybrid part's event per core type: cpu_core, cpu_atom,
 * cpu_lowpower) takes on each CPU the first alternative whose PMU lists that CPU in
 * /sys/bus/event_source/devices/<pmu>/cpus, as turbostat 2026.02 perf_l2_init() does with
 * its perf_pcore_set, perf_ecore_set and perf_lcore_set; -ENOENT when none does.
 */
int perf_event_read(struct perf_groups *pg, struct fdcache *files, int cpu, const char *event, uint64_t *val);

#endif
