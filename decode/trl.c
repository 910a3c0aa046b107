// SPDX-License-Identifier: GPL-2.0-only
/*
 * Turbo ratio limit decoders, one per enum trl_encoding, selected from
 * trl_layouts[].  Layouts: turbostat.c dump_turbo_ratio_limits() and the SDM vol. 4
 * MSR tables; the print order and skipping rules follow turbostat's
 * dump_*turbo_ratio_limits().
 */
#include <errno.h>

#include "decode/trl.h"

static void trl_add(struct trl_table *t, unsigned ratio, unsigned cores)
{
	if (t->n < TRL_MAX_LEVELS)
		t->lv[t->n++] = (struct trl_level){ .ratio = ratio, .active_cores = cores };
}

/* Byte i of @ratios applies with byte i of @counts active cores; zero ratios are skipped. */
void trl_decode_groups(uint64_t ratios, uint64_t counts, struct trl_table *t)
{
	for (int k = 7; k >= 0; k--)
		if (trl_byte(ratios, k))
			trl_add(t, trl_byte(ratios, k), trl_byte(counts, k));
}

/*
 * Xeon Phi 0x1AD (turbostat.c dump_knl_turbo_ratio_limits()):
 * [7:1] bucket-1 cores, [15:8] bucket-1 ratio; the byte at bit 16 + 8k
 * (k = 0..5) holds bucket k+2's [4:0] +delta cores and [7:5] -delta ratio.
 * Printed from bucket 7 down, a bucket whose ratio equals the one below it
 * left out.
 */
void trl_decode_knl(uint64_t trl, struct trl_table *t)
{
	enum { BUCKETS = 7 };
	unsigned cores[BUCKETS], ratio[BUCKETS];

	trl_knl_first(trl, &cores[0], &ratio[0]);
	for (int b = 1; b < BUCKETS; b++) {
		unsigned more, down;

		trl_knl_delta(trl, b, &more, &down);
		cores[b] = cores[b - 1] + more;
		ratio[b] = ratio[b - 1] > down ? ratio[b - 1] - down : 0;
	}
	for (int b = BUCKETS - 1; b >= 0; b--)
		if (ratio[b] && (b == 0 || ratio[b] != ratio[b - 1]))
			trl_add(t, ratio[b], cores[b]);
}

/* 0x66C: 6-bit ratios at [5:0] [13:8] [21:16] [29:24] for 1..4 active cores. */
void trl_decode_atom(uint64_t turbo_ratios, struct trl_table *t)
{
	for (unsigned cores = 4; cores >= 1; cores--)
		if (trl_atom_ratio(turbo_ratios, cores))
			trl_add(t, trl_atom_ratio(turbo_ratios, cores), cores);
}

/* IVB-EP/HSW-EP extension registers: 0x1AE bytes 7..0 = 16..9 cores, 0x1AF [15:8] 18, [7:0] 17. */
static void trl_extension(const struct regset *rs, uint32_t msr, unsigned first_cores,
			  int bytes, struct trl_table *t)
{
	uint64_t v;

	if (regset_msr(rs, msr, &v)) {
		t->skipped++;
		return;
	}
	for (int i = bytes - 1; i >= 0; i--)
		if (trl_byte(v, i))
			trl_add(t, trl_byte(v, i), first_cores + (unsigned)i);
}

static int trl_classic(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t v;
	int err = regset_msr(rs, msr, &v);

	if (!err)
		trl_decode_groups(v, TRL_IMPLICIT_COUNTS, t);
	return err;
}

static int trl_ivb_ep(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t v;
	int err = regset_msr(rs, msr, &v);

	if (err)
		return err;
	trl_extension(rs, MSR_TURBO_RATIO_LIMIT1, 9, 8, t);
	trl_decode_groups(v, TRL_IMPLICIT_COUNTS, t);
	return 0;
}

