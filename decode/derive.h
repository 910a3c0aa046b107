/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * From two snapshots to per-interval values (decode/derive.c): per CPU, and
 * the summary row combined as turbostat does (averages of counters over
 * CPUs, cores or packages; sums of IRQ, SMI and energy; maxima of
 * temperatures), so every column is computed the same way on both.
 */
#ifndef TSNG_DERIVE_H
#define TSNG_DERIVE_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"
#include "decode/rapl.h"
#include "decode/raw_defs.h"
#include "raw.h"
#include "snapshot.h"
#include "topo.h"

enum delta_state {
	DS_ABSENT,	/* not read, or the read failed */
	DS_OK,
	DS_RESET,	/* went backwards: no honest delta */
};

/*
 * One derived value and its enum delta_state.  Packed: 9 bytes, not 16,
 * some 40 of them a CPU; x86 and arm64 load a double at any address.
 */
struct __attribute__((packed)) dval {
	double v;
	uint8_t st;
};

struct why_facts;

/* Facts the derivation needs, decoded once at start-up. */
struct derive_ctx {
	const struct raw_def *defs;	/* the counter table: raw_defs, or a test's */
	const struct topology *topo;
	const struct plan *plan;
	double base_hz;		/* base clock: Bzy_MHz = base * APERF/MPERF; 0 unknown */
	double tsc_tweak;	/* base_hz / tsc_hz where the TSC does not tick at base; else 1 */
	double crystal_hz;	/* the core crystal clock (CPUID 0x15); 0 unknown */
	unsigned mperf_mult;	/* APERF/MPERF count in units of this many cycles (Xeon Phi 1024) */
	unsigned fi_ratio;	/* arch_max_freq_ratio for FreqInv; 0 when invariance is off */
	const unsigned *fi_ratio_cpu;	/* hybrid capacity scaling: each CPU's own ratio by CPU number
					 * (0: use fi_ratio); NULL when the kernel keeps one ratio */
	int fi_ratio_ncpu;
	int tjmax;		/* degrees C; 0 unknown */
	int tctl_offset_c;	/* AMD: Tctl - Tdie, subtracted from a k10temp Tctl */
	int nidle;
	int joules;		/* energy columns in joules (--Joules), else watts */
	int ecore_c6_minus_c7;	/* hybrid parts: an E-core's CC6 counter also counts its CC7 time */
	int c1_counter_only;	/* the part has MSR_CORE_C1_RES: CPU%c1 is that counter or nothing */
	/*
	 * The limit reason registers' log bits at the first snapshot, per row
	 * (topo->n entries; [0] core, [1] gfx, [2] ring): a log bit set now
	 * and not then was set since the start.  NULL: every log bit counts.
	 */
	const uint64_t (*plr_first)[3];
	enum plr_layout plr_layout;	/* MSR_CORE_PERF_LIMIT_REASONS' bits on this part (decode/limits.c) */
	const struct sum_rows *sum_rows;	/* where derive_interval()'s sums keep each row's (decode/rapl.h) */
	const struct why_facts *why;	/* what the Why verdicts need from start-up (decode/why.h); NULL: no verdict */
};

/*
 * Where a delta keeps the counters the plan reads (delta_layout()): the
 * CPU-scope counters in id order, the cpuidle states' times, then the
 * core-scope counters and the package-scope ones.  A value for each of the
 * 60 counter ids and 10 states was 630 bytes a CPU where a default plan
 * reads about 20 and a machine has 4 states.  A CPU row keeps the values of
 * the scopes it reads (include/scope.h): a thread not first in its core
 * stops after the states, one first in its core after the core's counters
 * (delta_bind()), so a row is as wide as a snapshot's share of it.
 */
struct delta_layout {
	unsigned char slot[RAW__COUNT];	/* 1 + the counter's place k in id; 0: not read, always absent */
	unsigned char id[RAW__COUNT];	/* the counter ids, CPU scope, core scope, package scope (k < n) */
	int n;
	int nidle;		/* cpuidle states whose time is kept, in values ncpu to ncpu + nidle - 1 */
	int ncpu, ncore;	/* the first ncpu of id are of CPU scope, the ncore after them of core scope */
};

/*
 * The cpuidle counts and --add counters of a CPU's interval: beside its
 * delta only when the plan reads them, as struct cpu_more beside a
 * snapshot's rows (1.6 KB a CPU that most runs do not need).
 */
struct delta_more {
	struct dval idle_usage[IDLE_MAX], idle_below[IDLE_MAX], idle_above[IDLE_MAX];
	struct dval added[ADDED_MAX];
	uint64_t added_raw[ADDED_MAX];	/* the latest value, for raw-format --add columns */
};

