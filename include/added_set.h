/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Counters added with --add: an MSR, a sysfs file or a perf event, shown as a
 * column of its own after the built-in columns of its scope (turbostat(8),
 * --add).  decode/added.c parses the spec into this set; msr/sample.c reads it.
 */
#ifndef TSNG_ADDED_SET_H
#define TSNG_ADDED_SET_H

#include <stdint.h>

#include "raw.h"

/* turbostat's limits per scope (MAX_ADDED_THREAD/CORE/PACKAGE_COUNTERS). */
#define ADDED_MAX_CPU 24
#define ADDED_MAX_CORE 8
#define ADDED_MAX_PKG 16
#define ADDED_MAX (ADDED_MAX_CPU + ADDED_MAX_CORE + ADDED_MAX_PKG)

enum added_loc { ADDED_MSR, ADDED_SYSFS, ADDED_PERF };
enum added_type { ADDED_ITEMS, ADDED_CYCLES, ADDED_SECONDS, ADDED_USEC };
enum added_fmt { ADDED_RAW, ADDED_DELTA, ADDED_PERCENT, ADDED_AVERAGE };

struct added_counter {
	enum added_loc loc;
	uint32_t msr;
	char path[128];		/* ADDED_SYSFS: the file; ADDED_PERF: "pmu/event" */
	unsigned width;		/* 32 or 64: raw prints %08x or %016llx, deltas wrap at 2^width */
	enum raw_scope scope;
	enum added_type type;
	enum added_fmt fmt;
	char name[20];		/* as given (18 characters kept), else M0x%x (u32) / M0X%x (u64) / perf/<event> */
};

struct added_set {
	int n;
	struct added_counter c[ADDED_MAX];
};

#endif
