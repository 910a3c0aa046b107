// SPDX-License-Identifier: GPL-2.0-only
/* String-keyed hash map for recordings. */
#include <stdlib.h>
#include <string.h>

#include "lib/strmap.h"

static uint64_t key_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull;	/* FNV-1a */

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

static struct strmap_ent *probe(const struct strmap *m, const char *key, uint64_t h)
{
	for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
		if (!m->ent[i].key || (m->ent[i].hash == h && strcmp(m->ent[i].key, key) == 0))
			return &m->ent[i];
}

intptr_t *strmap_find(const struct strmap *m, const char *key)
{
	if (!m->cap)
		return NULL;
	struct strmap_ent *e = probe(m, key, key_hash(key));

	return e->key ? &e->val : NULL;
}

static int grow(struct strmap *m)
{
	struct strmap old = *m;

	m->cap = old.cap ? old.cap * 2 : 256;
	m->ent = calloc(m->cap, sizeof(*m->ent));
	if (!m->ent) {
		*m = old;
		return -1;
	}
	for (size_t i = 0; i < old.cap; i++)
		if (old.ent[i].key)
			*probe(m, old.ent[i].key, old.ent[i].hash) = old.ent[i];
	free(old.ent);
	return 0;
}

intptr_t *strmap_insert(struct strmap *m, const char *key)
{
	intptr_t *v = strmap_find(m, key);

	if (v)
		return v;
	if ((m->used + 1) * 2 > m->cap && grow(m))
		return NULL;
	uint64_t h = key_hash(key);
	struct strmap_ent *e = probe(m, key, h);

	e->key = strdup(key);
	e->hash = h;
	if (!e->key)
		return NULL;
	e->val = 0;
	m->used++;
	return &e->val;
}

void strmap_free(struct strmap *m, void (*free_val)(intptr_t val))
{
	for (size_t i = 0; i < m->cap; i++) {
		if (!m->ent[i].key)
			continue;
		if (free_val)
			free_val(m->ent[i].val);
		free(m->ent[i].key);
	}
	free(m->ent);
	memset(m, 0, sizeof(*m));
}
