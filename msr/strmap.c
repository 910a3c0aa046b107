// SPDX-License-Identifier: GPL-2.0-only
/* String-keyed hash map for descriptor caches and recordings. */
#include <stdlib.h>
#include <string.h>

#include "msr/strmap.h"

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

/* Frees entry @e's key and value unless @keep says so; 1 when kept. */
static int kept_or_freed(struct strmap_ent *e, int (*keep)(const struct strmap_ent *e, const void *arg),
			 const void *arg, void (*free_val)(intptr_t val))
{
	if (keep(e, arg))
		return 1;
	if (free_val)
		free_val(e->val);
	free(e->key);
	return 0;
}

/*
 * A table of @cap slots, at most half of @m's, built within @m's own
 * block: the kept entries move to its start (at most a quarter of it), the
 * table is made from them in its last @cap slots, moved to the start, and
 * the block shrunk.  Nothing is allocated, so nothing can fail, and the
 * start-up table and the kept one are never both live (the run's peak on a
 * large machine: docs/memory.md).
 */
static void keep_within(struct strmap *m, size_t cap, int (*keep)(const struct strmap_ent *e, const void *arg),
			const void *arg, void (*free_val)(intptr_t val))
{
	struct strmap_ent *ent = m->ent, *shrunk;
	size_t n = 0;

	for (size_t i = 0; i < m->cap; i++)
		if (ent[i].key && kept_or_freed(&ent[i], keep, arg, free_val))
			ent[n++] = ent[i];
	struct strmap kept = { cap, n, ent + m->cap - cap };

	memset(kept.ent, 0, cap * sizeof(*ent));
	for (size_t i = 0; i < n; i++)
		*probe(&kept, ent[i].key, ent[i].hash) = ent[i];
	memmove(ent, kept.ent, cap * sizeof(*ent));
	shrunk = realloc(ent, cap * sizeof(*ent));
	*m = (struct strmap){ cap, n, shrunk ? shrunk : ent };
}

int strmap_keep(struct strmap *m, int (*keep)(const struct strmap_ent *e, const void *arg), const void *arg,
		void (*free_val)(intptr_t val))
{
	size_t n = 0, cap = 256;

	for (size_t i = 0; i < m->cap; i++)
		n += m->ent[i].key && keep(&m->ent[i], arg);
	while ((n + 1) * 2 > cap)	/* strmap_insert()'s load: at most half full */
		cap *= 2;
	if (cap * 2 <= m->cap) {
		keep_within(m, cap, keep, arg, free_val);
		return 0;
	}
	struct strmap kept = { cap, n, calloc(cap, sizeof(*kept.ent)) };

	if (!kept.ent)
		return -1;
	for (size_t i = 0; i < m->cap; i++) {
		struct strmap_ent *e = &m->ent[i];

		if (e->key && kept_or_freed(e, keep, arg, free_val))
			*probe(&kept, e->key, e->hash) = *e;
	}
	free(m->ent);
	*m = kept;
	return 0;
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
