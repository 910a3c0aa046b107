/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The register table of the start-up report (decode/regtab.c): one row per
 * register or CPUID leaf that turbostat's configuration dump prints, with
 * the decoder that turns its raw value into named fields and the format
 * row that output/regline.c prints them with.  A new register is one row.
 *
 * Decoders are pure: a raw value (and, for the few lines upstream builds
 * from two registers, the rest of the start-up register set) in, fields
 * out.  Each field cites its source: the SDM (vol. 4 "Model-Specific
 * Registers", vol. 3B "Power and Thermal Management") or the kernel's
 * arch/x86/include/asm/msr-index.h.
 */
#ifndef TSNG_REGTAB_H
#define TSNG_REGTAB_H

#include <stddef.h>
#include <stdint.h>

#include "cpu_ident.h"
#include "decode/platform.h"
#include "regset.h"
#include "topo.h"

enum rf_kind { RF_UINT, RF_BOOL, RF_DBL, RF_STR };

/* One decoded field; item >= 0 puts it in the item-th entry of a repeated group (turbo levels). */
struct reg_field {
	const char *name;
	enum rf_kind kind;
	int item;
	unsigned null:1;	/* not read: JSON null (the format row prints 0 or "") */
	uint64_t u;
	double d;
	const char *s;
};

#define REG_MAX_FIELDS 160
#define REG_STR_BYTES 16

struct reg_fields {
	size_t n;
	int nitems;
	unsigned raw_unread:1;	/* a line worked out from other sources whose register did not read */
	struct reg_field f[REG_MAX_FIELDS];
	char str[12][REG_STR_BYTES];	/* room for strings a decoder builds (vendor, idle state names) */
};

/*
 * The first CPU of a core and its thermal registers, read at start-up with
 * --debug for print_thermal()'s per-core lines (err: 0 or the read's -errno).
 */
struct reg_core {
	int cpu;
	int first_in_pkg;		/* the first CPU of its package: the package's lines come first */
	int status_err, int_err;
	uint64_t status, intr;		/* IA32_THERM_STATUS, IA32_THERM_INTERRUPT */
};

/* What a decoder may know beside its register: the part and the other start-up registers. */
struct reg_ctx {
	const struct regset *rs;
	const struct cpu_ident *id;
	const struct platform_features *pf;
	double bclk_mhz;		/* the bus clock turbostat multiplies ratios by */
	double power_w, energy_j, time_s;	/* RAPL units (MSR_RAPL_POWER_UNIT) */
	int tjmax;			/* degrees C the thermal readouts count down from */
	int tcc_override;		/* --TCC gave tjMax */
	int rapl_ok;			/* the RAPL MSRs are in use (decode/rapl.c rapl_info.ok) */
	double rapl_range_s, rapl_tdp_w;	/* the energy counter's wrap time at TDP */
	int full;			/* the whole report (turbostat, or --debug), not our own name's brief one */
	int temps_read;			/* CoreTmp or PkgTmp is read from its MSR */
	int turbostat;			/* invoked as turbostat: its text where ours differs */
	/* with --debug, every core in turbostat's order; NULL: the packages' first CPUs stand for them */
	const struct reg_core *cores;
	size_t ncores;
	const struct topology *topo;	/* the --debug topology lines; NULL: none */
	int debug_level;		/* --debug given twice: master_cpu too */
};

/*
 * A row's own value: an MSR, a CPUID leaf, none (a line worked out from other
 * registers), or the powercap tree (decode/powercap.h), whose lines are a
 * walk of zones rather than fields.
 */
enum reg_src { SRC_REG_MSR, SRC_REG_CPUID, SRC_REG_NONE, SRC_REG_POWERCAP };

struct reg_row {
	const char *name;		/* turbostat's spelling: "MSR_PKG_POWER_LIMIT", "CPUID(6)" */
	enum reg_src src;
	uint32_t addr;			/* MSR number, or CPUID leaf */
	/* Whether upstream prints this line on this part (its platform-table and CPUID tests). */
	int (*present)(const struct reg_ctx *c);
	/* @cpuid is NULL for an MSR row; @c may be NULL for a row whose fields need no context (limit reasons). */
	void (*decode)(uint64_t raw, const uint32_t cpuid[4], const struct reg_ctx *c, struct reg_fields *out);
	/* The lines as turbostat 2026.02 prints them (output/regline.c documents the template). */
	const char *fmt;
	/* The lines in our own name where turbostat's are wrong; NULL: the same. */
	const char *fmt_ng;
	/*
	 * 0: about the first CPU only; else the turbostat function that prints
	 * it for the first CPU of every package, rows of one group together
	 * (1 print_hwp, 2 print_epb, 3 print_perf_limit, 4 print_rapl,
	 * 5 set_temperature_target, 6 print_thermal)
	 */
	unsigned pkg_group:3;
	unsigned brief:1;		/* printed in our own name without --debug */
	unsigned debug:1;		/* turbostat prints it only with --debug */
};

/* The decoder of a row with no fields (the powercap walk). */
void regdec_none(uint64_t raw, const uint32_t cpuid[4], const struct reg_ctx *c, struct reg_fields *out);

/* The rows in turbostat's print order. */
extern const struct reg_row regtab_rows[];
extern const size_t regtab_nrows;

/*
 * The row's raw value and fields when it is printed on this part: 1, or 0
 * when upstream would not print it (not present, or the register did not
 * read).
 */
int regtab_decode(const struct reg_row *row, const struct reg_ctx *c, uint64_t *raw, struct reg_fields *out);

/*
 * The row of @name ("MSR_CORE_PERF_LIMIT_REASONS"), or NULL: for a caller
 * that decodes a register it read itself (per interval, a plausibility
 * check) with the report's decoder, row->decode(raw, NULL, ctx, &fields).
 */
const struct reg_row *regtab_row(const char *name);

/* The field named @name (of item @item, or a top-level one), or NULL. */
const struct reg_field *regtab_field(const struct reg_fields *fs, const char *name, int item);

/*
 * The MSRs the report reads for this part, at most @max into @out; returns
 * how many it wants.  The start-up read adds them to what decode/facts.c
 * wants, so a recording carries every register the report prints.
 */
size_t regtab_wanted_msrs(const struct regset *rs, const struct cpu_ident *id, const struct platform_features *pf,
			  uint32_t *out, size_t max);

#endif
