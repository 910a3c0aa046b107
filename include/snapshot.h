/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One sample of the machine: raw values as read, nothing derived.  Filled by
 * msr/sample.c, consumed by decode/derive.c.  Rows follow the topology order.
 */
#ifndef TSNG_SNAPSHOT_H
#define TSNG_SNAPSHOT_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#include "added_set.h"
#include "hw.h"
#include "raw.h"

/* cpuidle states per CPU: the kernel registers at most CPUIDLE_STATE_MAX (10, include/linux/cpuidle.h) */
#define IDLE_MAX 10

/* The sysfs cpuidle states of the first CPU, read once at start-up. */
struct idle_states {
	int n;
	char name[IDLE_MAX][16];
};

/*
 * A value as read.  Packed, 10 bytes, not 16: a snapshot holds about 14 a
 * CPU (its row, its share of its core's and its package's, the procfs
 * counts beside it), and x86 and arm64 load a uint64_t at any address (as
 * struct dval, decode/derive.h); take no pointer to a member.  An errno
 * fits 16 bits: the kernel's are below MAX_ERRNO, 4095
 * (include/linux/err.h).
 */
struct __attribute__((packed)) raw_value {
	uint64_t v;
	int16_t err;		/* 0, or -errno of the read (-EIO absent, -ENXIO CPU gone) */
};

/* A CPU's values beside its row of counters (struct snapshot val); packed as struct raw_value, 73 bytes not 104. */
struct __attribute__((packed)) cpu_snap {
	/* /proc/interrupts: every row summed (IRQ), the NMI row; -ENOENT when not listed (offline, no such row) */
	struct raw_value irq, nmi;
	/* /proc/stat: busy ticks and all ticks (proc(5)); -ENOENT without its line, -EINVAL for a short one */
	struct raw_value stat_busy, stat_total;
	uint64_t read_ns;	/* time this CPU's reads took (turbostat's usec column) */
	/* CLOCK_MONOTONIC when this CPU's reads began and ended (turbostat's per-thread
	 * tv_begin/tv_end); 0 unknown: the snapshot's time stands in */
	uint64_t begin_ns, end_ns;
	/* its core's and its package's row of values (struct snap_layout), where it reads them; else -1 */
	int core_row, pkg_row;
	unsigned char offline;	/* the CPU was not online when sampled */
};
_Static_assert(sizeof(struct raw_value) == 10 && sizeof(struct cpu_snap) == 73, "packed as the comments say");

/*
 * What only some plans read, kept beside the CPU rows only for them: at 1024
 * CPUs in every row these would be 1.4 MB a snapshot (msr/sample.c
 * sample_needs_more).
 */
struct cpu_more {
	struct raw_value idle_usage[IDLE_MAX];		/* cpuidle stateK/usage (RAW_IDLE_COUNTS) */
	struct raw_value idle_below[IDLE_MAX];		/* stateK/below */
	struct raw_value idle_above[IDLE_MAX];		/* stateK/above */
	struct raw_value added[ADDED_MAX];		/* --add counters, in the plan's order */
	struct raw_value ccd[RAW_CCD_MAX];	/* package's first CPU: AMD Tccd registers (plan smn_ccds) */
};

/*
 * Where a snapshot keeps the counters the plan reads, and nothing else
 * (msr/sample.c snapshot_layout): a row for each CPU of its CPU-scope
 * counters and cpuidle state times, a row for each core of the core-scope
 * ones, a row for each package of the package-scope ones, read by the
 * core's first thread and the package's first CPU (include/scope.h).  A row
 * of every counter id in every CPU's row was 1.2 KB a CPU where a default
 * plan reads 20 counters, 9 of them a package's.
 */
struct snap_layout {
	unsigned char place[RAW__COUNT];	/* 1 + the counter's place in a row of its scope; 0: not kept */
	unsigned char scope[RAW__COUNT];	/* its enum raw_scope: RSCOPE_CPU, _CORE or _PKG */
	int width[3];		/* values in a row of each scope; a CPU's row has nidle more after them */
	int nidle;
	int rows[3];		/* CPUs, cores, packages */
	size_t base[3];		/* where each scope's rows begin in val */
};

/* A procfs text larger than the sampler reads (msr/sample.c TEXT_MAX, LINE_MAX). */
#define SNAP_TEXT_PROC_STAT	1u
#define SNAP_TEXT_INTERRUPTS	2u

struct snapshot {
	struct hw_time t;
	int n;
	struct cpu_snap *cpu;	/* n entries, topology row order */
	struct cpu_more *more;	/* n entries beside them when the plan reads any, else NULL */
	unsigned text_err;	/* SNAP_TEXT_*: a text past the sampler's bound, its values left unknown */
	char *online;		/* text of /sys/devices/system/cpu/online */
	struct snap_layout lay;
	struct raw_value *val;	/* the rows of lay */
};

/* CPU row @i: its CPU-scope counters by place, then its cpuidle state times. */
static inline struct raw_value *snap_row(const struct snapshot *s, int i)
{
	return s->val + (size_t)i * (size_t)(s->lay.width[RSCOPE_CPU] + s->lay.nidle);
}

/* Where row @i's counter @r is kept: NULL where the plan does not read it or that CPU does not. */
static inline struct raw_value *snap_at(const struct snapshot *s, int i, enum raw_id r)
{
	const struct snap_layout *l = &s->lay;
	int sc = l->scope[r], row = sc == RSCOPE_CORE ? s->cpu[i].core_row : sc == RSCOPE_PKG ? s->cpu[i].pkg_row : 0;

	if (!l->place[r] || row < 0)
		return NULL;
	if (sc == RSCOPE_CPU)
		return &snap_row(s, i)[l->place[r] - 1];
	return &s->val[l->base[sc] + (size_t)row * (size_t)l->width[sc] + l->place[r] - 1];
}

/* What a value the plan does not read reads as: absent, as one out of the CPU's scope. */
static inline const struct raw_value *snap_unread(void)
{
	static const struct raw_value unread = { 0, -ENOENT };

	return &unread;
}

/* Counter @r of row @i as read. */
static inline const struct raw_value *snap_raw(const struct snapshot *s, int i, enum raw_id r)
{
	const struct raw_value *v = snap_at(s, i, r);

	return v ? v : snap_unread();
}

/* cpuidle state @k's time (stateK/time) of row @i. */
static inline const struct raw_value *snap_idle(const struct snapshot *s, int i, int k)
{
	return k < s->lay.nidle ? &snap_row(s, i)[s->lay.width[RSCOPE_CPU] + k] : snap_unread();
}

#endif
