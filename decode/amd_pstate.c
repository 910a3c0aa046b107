// SPDX-License-Identifier: GPL-2.0-only
/* AMD P-state and CPPC decoders (decode/amd_pstate.h). */
#include <errno.h>

#include "decode/amd_pstate.h"

int amd_pstate_mhz(unsigned family, uint64_t def, unsigned *mhz)
{
	unsigned fid, did;

	if (!(def >> 63))
		return -ENODATA;
	if (family >= 0x1A) {
		fid = def & 0xFFF;
		if (fid <= 0x0F)
			return -EINVAL;
		*mhz = 5 * fid;
		return 0;
	}
	if (family < 0x17)
		return -EOPNOTSUPP;
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
