/*
 * Turbo ratio limit decoders, one per enum trl_encoding, selected from
 * trl_decoders[].  Layouts: reference/turbostat.md §4 and the SDM vol. 4
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
	for (int shift = 56; shift >= 0; shift -= 8) {
		unsigned ratio = (ratios >> shift) & 0xFF;

		if (ratio)
			trl_add(t, ratio, (counts >> shift) & 0xFF);
	}
}

/*
 * Xeon Phi 0x1AD (seed 000, turbostat dump_knl_turbo_ratio_limits):
 * [7:1] bucket-1 cores, [15:8] bucket-1 ratio; the byte at bit 16 + 8k
 * (k = 0..5) holds bucket k+2's [4:0] +delta cores and [7:5] -delta ratio.
 * Printed from bucket 7 down, a bucket whose ratio equals the one below it
 * left out.
 */
void trl_decode_knl(uint64_t trl, struct trl_table *t)
{
	enum { BUCKETS = 7 };
	unsigned cores[BUCKETS], ratio[BUCKETS];

	cores[0] = (trl & 0xFF) >> 1;
	ratio[0] = (trl >> 8) & 0xFF;
	for (int b = 1; b < BUCKETS; b++) {
		unsigned byte = (trl >> (8 + 8 * b)) & 0xFF;
		unsigned down = byte >> 5;

		cores[b] = cores[b - 1] + (byte & 0x1F);
		ratio[b] = ratio[b - 1] > down ? ratio[b - 1] - down : 0;
	}
	for (int b = BUCKETS - 1; b >= 0; b--)
		if (ratio[b] && (b == 0 || ratio[b] != ratio[b - 1]))
			trl_add(t, ratio[b], cores[b]);
}

/* 0x66C: 6-bit ratios at [5:0] [13:8] [21:16] [29:24] for 1..4 active cores. */
void trl_decode_atom(uint64_t turbo_ratios, struct trl_table *t)
{
	for (int cores = 4; cores >= 1; cores--) {
		unsigned ratio = (turbo_ratios >> (8 * (cores - 1))) & 0x3F;

		if (ratio)
			trl_add(t, ratio, cores);
	}
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
	for (int i = bytes - 1; i >= 0; i--) {
		unsigned ratio = (v >> (8 * i)) & 0xFF;

		if (ratio)
			trl_add(t, ratio, first_cores + (unsigned)i);
	}
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

static int (*const trl_decoders[TRL__COUNT])(const struct regset *, uint32_t, struct trl_table *) = {
	[TRL_CLASSIC] = trl_classic,
	[TRL_IVB_EP] = trl_ivb_ep,
	[TRL_HSW_EP] = trl_hsw_ep,
	[TRL_GROUPS] = trl_groups,
	[TRL_KNL] = trl_knl,
	[TRL_ATOM] = trl_atom,
};

int trl_decode(const struct regset *rs, enum trl_encoding enc, uint32_t msr, struct trl_table *t)
{
	t->n = 0;
	t->skipped = 0;
	if ((unsigned)enc >= TRL__COUNT || !trl_decoders[enc])
		return -EINVAL;
	return trl_decoders[enc](rs, msr, t);
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
