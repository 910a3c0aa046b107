/* SPDX-License-Identifier: GPL-2.0-only */
/* String-keyed hash map, open addressing (lib/strmap.c). */
#ifndef TSNG_STRMAP_H
#define TSNG_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct strmap {
	size_t cap, used;
	struct strmap_ent {
		char *key;
		intptr_t val;
		uint64_t hash;	/* of key: most probes end without a strcmp */
	} *ent;
};

/* The value slot of @key, or NULL when absent. */
intptr_t *strmap_find(const struct strmap *m, const char *key);
/* The value slot of @key, created as 0 when absent; NULL when out of memory. */
intptr_t *strmap_insert(struct strmap *m, const char *key);
/* Frees the keys, and each value through @free_val when given. */
void strmap_free(struct strmap *m, void (*free_val)(intptr_t val));

#endif
