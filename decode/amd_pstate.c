// SPDX-License-Identifier: GPL-2.0-only
/* AMD P-state and CPPC decoders (decode/amd_pstate.h). */
#include <errno.h>
#include <stddef.h>

#include "decode/amd_pstate.h"

/*
 * Families 10h-16h, P-state [7:0] MSRC001_00[6B:64]: CoreCOF = 100 MHz * (CpuFid + base) /
 * divisor.  AMD BKDGs: 10h (31116), 11h (41256: base 08h), 12h
 * (41131: CpuFid [8:4], CpuDid [3:0] indexing divisors 1, 1.5, 2, 3, 4, 6, 8, 12, 16),
 * 15h (42301, 42300, 49125, 50742, 55072) and 16h (48751, 52740) as 10h: CpuFid [5:0],
 * CpuDid [8:6] dividing by 2^CpuDid (0-4; 5-7 reserved).  14h (43170) divides the main PLL's
 * frequency (D18F3xD4, PCI configuration space), which the MSR does not hold.
 */
struct k10_layout {
	unsigned family, fid_shift, fid_mask, did_shift, did_mask, fid_base;
	int did_table;		/* CpuDid indexes k10_half_divisors (12h), else divides by 2^CpuDid */
};

static const struct k10_layout k10_layouts[] = {
	{ 0x10, 0, 0x3F, 6, 0x7, 0x10, 0 },
	{ 0x11, 0, 0x3F, 6, 0x7, 0x08, 0 },
	{ 0x12, 4, 0x1F, 0, 0xF, 0x10, 1 },
	{ 0x15, 0, 0x3F, 6, 0x7, 0x10, 0 },
	{ 0x16, 0, 0x3F, 6, 0x7, 0x10, 0 },
};

/* Family 12h's divisors, doubled so that 1.5 is whole. */
static const unsigned k10_half_divisors[] = { 2, 3, 4, 6, 8, 12, 16, 24, 32 };

static int amd_k10_mhz(unsigned family, uint64_t def, unsigned *mhz)
{
	for (size_t i = 0; i < sizeof(k10_layouts) / sizeof(k10_layouts[0]); i++) {
		const struct k10_layout *l = &k10_layouts[i];
		unsigned fid = (def >> l->fid_shift) & l->fid_mask, did = (def >> l->did_shift) & l->did_mask;
		unsigned half;

		if (l->family != family)
			continue;
		if (l->did_table ? did >= sizeof(k10_half_divisors) / sizeof(k10_half_divisors[0]) : did > 4)
			return -EINVAL;
		half = l->did_table ? k10_half_divisors[did] : 2u << did;
		*mhz = 200 * (fid + l->fid_base) / half;
		return 0;
	}
	return -EOPNOTSUPP;
}

int amd_pstate_mhz(unsigned family, uint64_t def, unsigned *mhz)
{
	unsigned fid, did;

	if (!(def >> 63))
		return -ENODATA;
	if (family < 0x17)
		return amd_k10_mhz(family, def, mhz);
	if (family >= 0x1A) {
		fid = def & 0xFFF;
		if (fid <= 0x0F)
			return -EINVAL;
		*mhz = 5 * fid;
		return 0;
	}
	fid = def & 0xFF;
	did = (def >> 8) & 0x3F;
	if (!did)
		return -EINVAL;
	*mhz = 200 * fid / did;
	return 0;
}

void amd_cppc_caps_decode(uint64_t v, struct amd_cppc_caps *c)
{
	c->lowest = v & 0xFF;
	c->lowest_nonlinear = (v >> 8) & 0xFF;
	c->nominal = (v >> 16) & 0xFF;
	c->highest = (v >> 24) & 0xFF;
}

uint64_t amd_cppc_perf_to_khz(uint64_t nominal_khz, unsigned perf, unsigned nominal_perf)
{
	if (!nominal_perf)
		return 0;
	return (nominal_khz * perf + nominal_perf - 1) / nominal_perf;
}
