/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The column table: one row per output column (decode/columns.c).  Header,
 * --list, --show/--hide, CSV and JSON keys and the top view all derive from
 * it; a column is added by adding a row and its compute function.
 */
#ifndef TSNG_COLUMNS_H
#define TSNG_COLUMNS_H

#include <stdbool.h>
#include <stdint.h>

#include "advice.h"
#include "decode/derive.h"

/* Print order: print_header() in turbostat.c (2025.12.05); FreqInv is ours, after IPC. */
enum col_id {
	COL_USEC, COL_TOD, COL_PACKAGE, COL_DIE, COL_L3, COL_NODE, COL_CORE, COL_CPU,
	COL_APIC, COL_X2APIC,
	COL_AVG_MHZ, COL_BUSY, COL_BZY_MHZ, COL_TSC_MHZ, COL_IPC, COL_FREQINV,
	COL_GOV_PS, COL_GOV_MHZ,	/* a pair per --governor in advisory mode (sub = its index) */
	COL_HWP_MIN, COL_HWP_MAX, COL_HWP_DES, COL_HWP_EPP, COL_HWP_WIN,	/* the CPU's HWP (AMD: CPPC) request */
	COL_POL_MAX,		/* cpufreq scaling_max_freq */
	COL_IRQ, COL_NMI, COL_SMI, COL_LLC_MRPS, COL_LLC_HIT, COL_L2_MRPS, COL_L2_HIT,
	COL_IDLE_COUNT,		/* the cpuidle group: "C1-" "C1" "C1+" per state (sub = state * 3 + kind) */
	COL_IDLE_PCT,		/* one column per sysfs cpuidle state: "C1%" */
	COL_ADDED_CPU,		/* --add thread counters (sub = index in the added set) */
	COL_CPU_C1E,		/* PMT, printed with turbostat's PMT thread counters */
	COL_CPU_C1, COL_CPU_C3, COL_CPU_C6, COL_CPU_C7, COL_MOD_C6, COL_CORETMP, COL_CORETHR,
	COL_CORETHR_MS,		/* ms the core was thermally throttled (sysfs) */
	COL_CORWATT_AMD,
	COL_ADDED_CORE,		/* --add core counters */
	COL_PKGTMP,
	COL_CCDTMP,		/* AMD: hottest CCD (Tccd) */
	COL_GFX_RC6, COL_GFX_MHZ, COL_GFX_AMHZ, COL_SAM_MC6, COL_SAM_MHZ, COL_SAM_AMHZ,
	COL_TOTL_C0, COL_ANY_C0, COL_GFX_C0, COL_CPUGFX,
	COL_PC2, COL_PC3, COL_PC6, COL_PC7, COL_PC8, COL_PC9, COL_PC10,
	COL_CPU_LPI, COL_SYS_LPI,
	COL_PKGWATT, COL_CORWATT, COL_GFXWATT, COL_RAMWATT, COL_PKG_PCT, COL_RAM_PCT,
	COL_UNCMHZ,
	COL_PKGTHR, COL_PKGTHR_MS,
	COL_CORE_LIM, COL_CORE_LOG, COL_GFX_LIM, COL_GFX_LOG, COL_RING_LIM, COL_RING_LOG,	/* limit reasons */
	COL_LIM_PROCHOT, COL_LIM_THERMAL, COL_LIM_GRAPHICS, COL_LIM_AUTONOMOUS, COL_LIM_VR_THERMAL, COL_LIM_EDP,
	COL_LIM_CORE_POWER, COL_LIM_PL1, COL_LIM_PL2, COL_LIM_MAX_TURBO, COL_LIM_TRANSITION,	/* one core reason, 0/1 */
	COL_LIM_RESIDENCY, COL_LIM_RATL, COL_LIM_VR_TDC, COL_LIM_OTHER,		/* ... of the Skylake client layout */
	COL_LIM_PBM, COL_LIM_PCS, COL_LIM_BELOW_P1, COL_LIM_BELOW_TURBO, COL_LIM_BELOW_REQUEST,	/* ... of Haswell-EP's */
	COL_WHY,		/* the interval's verdict (decode/why.h) */
	COL_MAX_PCT, COL_NO_TURBO,	/* intel_pstate/max_perf_pct, /no_turbo */
	COL_PKG_HWP_MIN, COL_PKG_HWP_MAX, COL_PKG_HWP_DES, COL_PKG_HWP_EPP, COL_PKG_HWP_WIN,	/* IA32_HWP_REQUEST_PKG */
	COL_ADDED_PKG,		/* --add package counters */
	COL_DIE_C6,		/* PMT, printed with turbostat's PMT package counters */
	COL_SYSWATT,
	COL_THREADC, COL_CORECNT, COL_PKGCNT,	/* names turbostat knows but never prints */
	COL__COUNT
};

