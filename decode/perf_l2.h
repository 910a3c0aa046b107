/* SPDX-License-Identifier: GPL-2.0-only */
/* The L2 cache perf events per Intel model (decode/perf_l2.c). */
#ifndef TSNG_PERF_L2_H
#define TSNG_PERF_L2_H

#include "cpu_ident.h"

/*
 * The perf event counting L2 requests (@hits 0: L2_REQUEST.ALL) or L2 hits
 * (@hits 1: L2_REQUEST.HIT) on this part, as "cpu/config=0x..." for the core
 * PMU; NULL where turbostat 2026.02 has no L2 columns, or on a hybrid part
 * (each core type has its own PMU and umask, which a single source cannot
 * follow: turbostat-ng shows no L2 columns there).
 */
const char *perf_l2_event(const struct cpu_ident *id, int hits);

#endif
