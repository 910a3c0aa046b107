/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Turbo ratio limits: the maximum bus ratio for a number of active cores
 * (decode/trl.c).  One decoder per enum trl_encoding, picked from a table.
 */
#ifndef TSNG_TRL_H
#define TSNG_TRL_H

#include <stddef.h>
#include <stdint.h>

#include "decode/platform.h"
#include "regset.h"

/* Register numbers: SDM vol. 4 and arch/x86/include/asm/msr-index.h. */
#define MSR_TURBO_RATIO_LIMIT		0x1AD
#define MSR_TURBO_RATIO_LIMIT1		0x1AE	/* IVB-EP/HSW-EP 9..16 cores; group counts */
#define MSR_TURBO_RATIO_LIMIT2		0x1AF	/* HSW-EP 17..18 cores */
#define MSR_SECONDARY_TURBO_RATIO_LIMIT	0x650	/* hybrid: the other core type */
#define MSR_ATOM_CORE_RATIOS		0x66A
#define MSR_ATOM_CORE_TURBO_RATIOS	0x66C

/* Implicit active-core counts of the classic encoding: byte i = i + 1 cores. */
#define TRL_IMPLICIT_COUNTS 0x0807060504030201ull

#define TRL_MAX_LEVELS 24

struct trl_level {
	unsigned ratio;		/* bus ratio: MHz = ratio * bclk */
	unsigned active_cores;	/* the limit holds up to this many active cores */
};

/* Ordered as turbostat prints them: highest active-core count first. */
struct trl_table {
	size_t n;
	struct trl_level lv[TRL_MAX_LEVELS];
	unsigned skipped;	/* extension registers (0x1AE/0x1AF) that faulted and were left out */
};

/*
 * Decodes the turbo ratio limits of @enc from the registers in @rs.
 * @msr is the ratio register: MSR_TURBO_RATIO_LIMIT, or the hybrid
 * MSR_SECONDARY_TURBO_RATIO_LIMIT (decoded like the primary).
 * Returns 0 (t->n may be 0 when every byte is zero), -EINVAL for TRL_NONE,
 * or the -errno of the ratio register (-ENOENT: never read).
 */
int trl_decode(const struct regset *rs, enum trl_encoding enc, uint32_t msr, struct trl_table *t);

/*
 * One row of the decoder table: the registers an encoding reads at start-up,
 * in --show-turbo's print order; its ratio register's name; the hybrid
 * parts' second register of the same layout (0: none).
 */
struct trl_layout {
	uint32_t regs[3];
	size_t nregs;
	const char *where;
	uint32_t secondary;
	int (*decode)(const struct regset *rs, uint32_t msr, struct trl_table *t);
};

/* The row of @enc in the decoder table; NULL for TRL_NONE. */
const struct trl_layout *trl_layout_of(enum trl_encoding enc);

/*
 * Field accessors, one per register layout, shared by the decoders below and
 * the kernel's frequency-invariance steps (decode/freqinv.c):
 * byte @k of a ratio or active-core-count register (0x1AD, 0x1AE; classic:
 * byte k = k + 1 cores), the 6-bit ratio of @cores active cores in 0x66C,
 * and Xeon Phi 0x1AD's first bucket and the deltas of bucket @b (1..6).
 */
static inline unsigned trl_byte(uint64_t v, int k)
{
	return (unsigned)(v >> (8 * k)) & 0xFF;
}
static inline unsigned trl_atom_ratio(uint64_t v, unsigned cores)
{
	return (unsigned)(v >> (8 * (cores - 1))) & 0x3F;
}
static inline void trl_knl_first(uint64_t v, unsigned *cores, unsigned *ratio)
{
	*cores = (unsigned)(v & 0xFF) >> 1;
	*ratio = trl_byte(v, 1);
}
static inline void trl_knl_delta(uint64_t v, int b, unsigned *more_cores, unsigned *less_ratio)
{
	unsigned byte = trl_byte(v, 1 + b);

	*more_cores = byte & 0x1F;
	*less_ratio = byte >> 5;
}

/* The register-level decoders, for tests and for callers holding raw values. */
void trl_decode_groups(uint64_t ratios, uint64_t counts, struct trl_table *t);
void trl_decode_knl(uint64_t trl, struct trl_table *t);
void trl_decode_atom(uint64_t turbo_ratios, struct trl_table *t);

/* The ratio allowed with @cores active: the level with the fewest cores >= @cores; 0 if none. */
unsigned trl_ratio_for_cores(const struct trl_table *t, unsigned cores);

/* The ratio with the fewest active cores (max 1-core turbo); 0 if empty. */
unsigned trl_max_ratio(const struct trl_table *t);

#endif
