/*
 * The column table: one row per output column (decode/columns.c).  Header,
 * --list, --show/--hide, CSV and JSON keys and the top view all derive from
 * it; a column is added by adding a row and its compute function.
 */
#ifndef TSNG_COLUMNS_H
#define TSNG_COLUMNS_H

#include <stdbool.h>
#include <stdint.h>

#include "derive.h"

enum col_id {
	COL_TOD, COL_PACKAGE, COL_DIE, COL_L3, COL_NODE, COL_CORE, COL_CPU,
	COL_APIC, COL_X2APIC,
	COL_AVG_MHZ, COL_BUSY, COL_BZY_MHZ, COL_TSC_MHZ, COL_FREQINV,
	COL_IRQ, COL_SMI,
	COL_IDLE_PCT,		/* one column per sysfs cpuidle state: "C1%" */
	COL_CPU_C1, COL_CPU_C3, COL_CPU_C6, COL_CPU_C7, COL_MOD_C6, COL_CORETMP,
	COL_CORWATT_AMD,
	COL_PKGTMP,
	COL_PC2, COL_PC3, COL_PC6, COL_PC7, COL_PC8, COL_PC9, COL_PC10,
	COL_PKGWATT, COL_CORWATT, COL_GFXWATT, COL_RAMWATT, COL_PKG_PCT, COL_RAM_PCT,
	COL_SYSWATT,
	COL__COUNT
};

/* Which rows carry a column; rows end early past their scope (turbostat's ragged rows). */
enum col_scope { CS_ID, CS_CPU, CS_CORE, CS_PKG, CS_SYSTEM };

enum col_group {
	GRP_TOPOLOGY, GRP_FREQUENCY, GRP_HWIDLE, GRP_SWIDLE, GRP_POWER, GRP_OTHER,
	GRP__COUNT
};

enum col_fmt {
	FMT_ID,		/* %d; "-" on the summary row */
	FMT_PCT,	/* %.2f */
	FMT_MHZ,	/* %.0f */
	FMT_WATT,	/* %.2f */
	FMT_COUNT,	/* %llu */
	FMT_DEGC,	/* %d */
	FMT_USEC,	/* %5ld */
	FMT_TOD,	/* %10ld.%06ld */
	FMT_RATIO,	/* %.0f, out of 1024 */
};

enum cell_state {
	CELL_OK,
	CELL_ABSENT,	/* the column does not apply to this row, or its register is missing */
	CELL_RESET,	/* a counter went backwards: turbostat prints **.** */
	CELL_NAN,	/* a percentage at or above 110%: turbostat prints nan */
};

struct cell {
	double v;
	uint8_t st;
};

/* What a compute function sees: one row's deltas and, for CPU rows, its place in the topology. */
struct col_env {
	const struct derive_ctx *ctx;
	const struct delta *d;
	const struct delta *core;	/* the row's core (its first thread); the summary for the summary */
	const struct topo_cpu *cpu;	/* NULL on the summary row */
	int sub;			/* cpuidle state index for COL_IDLE_PCT */
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

/* One printed column: a table row, and for cpuidle columns which state. */
struct out_col {
	enum col_id id;
	int sub;
	char name[24];
};

/* Fills @cell for one column of one row. */
void columns_compute(const struct out_col *oc, const struct col_env *e, struct cell *cell);

/* Makes "C1E" of a sysfs state name as turbostat does: cut at '-', drop '_'. */
void columns_idle_name(const char *sysfs_name, char *out, size_t len);

#endif
