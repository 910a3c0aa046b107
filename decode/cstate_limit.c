// SPDX-License-Identifier: GPL-2.0-only
/*
 * PKG_CST_CONFIG_CONTROL [3:0] per platform: the *_pkg_cstate_limits[16]
 * tables of tools/power/x86/turbostat/turbostat.c (2025.12), from the SDM
 * vol. 4 register descriptions of each family.  An index a table leaves out
 * is reserved.
 */
#include <stddef.h>

#include "decode/cstate_limit.h"

#define R PCL_RESERVED

static const uint8_t tables[CST_LIMIT__COUNT][16] = {
	[CST_LIMIT_NHM] = { PCL_0, PCL_1, PCL_3, PCL_6, PCL_7, R, R, PCL_UNLIMITED, R, R, R, R, R, R, R, R },
	[CST_LIMIT_SNB] = { PCL_0, PCL_2, PCL_6N, PCL_6R, PCL_7, PCL_7S, R, PCL_UNLIMITED, R, R, R, R, R, R, R, R },
	[CST_LIMIT_HSW] = { PCL_0, PCL_2, PCL_3, PCL_6, PCL_7, PCL_7S, PCL_8, PCL_9, PCL_UNLIMITED, R, R, R, R, R, R, R },
	[CST_LIMIT_SKX] = { PCL_0, PCL_2, PCL_6N, PCL_6R, R, R, R, PCL_UNLIMITED, R, R, R, R, R, R, R, R },
	[CST_LIMIT_ICX] = { PCL_0, PCL_2, PCL_6, PCL_6, R, R, R, PCL_UNLIMITED, R, R, R, R, R, R, R, R },
	[CST_LIMIT_SLV] = { PCL_0, PCL_1, R, R, PCL_4, R, PCL_6, PCL_7, R, R, R, R, R, R, PCL_6, PCL_7 },
	[CST_LIMIT_AMT] = { PCL_UNLIMITED, PCL_1, PCL_2, R, R, R, PCL_6, PCL_7, R, R, R, R, R, R, R, R },
	[CST_LIMIT_KNL] = { PCL_0, PCL_2, PCL_6N, PCL_6R, R, R, R, PCL_UNLIMITED, R, R, R, R, R, R, R, R },
	[CST_LIMIT_GMT] = { PCL_UNLIMITED, PCL_1, PCL_3, PCL_6, PCL_7, PCL_7S, PCL_8, PCL_9, PCL_10, R, R, R, R, R, R,
			    R },
};

enum pcl cstate_limit_decode(enum cst_limit table, uint64_t msr)
{
	if (table <= CST_LIMIT_NONE || table >= CST_LIMIT__COUNT)
		return PCL_UNKNOWN;
	return (enum pcl)tables[table][msr & 0xf];
}

/* The shallowest limit that lets each package counter count (probe_cstates()). */
static const struct {
	enum raw_id raw;
	enum pcl needs;
} needs[] = {
	{ RAW_PC2, PCL_2 }, { RAW_PC3, PCL_3 }, { RAW_PC6, PCL_6 }, { RAW_PC7, PCL_7 },
	{ RAW_PC8, PCL_8 }, { RAW_PC9, PCL_9 }, { RAW_PC10, PCL_10 },
};

void cstate_limit_apply(enum pcl limit, struct plan *p)
{
	if (limit == PCL_UNKNOWN)
		return;
	for (size_t i = 0; i < sizeof(needs) / sizeof(needs[0]); i++)
		if (p->src[needs[i].raw].kind == SRC_MSR && limit < needs[i].needs)
			p->src[needs[i].raw] = (struct raw_source){ .kind = SRC_NONE };
}
