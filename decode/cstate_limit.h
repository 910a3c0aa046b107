/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The package C-state limit (decode/cstate_limit.c): MSR_PKG_CST_CONFIG_CONTROL
 * (0xE2) [3:0], decoded with the platform's table, and the package C-state
 * counters it leaves on the MSR path.
 */
#ifndef TSNG_CSTATE_LIMIT_H
#define TSNG_CSTATE_LIMIT_H

#include <stdint.h>

#include "decode/platform.h"
#include "raw.h"

#define MSR_PKG_CST_CONFIG_CONTROL 0xE2	/* SDM vol. 4; msr-index.h */

/* turbostat.c's PCL* order: comparisons use it ("at least PC6"). */
enum pcl {
	PCL_UNKNOWN, PCL_RESERVED, PCL_0, PCL_1, PCL_2, PCL_3, PCL_4, PCL_6, PCL_6N, PCL_6R, PCL_7, PCL_7S,
	PCL_8, PCL_9, PCL_10, PCL_UNLIMITED
};

/* The limit @msr (PKG_CST_CONFIG_CONTROL) sets under @table; PCL_UNKNOWN for CST_LIMIT_NONE. */
enum pcl cstate_limit_decode(enum cst_limit table, uint64_t msr);

/*
 * turbostat's probe_cstates(): a package C-state counter read from its MSR
 * is kept only where @limit reaches that state (Pkg%pc6 needs PC6 or deeper);
 * the others are not read.  PCL_UNKNOWN (the register unreadable) keeps all.
 */
void cstate_limit_apply(enum pcl limit, struct plan *p);

#endif
