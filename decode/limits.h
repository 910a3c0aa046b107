/* SPDX-License-Identifier: GPL-2.0-only */
/* Why the frequency is limited: the perf limit reason bits (decode/limits.c). */
#ifndef TSNG_LIMITS_H
#define TSNG_LIMITS_H

#include <stddef.h>
#include <stdint.h>

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

extern const struct limit_bit limit_bits[];
extern const size_t limit_nbits;

/*
 * The field name of status bit @bit ("prochot", "pl1"; "bit2" for a
 * reserved one): the one name of a reason, which the exporter's reason
 * label and the start-up report both use; "" for a bit past the table.
 */
const char *limits_field(unsigned bit);

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

#endif
