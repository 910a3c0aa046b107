/* SPDX-License-Identifier: GPL-2.0-only */
/* Why the frequency is limited: the perf limit reason bits (decode/limits.c). */
#ifndef TSNG_LIMITS_H
#define TSNG_LIMITS_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"

/*
 * One reason: status bit @bit of MSR_*_PERF_LIMIT_REASONS, its sticky log at
 * @bit + 16.  A bit the SDM leaves reserved has no letter or name (no column)
 * but a field: the start-up report prints it as turbostat does ("bit2").
 */
struct limit_bit {
	unsigned bit;
	char letter;		/* in the compact Limits columns; 0 for a reserved bit */
	const char *name;	/* the 0/1 column: "Lim" + name; NULL for a reserved bit */
	const char *what;	/* SDM vol. 4 wording */
	const char *field, *field_log;	/* the start-up report's fields (decode/regdec.c) */
};

/*
 * The 4th generation Core layout (turbostat 2026.02 decodes every part's
 * registers with it: the start-up report's lines under its name).
 */
extern const struct limit_bit limit_bits[];
extern const size_t limit_nbits;

/*
 * One register generation's layout of MSR_CORE_PERF_LIMIT_REASONS.  A
 * reason keeps its field name ("pl1") and letter in every layout whatever
 * its bit: the Lim columns, the exporter's reason label and the top view
 * find a reason by that name.
 */
struct limits_layout {
	uint32_t core_msr;		/* 0x690, or 0x64F from the 6th generation Core */
	const struct limit_bit *bits;	/* one table of decode/limits.c, which cites its SDM table */
	size_t nbits;
};

/* The layout of @l, or NULL for PLR_LAYOUT_NONE (no register) or a value past the table. */
const struct limits_layout *limits_layout(enum plr_layout l);

/* The entry of reason @field ("pl1") in @l, or NULL where @l (or NULL) has no such reason. */
const struct limit_bit *limits_reason(const struct limits_layout *l, const char *field);

/* Whether some layout has a reason of field name @field (the exporter's labels must). */
int limits_known(const char *field);

/* The log bits of a reading, [31:16] (Haswell-EP logs bits 13-15 at 29-31). */
#define LIMITS_LOG_MASK 0xFFFF0000ull

/*
 * The letters of the reasons of layout @l set in @bits (status bits
 * [15:0]), in table order, "." when none (or no layout); returns the
 * length written (at most the layout's nbits).
 */
size_t limits_letters(const struct limits_layout *l, uint64_t bits, char *buf, size_t len);

/*
 * The names of the reasons of layout @l whose status bits are set in @bits
 * ([15:0]; a reserved bit as "bit2"), comma-separated in table order; ""
 * when none.  Returns the length written.
 */
size_t limits_names(const struct limits_layout *l, uint64_t bits, char *buf, size_t len);

/* Which measured number a verdict on a reason shows beside it (decode/why.c). */
enum limit_detail {
	LD_NONE,
	LD_TEMP,	/* the package temperature */
	LD_PL1,		/* package watts against MSR_PKG_POWER_LIMIT's PL1 */
	LD_PL2,		/* package watts against PL2 */
};

/*
 * The verdict's precedence when several reasons hold at once (--why, the
 * Why column), a property of the reason's name in every layout, declared
 * in decode/limits.c and turbostat-ng(8), WHY.  limits_rank(): 1 first, 0
 * for a reason that is never a verdict (a reserved bit; Haswell-EP's
 * "below P1" bits say how far, not why).
 */
unsigned limits_rank(const char *field);
enum limit_detail limits_detail(const char *field);
/* The reason of @l set in @bits that comes first, or NULL. */
const struct limit_bit *limits_verdict(const struct limits_layout *l, uint64_t bits);
/* The reason of rank @rank, as its layouts name it, or NULL. */
const struct limit_bit *limits_of_rank(unsigned rank);

#endif
