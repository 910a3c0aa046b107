/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Values keyed by path, stored without the path (lib/pathmap.c).
 *
 * The paths kept open on a large machine are a few kinds many times over
 * (/sys/devices/system/cpu/cpuN/cpuidle/stateK/time, /dev/cpu/N/msr):
 * each key is split into its template, the path with up to PATHMAP_NUMS of
 * its numbers left out, and those numbers.  A template is stored once; an
 * entry is a template id, the numbers and the value, 12 bytes, where a
 * copied path and its hash slot were about 110.
 */
#ifndef TSNG_PATHMAP_H
#define TSNG_PATHMAP_H

#include <stdint.h>

#define PATHMAP_NUMS 3

struct pathmap {
	struct pathmap_slot {
		uint16_t tmpl;			/* the template's id, 0 in an empty slot */
		uint16_t num[PATHMAP_NUMS];	/* the numbers left out of it, in order */
		int32_t val;
	} *slot;
	uint32_t cap, used;	/* slots: at least 64, at most 3/4 used */
	char **tmpl;		/* the templates' texts, by id - 1 */
	uint32_t *tmpl_hash;	/* and their hashes */
	uint16_t *tmpl_ix;	/* ids by hash, 0 empty: a power of two, at most half used */
	uint32_t ntmpl, cap_tmpl, cap_ix;
};

/* The value of @key, or NULL when absent (or when it is not a key a pathmap holds). */
int32_t *pathmap_find(const struct pathmap *m, const char *key);
/*
 * The value of @key, created as 0 when absent; NULL when out of memory,
 * when 65535 templates are taken, or for a key whose template is longer
 * than a path can be (4095 bytes) or with a byte 0x01 (no path has one: it
 * marks a number in a template).
 */
int32_t *pathmap_insert(struct pathmap *m, const char *key);
/* Rebuilds the slots at the fewest that hold what is there (3/4 used); -1 (nothing changed) when out of memory. */
int pathmap_fit(struct pathmap *m);
/* Calls @fn on each value, then frees everything. */
void pathmap_free(struct pathmap *m, void (*fn)(int32_t val));

#endif
