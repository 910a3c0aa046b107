/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The powercap tree as turbostat 2026.02's print_rapl_sysfs() dumps it
 * (decode/powercap.c): /sys/class/powercap/intel-rapl* zones whose name is
 * package* or psys*, each followed by its child zones, from the listings and
 * files of the start-up set (include/regset.h).  The kernel's attributes:
 * Documentation/power/powercap/powercap.rst.
 */
#ifndef TSNG_POWERCAP_H
#define TSNG_POWERCAP_H

#include <stddef.h>
#include <stdint.h>

#include "regset.h"

#define POWERCAP_DIR "/sys/class/powercap"
#define POWERCAP_MAX_CONSTRAINTS 8

struct powercap_constraint {
	uint64_t window_us;		/* constraint_N_time_window_us */
	int has_limit, has_max;		/* read and non-zero: turbostat prints only those */
	uint64_t limit_uw, max_uw;	/* constraint_N_power_limit_uw, constraint_N_max_power_uw */
};

struct powercap_zone {
	char rel[REGSET_PATH_BYTES];	/* "intel-rapl:0", "intel-rapl:0/intel-rapl:0:0" */
	char name[32];
	int enabled;			/* 1, 0, or -1: "enabled" reads no number (turbostat stops, the line left open) */
	int nconstraints;
	struct powercap_constraint c[POWERCAP_MAX_CONSTRAINTS];
};

/*
 * The zones in turbostat's order, at most @max into @out; how many there are,
 * or -1 when the listing of /sys/class/powercap is not in @rs (not read, or a
 * recording made before listings were recorded).  *@err: 0, or the -errno of
 * that listing (turbostat warns "open /sys/class/powercap failed").
 * @stale_name: as turbostat, an entry whose name does not read is judged by
 * the name read before it (its buffer keeps it); else it is skipped.
 */
long powercap_zones(const struct regset *rs, int stale_name, struct powercap_zone *out, size_t max, int *err);

/* The listings and files powercap_zones() reads, given what @rs holds so far; appended from @n. */
size_t powercap_wanted(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t n, size_t max);

#endif