/* One row's interval: every value a dval, so deltas and summaries follow one set of rules. */
struct delta {
	const struct delta_layout *lay;	/* where val keeps each counter (delta_bind()) */
	/* lay->n counters (delta in the source's unit; status: as decoded), lay->nidle stateK/time */
	struct dval *val;
	struct delta_more *more;	/* NULL unless the plan reads cpuidle counts or --add counters */
	uint64_t acnt, mcnt;		/* exact APERF and MPERF deltas, for FreqInv and the governors */
	double interval_s;
	struct hw_time t;		/* end of the interval */
	/* the dvals (packed, 9 bytes) together and the flags after them: 136 bytes a CPU, not 152 */
	struct dval irq, nmi;		/* /proc/interrupts: every row, the NMI row */
	struct dval stat_busy, stat_total;	/* /proc/stat ticks */
	struct dval usec;		/* collection cost of this row in the later snapshot */
	struct dval c1;			/* CPU%c1 cycles: the C1 counter, else TSC - MPERF - core c3/c6/c7 */
	int offline;
	unsigned short w;		/* the values at val: the layout's to the last scope this row reads */
	unsigned char overwidth;	/* a counter read with bits above its width: its raw id + 1 (RAW__COUNT < 256); else 0 */
	unsigned char tsc_slow;		/* ΔTSC under 10^6 per second: turbostat's "Insanely slow TSC rate" */
};

/* Where @d keeps the counter at place @k of its layout's id: NULL where the row reads not its scope. */
static inline struct dval *delta_slot(const struct delta *d, int k)
{
	int at = k < d->lay->ncpu ? k : k + d->lay->nidle;

	return at < d->w ? &d->val[at] : NULL;
}

/* Where @d keeps counter @r: NULL where the plan does not read it, or this row not its scope. */
static inline struct dval *delta_at(const struct delta *d, enum raw_id r)
{
	unsigned k = d->lay->slot[r];

	return k ? delta_slot(d, (int)k - 1) : NULL;
}

/* What a value the plan does not read reads as. */
static inline const struct dval *delta_absent(void)
{
	static const struct dval absent = { 0, DS_ABSENT };

	return &absent;
}

/* Counter @r of @d as derived; absent (DS_ABSENT, 0) where the plan does not read it. */
static inline const struct dval *delta_raw(const struct delta *d, enum raw_id r)
{
	const struct dval *v = delta_at(d, r);

	return v ? v : delta_absent();
}

/* cpuidle state @k's time in @d, microseconds; absent past the states the plan reads. */
static inline const struct dval *delta_idle(const struct delta *d, int k)
{
	return k < d->lay->nidle ? &d->val[d->lay->ncpu + k] : delta_absent();
}

/*
 * The slots for plan @p: every counter it reads but a system-wide one (a
 * procfs text, whose values are beside, in irq, nmi and the stat ticks),
 * and its cpuidle states, as a snapshot keeps them (msr/sample.c
 * snapshot_layout).
 */
void delta_layout(const struct plan *p, struct delta_layout *l);

/*
 * Gives the @n deltas at @cpu and the summary @sum (NULL: none) room for
 * @l's counters, in one block, zeroed: what the caller frees (with free())
 * when the deltas are done with; NULL when out of memory.  CPU row i keeps
 * the scopes @topo's CPU i reads (@topo NULL: every scope); a summary
 * (derive_summary()) has every scope of the deltas it combines.
 */
struct dval *delta_bind(const struct delta_layout *l, const struct topology *topo, struct delta *cpu, int n,
			struct delta *sum);

/*
 * Per-CPU deltas into @cpu (topo->n entries) and the summary into @sum.
 * @prev_sums and @cur_sums are the session's running sums of the
 * accumulated counters at each snapshot (ctx->sum_rows sets; NULL: none kept).  Each
 * counter that went backwards or a CPU that went away is noted in @notice
 * (one line, empty when nothing happened).
 */
void derive_interval(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     const struct raw_sums *prev_sums, const struct raw_sums *cur_sums, struct delta *cpu,
		     struct delta *sum, char *notice, size_t noticelen);

/*
 * The summary row's combination (as derive_interval() makes @sum) of the
 * CPUs of package @pkg_idx (a topo_cpu's dense pkg_idx; -1: every CPU):
 * the top view's package lines.  Its interval and time are its last CPU's.
 */
void derive_summary(const struct derive_ctx *ctx, const struct delta *cpu, int pkg_idx, struct delta *sum);

#endif
