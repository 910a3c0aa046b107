/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * RAPL energy accounting (decode/rapl.c): the units and TDP read at start-up,
 * the 32-bit counter range they imply, and the running 64-bit sums that keep
 * a wrapped counter honest.  Pure: registers in, numbers out.
 */
#ifndef TSNG_RAPL_H
#define TSNG_RAPL_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"
#include "decode/raw_defs.h"
#include "raw.h"
#include "regset.h"
#include "snapshot.h"
#include "topo.h"

/* arch/x86/include/asm/msr-index.h */
#define MSR_RAPL_POWER_UNIT		0x606		/* [3:0] power, [12:8] energy, [19:16] time */
#define MSR_PKG_POWER_INFO		0x614		/* [14:0] thermal spec power (TDP) */
#define MSR_PKG_ENERGY_STATUS		0x611		/* 32-bit package energy counter */
#define MSR_AMD_RAPL_POWER_UNIT		0xC0010299	/* same layout as 0x606 (AMD PPR, MSRC001_0299) */
#define MSR_AMD_PKG_ENERGY_STATUS	0xC001029B	/* 32-bit package energy counter */

struct rapl_info {
	int ok;			/* 0: no RAPL (no domain, unit MSR unreadable, package energy reads 0) */
	int unit_err;		/* why not, when !ok: -errno of the unit read, -ENODATA energy reads 0 */
	int amd;		/* units from 0xC0010299 (turbostat names it MSR_RAPL_PWR_UNIT) */
	int info_ok;		/* POWER_INFO was read (the plausibility check's TDP) */
	double power_w;		/* watts per count of the power fields */
	double energy_j;	/* joules per count of PKG/PP0/PP1 (and AMD core/package) */
	double dram_j;		/* joules per count of DRAM energy */
	double psys_j;		/* joules per count of PSYS energy */
	double time_s;		/* seconds per count of PERF_STATUS */
	double tdp_w;		/* POWER_INFO TDP, or the platform fallback */
	int tdp_fallback;	/* 1 when tdp_w is the fallback */
	double range_s;		/* seconds until a 32-bit energy counter wraps at tdp_w */
};

/*
 * Units, TDP and wrap range for the part (turbostat.c rapl_probe_intel(),
 * rapl_probe_amd()).  @vendor selects 0x606 or 0xC0010299.  Never fails: ri->ok says
 * whether there is anything to scale.
 */
void rapl_decode(const struct regset *rs, enum vendor vendor, const struct platform_features *pf,
		 struct rapl_info *ri);

/* Joules (or seconds) per count of an MSR counter in @unit; 1 for UNIT_COUNT. */
double rapl_unit_scale(const struct rapl_info *ri, enum raw_unit unit);

/* The count by which a source wraps: its explicit modulus, else 2^bits (0 for 64 bits: never). */
uint64_t rapl_modulus(const struct raw_source *src);

/*
 * The running 64-bit sums of the accumulated counters (the counter table's
 * accumulate rows), kept by the session beside its snapshots: the snapshot
 * holds only what was read.  A set of them for each row of a scope the plan
 * accumulates a counter of: every accumulated counter of the counter table
 * is a package's or a core's, so a package's energy is summed once for the
 * package, not once for each of its CPUs (struct sum_rows).
 */
#define RAW_SUMS_MAX 8	/* raw ids with an accumulate slot (decode/raw_defs.c numbers them 1..8) */

struct raw_sums {
	uint64_t v[RAW_SUMS_MAX];	/* by slot: raw_defs[r].accumulate - 1 */
	uint8_t ok[RAW_SUMS_MAX];	/* v holds a sum */
};

/* The accumulated counters' values at the last read (a snapshot or a poll), by slot. */
struct raw_last {
	struct raw_value v[RAW_SUMS_MAX];
};

/*
 * Where the sets are in an array of them: for each scope the plan
 * accumulates a counter of, one set for each of its rows (the snapshot's
 * core_row, pkg_row; a CPU's own row), CPU rows first, then core rows, then
 * package rows.  Only the slots of counters of that scope are used in a set.
 */
struct sum_rows {
	long base[3];	/* by enum raw_scope (CPU, core, package): its first set; -1 none of that scope */
	int rows[3];	/* its rows */
	size_t n;	/* sets in all */
};

/* The sets for plan @p on topology @t (the rows as msr/sample.c snapshot_layout() counts them). */
void rapl_sum_rows(const struct raw_def *defs, const struct plan *p, const struct topology *t, struct sum_rows *sr);

/* The set that keeps row @i's sums of counter @r of @s, or -1: not accumulated, or not read by that row. */
long rapl_sum_at(const struct raw_def *defs, const struct plan *p, const struct sum_rows *sr,
		 const struct snapshot *s, int i, int r);

/*
 * Carries the sums from the last read to row @i of @now for every
 * accumulated counter row @i reads: in its set j (rapl_sum_at),
 * now_sum[j] = last_sum[j] + (now - last[j]) mod the source's modulus, and
 * makes @now the last read in last[j].  A counter that was not readable last
 * time starts again from its raw value.  @last_sum and @now_sum may be the same.
 */
void rapl_accumulate(const struct raw_def *defs, const struct plan *p, const struct sum_rows *sr,
		     struct raw_last *last, const struct raw_sums *last_sum, const struct snapshot *now, int i,
		     struct raw_sums *now_sum);

/*
 * Seconds until the first accumulated counter of @p wraps: its modulus times
 * its scale, over TDP for energy (turbostat's Joule Counter Range), as is for
 * throttle time.  0 when no counter of the plan wraps.
 */
double rapl_wrap_s(const struct raw_def *defs, const struct plan *p, const struct rapl_info *ri);

#endif
