/* SPDX-License-Identifier: GPL-2.0-only */
/* Why the frequency is limited: the perf limit reason bits (decode/limits.c). */
#ifndef TSNG_LIMITS_H
#define TSNG_LIMITS_H

#include <stddef.h>
#include <stdint.h>

/* Which measured number a verdict on a reason shows beside it (decode/why.c). */
enum limit_detail {
	LD_NONE,
	LD_TEMP,	/* the package temperature */
	LD_PL1,		/* package watts against MSR_PKG_POWER_LIMIT's PL1 */
	LD_PL2,		/* package watts against PL2 */
};

/*
 * One reason: status bit @bit of MSR_*_PERF_LIMIT_REASONS, its sticky log at
 * @bit + 16.  A bit the SDM leaves reserved has no letter or name (no column)
 * but a field: the start-up report prints it as turbostat does ("bit2").
 *
 * @rank is the verdict's precedence when several reasons hold at once (1
 * first; 0: never a verdict), declared here and in turbostat-ng(8), WHY:
 * what overrides the OS from outside (PROCHOT#) and the protections that
 * cut deepest (thermal, the voltage regulator's thermal alert, the current
 * limit EDP) before the power budgets (PL1, the sustained one a run lives
 * under, before the PL2 burst, then the core domain's), then the graphics
 * driver, and last what is the part's normal ceiling or its own choice
 * (the active-core turbo limit, transition attenuation, autonomous control).
 */
struct limit_bit {
	unsigned bit;
	char letter;		/* in the compact Limits columns; 0 for a reserved bit */
	const char *name;	/* the 0/1 column: "Lim" + name; NULL for a reserved bit */
	const char *what;	/* SDM vol. 4 wording */
	const char *field, *field_log;	/* the start-up report's fields (decode/regdec.c) */
	unsigned rank;		/* verdict precedence, 1 first; 0 never */
	enum limit_detail detail;
};

extern const struct limit_bit limit_bits[];
extern const size_t limit_nbits;

/* The log bits of a reading, [29:16]. */
#define LIMITS_LOG_MASK 0x3FFF0000ull

/*
 * The letters of the reasons set in @bits (status bits [15:0]), in table
 * order, "." when none; returns the length written (at most limit_nbits).
 */
size_t limits_letters(uint64_t bits, char *buf, size_t len);

/*
 * The names of the reasons whose status bits are set in @bits ([15:0]; a
 * reserved bit as "bit2"), comma-separated in table order; "" when none.
 * Returns the length written.
 */
size_t limits_names(uint64_t bits, char *buf, size_t len);

/*
 * The reason of the status bits set in @bits ([15:0]) that a verdict names:
 * the one of lowest rank; NULL when none with a rank is set.
 */
const struct limit_bit *limits_verdict(uint64_t bits);

#endif