/* Kinds of a COL_IDLE_COUNT column: stateK/usage, /below ("+"), /above ("-"). */
enum idle_count_kind { IDLE_USAGE, IDLE_BELOW, IDLE_ABOVE };

/* Which rows carry a column; rows end early past their scope (turbostat's ragged rows). */
enum col_scope { CS_ID, CS_CPU, CS_CORE, CS_PKG, CS_SYSTEM };

enum col_group {
	GRP_TOPOLOGY, GRP_FREQUENCY, GRP_HWIDLE, GRP_SWIDLE, GRP_POWER, GRP_OTHER,
	GRP_CPUIDLE,	/* the idle-state invocation counts, off by default */
	GRP_CACHE,	/* LLC and L2 references and hit rates; "llc" names it too */
	GRP_HWP,	/* the HWP or CPPC request per interval, off by default */
	GRP_LIMITS,	/* why the frequency is limited (perf limit reasons) */
	GRP_WHY,	/* the verdict of each interval: --why's column */
	GRP__COUNT
};

enum col_fmt {
	FMT_ID,		/* %d; "-" on the summary row */
	FMT_PCT,	/* %.2f */
	FMT_MHZ,	/* %.0f */
	FMT_WATT,	/* %.2f */
	FMT_COUNT,	/* %llu */
	FMT_COUNT64,	/* %-8llu: turbostat's 64-bit added and cpuidle counts */
	FMT_HEX32,	/* %08x: a raw --add u32 counter */
	FMT_HEX64,	/* %016llx: a raw --add u64 counter */
	FMT_DEGC,	/* %d */
	FMT_USEC,	/* %5ld */
	FMT_TOD,	/* %10ld.%06ld */
	FMT_RATIO,	/* %.0f, out of 1024 */
	FMT_PSTATE,	/* %.0f, a bus ratio or CPPC perf level */
	FMT_PER,	/* %.2f, a plain ratio (IPC) */
	FMT_MPS,	/* %.0f, millions per second (LLCMRPS) */
	FMT_FLAGS,	/* letters of the limit reasons in u (decode/limits.c); v the same bits as a number */
	FMT_WHY,	/* a verdict's word; v its enum why_code (decode/why.h) */
};

enum cell_state {
	CELL_OK,
	CELL_ABSENT,	/* the column does not apply to this row, or its register is missing */
	CELL_RESET,	/* a counter went backwards: turbostat prints **.** */
	CELL_NAN,	/* a percentage at or above 110%: turbostat prints nan */
	CELL_NEG,	/* a low-power idle residency that went backwards: turbostat prints (neg) */
};

/*
 * One value of the table, a column a row.  Packed, 9 bytes, not 16 (0.27
 * MiB of cells at 1024 CPUs, not 0.48), as struct dval (decode/derive.h):
 * x86 and arm64 load a double at any address; take no pointer to a member.
 * A raw --add counter (FMT_HEX32/64, cell_exact()) holds its exact register
 * value in u; every other format its value in v.
 */
