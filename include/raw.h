/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The raw counters turbostat-ng samples, and the plan that says where each
 * one is read from.  Each counter is one row of decode/raw_defs.c (source,
 * scope, width, wrap rule, platform condition); decode/plan.c turns the
 * rows the enabled columns need into a plan, msr/sample.c reads what the
 * plan says, and decode/derive.c turns two snapshots into interval values.
 */
#ifndef TSNG_RAW_H
#define TSNG_RAW_H

#include <stdbool.h>
#include <stdint.h>

enum raw_id {
	RAW_TSC, RAW_APERF, RAW_MPERF, RAW_SMI, RAW_INSTR, RAW_LLC_REFS, RAW_LLC_MISSES,
	RAW_L2_REFS, RAW_L2_HITS,	/* perf raw event 0x24 per model (decode/perf_l2.c) */
	RAW_CC1, RAW_CC3, RAW_CC6, RAW_CC7, RAW_MC6,
	RAW_PC2, RAW_PC3, RAW_PC6, RAW_PC7, RAW_PC8, RAW_PC9, RAW_PC10,
	RAW_C0_WEIGHTED, RAW_C0_ANY_CORE, RAW_C0_ANY_GFX, RAW_C0_CORE_GFX,	/* package C0 counters */
	RAW_DIE_C6,		/* Intel PMT: the die's C6 time in crystal clocks */
	RAW_CPU_C1E,		/* Intel PMT: the module's C1E time in tcore clocks */
	RAW_E_PKG, RAW_E_CORES, RAW_E_GFX, RAW_E_RAM, RAW_E_PSYS, RAW_E_CORE_AMD,
	RAW_PKG_THROTTLE, RAW_RAM_THROTTLE,
	RAW_CORE_THERM, RAW_PKG_THERM,
	RAW_CCD_THERM,		/* AMD: the hottest CCD's Tccd, from SMN registers (cpu_snap.ccd[]) */
	RAW_PERF_CTL,		/* the P-state last requested, for advisory governors */
	RAW_HWP_REQ, RAW_HWP_REQ_PKG,	/* Intel IA32_HWP_REQUEST, IA32_HWP_REQUEST_PKG */
	RAW_CPPC_REQ,		/* AMD MSR_AMD_CPPC_REQ */
	RAW_CORE_PLR, RAW_GFX_PLR, RAW_RING_PLR,	/* MSR_{CORE,GFX,RING}_PERF_LIMIT_REASONS */
	RAW_UNC_KHZ,		/* sysfs intel_uncore_frequency current_freq_khz */
	RAW_CORE_THROT,		/* sysfs thermal_throttle/core_throttle_count */
	RAW_PKG_THROT,		/* sysfs thermal_throttle/package_throttle_count */
	RAW_CORE_THROT_MS,	/* sysfs thermal_throttle/core_throttle_total_time_ms */
	RAW_PKG_THROT_MS,	/* sysfs thermal_throttle/package_throttle_total_time_ms */
	RAW_GFX_RC6, RAW_GFX_MHZ, RAW_GFX_AMHZ,	/* drm sysfs of the render GT: idle ms, requested and actual MHz */
	RAW_SAM_MC6, RAW_SAM_MHZ, RAW_SAM_AMHZ,	/* the same of the media GT (standalone media) */
	RAW_CPU_LPI, RAW_SYS_LPI,	/* sysfs cpuidle low_power_idle_{cpu,system}_residency_us */
	RAW_POL_MAX,		/* sysfs cpufreq scaling_max_freq: the CPU's policy maximum */
	RAW_PST_MAX_PCT, RAW_PST_NO_TURBO,	/* sysfs intel_pstate/max_perf_pct, /no_turbo: driver-wide limits */
	RAW_IDLE,		/* sysfs cpuidle stateK/time and /usage (cpu_snap.idle_*) */
	RAW_IDLE_COUNTS,	/* sysfs cpuidle stateK/below and /above */
	RAW_PROC_STAT,		/* procfs /proc/stat text (snapshot.proc_stat) */
	RAW_INTERRUPTS,		/* procfs /proc/interrupts text (snapshot.interrupts) */
	RAW__COUNT
};

/* A set of raw counters: a bitset sized by the counter count. */
typedef struct {
	uint64_t w[(RAW__COUNT + 63) / 64];
} rawset;

static inline void rawset_add(rawset *s, enum raw_id r)
{
	s->w[r / 64] |= 1ull << (r % 64);
}
static inline bool rawset_has(const rawset *s, enum raw_id r)
{
	return s->w[r / 64] >> (r % 64) & 1;
}

/* Which CPU of a group reads the counter: every CPU, a core's first thread, a package's first CPU, once. */
enum raw_scope { RSCOPE_CPU, RSCOPE_CORE, RSCOPE_PKG, RSCOPE_SYSTEM };

