/* SPDX-License-Identifier: GPL-2.0-only */
/* The L2 cache perf events per Intel model (decode/perf_l2.c). */
#ifndef TSNG_PERF_L2_H
#define TSNG_PERF_L2_H

#include "cpu_ident.h"

/*
 * The perf event counting L2 requests (@hits 0: L2_REQUEST.ALL) or L2 hits
 * (@hits 1: L2_REQUEST.HIT) on this part: "cpu/config=0x..." on a part with
 * one core type; on a hybrid part one alternative per core type's PMU,
 * "cpu_core/config=0x...|cpu_atom/config=0x..." (msr/perf.c opens each
 * CPU's own).  NULL where turbostat 2026.02 has no L2 columns.
 */
const char *perf_l2_event(const struct cpu_ident *id, int hits);

#endif