struct __attribute__((packed)) cell {
	union {
		double v;
		uint64_t u;
	};
	uint8_t st;
};
_Static_assert(sizeof(struct cell) == 9, "packed as the comment says");

/* Whether a cell of format @f holds u, not v. */
static inline bool cell_exact(enum col_fmt f)
{
	return f == FMT_HEX32 || f == FMT_HEX64;
}

/* What a compute function sees: one row's deltas and, for CPU rows, its place in the topology. */
struct col_env {
	const struct derive_ctx *ctx;
	const struct delta *d;
	const struct advice *adv;	/* the advisory governors on this CPU; NULL on the summary row or without */
	const struct topo_cpu *cpu;	/* NULL on the summary row */
	int sub;			/* the out_col's sub */
};

struct col_def {
	const char *name;
	const char *name_joules;	/* the --Joules name, for energy columns */
	enum col_scope scope;
	uint32_t groups;		/* BIT_OF(enum col_group) */
	enum col_fmt fmt;
	bool off_by_default;
	const char *desc;
	void (*compute)(const struct col_env *e, struct cell *out);
	const char *from;		/* for --debug: how the value is made */
	bool needs[RAW__COUNT];		/* the counters it reads: the plan reads them; --debug names their sources */
};

extern const struct col_def col_defs[COL__COUNT];
extern const char *const col_group_names[GRP__COUNT];

/* A bitset over the column enum. */
typedef struct {
	uint64_t w[(COL__COUNT + 63) / 64];
} colset;

static inline void colset_add(colset *s, enum col_id c)
{
	s->w[c / 64] |= 1ull << (c % 64);
}
static inline void colset_del(colset *s, enum col_id c)
{
	s->w[c / 64] &= ~(1ull << (c % 64));
}
static inline bool colset_has(const colset *s, enum col_id c)
{
	return s->w[c / 64] >> (c % 64) & 1;
}

/* --add columns are printed whatever --show says (turbostat prints them unconditionally). */
static inline bool col_is_added(enum col_id id)
{
	return id == COL_ADDED_CPU || id == COL_ADDED_CORE || id == COL_ADDED_PKG;
}

/* One printed column: a table row, and for cpuidle and --add columns which one. */
struct out_col {
	enum col_id id;
	int sub;
	enum col_fmt fmt;	/* the row's format, or the added counter's */
	enum plr_layout plr;	/* FMT_FLAGS: the layout whose letters name the bits (decode/limits.c) */
	char name[24];
};

/* The counters that the columns of @enabled in @defs (col_defs, or a test's table) read. */
void columns_needs(const struct col_def *defs, int ncols, const colset *enabled, rawset *needed);

/* Fills @cell for one column of one row. */
void columns_compute(const struct out_col *oc, const struct col_env *e, struct cell *cell);

/* Makes "C1E" + @suffix of a sysfs state name as turbostat does: cut at '-', drop '_'. */
void columns_idle_name(const char *sysfs_name, const char *suffix, char *out, size_t len);

/*
 * How a column's value is made this run: its "from" text, or, where the
 * arithmetic depends on what could be read, the one used (Busy% without
 * MPERF is /proc/stat's; Bzy_MHz without a base ratio scales the TSC rate).
 * @unread: the counters no CPU could read, or NULL.
 */
const char *columns_from(enum col_id id, const struct derive_ctx *ctx, const rawset *unread);

/* For --debug: "Busy%: MPERF / TSC (mperf: msr 0xe7; tsc: rdtsc)"; @unread as above. */
void columns_source(const struct out_col *oc, const struct derive_ctx *ctx, const rawset *unread, char *buf,
		    size_t len);

/*
 * Why column @id, named in --show, has no value this run: "no energy-pkg on this machine" (@where),
 * "mperf unreadable", or that the first interval gave it none; @unread as above.
 */
void columns_absent_why(enum col_id id, const struct derive_ctx *ctx, const rawset *unread, const char *where,
			char *buf, size_t len);

#endif