/* How the summary row combines it (turbostat's sum_counters()): mean, sum, largest, last package's. */
enum raw_sum { SUM_AVG, SUM_TOTAL, SUM_MAX, SUM_LAST };

/* What a value is: a free-running counter (delta taken) or a status register read as is. */
enum raw_kind { KIND_COUNTER, KIND_STATUS };

enum src_kind {
	SRC_NONE, SRC_TSC, SRC_MSR, SRC_PERF, SRC_FILE, SRC_SMN,
	SRC_CPUIDLE,	/* the plan's nidle states of every CPU */
	SRC_TEXT,	/* a whole procfs file, once per snapshot */
	SRC_PMT,	/* a word of an Intel PMT telemetry file (hw read_at) */
};

#define RAW_PATH_MAX 112
#define RAW_CCD_MAX 12		/* Tccd registers per node: k10temp probes at most 12 */
#define RAW_PMT_SEQ_MAX 8	/* PMT files of one GUID a counter may span */
#define RAW_PMT_MAX 4		/* PMT counters a plan reads (raw_defs has two: test_pmt) */
#define RAW_PMT_PATH "/sys/class/intel_pmt/telem%d/telem"

/*
 * Where a PMT counter sits: the word at byte @off of the GUID's first file;
 * per CPU, where a file holds a counter per group of @cpus_per_step CPUs,
 * @step bytes apart, @steps_per_file to a file (then the next file of the
 * GUID, by sequence number).  @cpus_per_step 0: one word for all.
 */
struct raw_pmt_at {
	uint64_t off;
	unsigned step, cpus_per_step, steps_per_file;
	int file[RAW_PMT_SEQ_MAX];	/* telemN of each sequence number; -1: none */
	char path[RAW_PMT_SEQ_MAX][48];	/* its telem file, formatted once by the plan; "": none */
	int pkg0_only;			/* read by the first package only (turbostat's domain 0) */
};

struct raw_source {
	enum src_kind kind;
	enum raw_scope scope;	/* which CPUs read it (from its row) */
	uint32_t msr;		/* SRC_MSR */
	uint32_t smn;		/* SRC_SMN: a 32-bit AMD SMN register, read on node = the package's index */
	unsigned smn_ccds;	/* SRC_SMN of RAW_CCD_THERM: bit i = read the Tccd register at smn + 4 * i */
	const char *perf;	/* SRC_PERF: "pmu/event" */
	unsigned bits;		/* counter width: deltas are taken modulo 2^bits */
	double scale;		/* multiplies a delta into the counter's unit (J for energy) */
	uint64_t modulus;	/* wraps at this count instead of 2^bits (powercap max_energy_range_uj); 0 none */
	/*
	 * SRC_FILE, SRC_TEXT: the path.  A file template may hold {cpu} (the CPU
	 * number), {pkg} (the package's index + path_base), {pkgid} and {die}
	 * (sysfs ids, two digits).
	 */
	char path[RAW_PATH_MAX];
	int path_base;
	int pmt;		/* SRC_PMT: its place in the plan's pmt[] (plan_pmt()) */
};

struct added_set;

/* A plan: for each raw counter the source chosen at start-up (SRC_NONE: not read). */
struct plan {
	struct raw_source src[RAW__COUNT];
	/* where the PMT counters sit, apart: 440 bytes each, a session's plan was 38 KB with one a counter */
	struct raw_pmt_at pmt[RAW_PMT_MAX];
	int npmt;
	int nidle;		/* sysfs cpuidle states to read per CPU */
	const struct added_set *added;	/* --add counters (include/added_set.h), or NULL */
	const char *msr_via, *tsc_via;	/* the access path's names for them (--debug), or NULL */
	int migrate;		/* read each CPU's values on that CPU (hw_pin), where skew would show */
	int watch_online;	/* a present CPU was offline at start: read the online list every time */
	/* read cpu/online each snapshot: watch_online, or no MSR read shows an offline CPU (ENXIO) */
	int read_online;
};

/* Where PMT counter @r sits (the plan reads it as SRC_PMT). */
static inline const struct raw_pmt_at *plan_pmt(const struct plan *p, enum raw_id r)
{
	return &p->pmt[p->src[r].pmt];
}

static inline bool plan_reads(const struct plan *p, enum raw_id r)
{
	return p->src[r].kind != SRC_NONE;
}

/*
 * A value a snapshot keeps for a CPU, core or package, and so a delta too:
 * every counter the plan reads but a system-wide one (a procfs text, whose
 * values are kept apart).
 */
static inline bool plan_keeps(const struct plan *p, enum raw_id r)
{
	return plan_reads(p, r) && p->src[r].scope != RSCOPE_SYSTEM;
}

#endif
