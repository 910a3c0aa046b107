/*
 * The raw counters turbostat-ng samples, and where each one can come from.
 * One row per counter in decode/plan.c's table; the sampler (msr/sample.c)
 * reads what the plan says and the derivation (decode/derive.c) turns two
 * snapshots into per-interval values.
 */
#ifndef TSNG_RAW_H
#define TSNG_RAW_H

#include <stdint.h>

enum raw_id {
	RAW_TSC, RAW_APERF, RAW_MPERF, RAW_SMI, RAW_INSTR, RAW_LLC_REFS, RAW_LLC_MISSES,
	RAW_CC1, RAW_CC3, RAW_CC6, RAW_CC7, RAW_MC6,
	RAW_PC2, RAW_PC3, RAW_PC6, RAW_PC7, RAW_PC8, RAW_PC9, RAW_PC10,
	RAW_E_PKG, RAW_E_CORES, RAW_E_GFX, RAW_E_RAM, RAW_E_PSYS, RAW_E_CORE_AMD,
	RAW_PKG_THROTTLE, RAW_RAM_THROTTLE,
	RAW_CORE_THERM, RAW_PKG_THERM,
	RAW_CCD_THERM,		/* AMD: the hottest CCD's Tccd, from SMN registers (cpu_snap.ccd[]) */
	RAW_PERF_CTL,		/* the P-state last requested, for advisory governors */
	RAW__COUNT
};

/* Which CPU of a group reads the counter: every CPU, a core's first thread, a package's first CPU. */
enum raw_scope { RSCOPE_CPU, RSCOPE_CORE, RSCOPE_PKG };

/* How the summary row combines it (reference/turbostat.md §3, summary-row rules). */
enum raw_sum { SUM_AVG, SUM_TOTAL, SUM_MAX };

/* What a value is: a free-running counter (delta taken) or a status register read as is. */
enum raw_kind { KIND_COUNTER, KIND_STATUS };

enum src_kind { SRC_NONE, SRC_TSC, SRC_MSR, SRC_PERF, SRC_FILE, SRC_SMN };

#define RAW_PATH_MAX 96
#define RAW_CCD_MAX 12		/* Tccd registers per node: k10temp probes at most 12 */

struct raw_source {
	enum src_kind kind;
	uint32_t msr;		/* SRC_MSR */
	uint32_t smn;		/* SRC_SMN: a 32-bit AMD SMN register, read on node = the package's index */
	unsigned smn_ccds;	/* SRC_SMN of RAW_CCD_THERM: bit i = read the Tccd register at smn + 4 * i */
	const char *perf;	/* SRC_PERF: "pmu/event" */
	unsigned bits;		/* counter width: deltas are taken modulo 2^bits */
	double scale;		/* multiplies a delta into the counter's unit (J for energy) */
	uint64_t modulus;	/* wraps at this count instead of 2^bits (powercap max_energy_range_uj); 0 none */
	char path[RAW_PATH_MAX];/* SRC_FILE: a template, %d = the package's index + path_base */
	int path_base;
};

struct added_set;

/* A plan: for each raw counter the source chosen at start-up (SRC_NONE: not read). */
struct plan {
	struct raw_source src[RAW__COUNT];
	int read_proc_stat;	/* Busy% fallback where MPERF is unreachable */
	int read_interrupts;	/* IRQ column */
	int nidle;		/* sysfs cpuidle states to read per CPU */
	int idle_counts;	/* the cpuidle group: also stateK/below and stateK/above */
	int read_uncore;	/* UncMHz: intel_uncore_frequency current_freq_khz per package */
	int read_core_throttle;	/* CoreThr: thermal_throttle/core_throttle_count per core */
	const struct added_set *added;	/* --add counters (include/added.h), or NULL */
	const char *msr_via, *tsc_via;	/* the access path's names for them (--debug), or NULL */
};

struct raw_info {
	const char *name;	/* for --debug: where each value came from */
	enum raw_scope scope;
	enum raw_sum sum;
	enum raw_kind kind;
};

extern const struct raw_info raw_info[RAW__COUNT];

#endif