static int trl_hsw_ep(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t v;
	int err = regset_msr(rs, msr, &v);

	if (err)
		return err;
	trl_extension(rs, MSR_TURBO_RATIO_LIMIT2, 17, 2, t);
	trl_extension(rs, MSR_TURBO_RATIO_LIMIT1, 9, 8, t);
	trl_decode_groups(v, TRL_IMPLICIT_COUNTS, t);
	return 0;
}

/* Ratios in @msr, their active-core counts in 0x1AE (turbostat TRL_CORECOUNT). */
static int trl_groups(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t ratios, counts;
	int err = regset_msr(rs, msr, &ratios);

	if (!err)
		err = regset_msr(rs, MSR_TURBO_RATIO_LIMIT1, &counts);
	if (!err)
		trl_decode_groups(ratios, counts, t);
	return err;
}

static int trl_knl(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t v;
	int err = regset_msr(rs, msr, &v);

	if (!err)
		trl_decode_knl(v, t);
	return err;
}

/* Atom has no secondary register: @msr is ignored, 0x66C is the table. */
static int trl_atom(const struct regset *rs, uint32_t msr, struct trl_table *t)
{
	uint64_t v;
	int err = regset_msr(rs, MSR_ATOM_CORE_TURBO_RATIOS, &v);

	(void)msr;
	if (!err)
		trl_decode_atom(v, t);
	return err;
}

/* Registers: SDM vol. 4 and arch/x86/include/asm/msr-index.h; print order: turbostat's dump_*turbo_ratio_limits(). */
#define TRL_0 MSR_TURBO_RATIO_LIMIT
#define TRL_1 MSR_TURBO_RATIO_LIMIT1
#define TRL_2 MSR_TURBO_RATIO_LIMIT2
#define HYBRID MSR_SECONDARY_TURBO_RATIO_LIMIT

static const struct trl_layout trl_layouts[TRL__COUNT] = {
	[TRL_CLASSIC] = { { TRL_0 }, 1, "MSR_TURBO_RATIO_LIMIT", HYBRID, trl_classic },
	[TRL_IVB_EP] = { { TRL_1, TRL_0 }, 2, "MSR_TURBO_RATIO_LIMIT", HYBRID, trl_ivb_ep },
	[TRL_HSW_EP] = { { TRL_2, TRL_1, TRL_0 }, 3, "MSR_TURBO_RATIO_LIMIT", HYBRID, trl_hsw_ep },
	[TRL_GROUPS] = { { TRL_1, TRL_0 }, 2, "MSR_TURBO_RATIO_LIMIT", HYBRID, trl_groups },
	[TRL_KNL] = { { TRL_0 }, 1, "MSR_TURBO_RATIO_LIMIT", HYBRID, trl_knl },
	[TRL_ATOM] = { { MSR_ATOM_CORE_TURBO_RATIOS }, 1, "MSR_ATOM_CORE_TURBO_RATIOS", 0, trl_atom },
};

const struct trl_layout *trl_layout_of(enum trl_encoding enc)
{
	return (unsigned)enc < TRL__COUNT && trl_layouts[enc].decode ? &trl_layouts[enc] : NULL;
}

int trl_decode(const struct regset *rs, enum trl_encoding enc, uint32_t msr, struct trl_table *t)
{
	const struct trl_layout *l = trl_layout_of(enc);

	t->n = 0;
	t->skipped = 0;
	return l ? l->decode(rs, msr, t) : -EINVAL;
}

unsigned trl_ratio_for_cores(const struct trl_table *t, unsigned cores)
{
	unsigned best = 0, best_cores = 0;

	for (size_t i = 0; i < t->n; i++) {
		if (t->lv[i].active_cores < cores)
			continue;
		if (!best || t->lv[i].active_cores < best_cores) {
			best = t->lv[i].ratio;
			best_cores = t->lv[i].active_cores;
		}
	}
	return best;
}

unsigned trl_max_ratio(const struct trl_table *t)
{
	return trl_ratio_for_cores(t, 1);
}
