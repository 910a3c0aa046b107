// SPDX-License-Identifier: GPL-2.0-only
/*
 * The in-memory store of a recording (layout: msr/recording.h).  What a
 * 100 MB recording with many distinct keys cost before, 2.1 GB, was per
 * key: a strdup'd name, a malloc'd history header and a history array of
 * 4 x 48-byte entries, each with its allocator overhead, about 300 bytes for
 * a 15-byte line.  Here a key with one value costs its name, a 28-byte record
 * and a 4-byte slot (at most 3/4 of them used); each later value 16 bytes,
 * 4 while parsing for its key number, and 16 for a moment while sorted.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "msr/recording.h"

struct rec_key {
	uint32_t name;		/* offset in names */
	uint32_t first;		/* its later values: while parsing the index of the last, then of the first */
	uint32_t n;		/* its values, the first included */
	struct rec_ent e;	/* its first value */
};

#define VEC_MIN (64u << 10)

static int vec_reserve(struct rec_vec *v, size_t more)
{
	if (v->used + more <= v->cap)
		return 0;
	size_t cap = v->cap ? v->cap : VEC_MIN;

	while (cap < v->used + more)
		cap *= 2;
	void *p = v->p ? mremap(v->p, v->cap, cap, MREMAP_MAYMOVE) :
			 mmap(NULL, cap, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		return -ENOMEM;
	v->p = p;
	v->cap = cap;
	return 0;
}

/* @n bytes at the end, uninitialised; NULL when out of memory. */
static void *vec_push(struct rec_vec *v, size_t n)
{
	if (vec_reserve(v, n))
		return NULL;
	v->used += n;
	return v->p + v->used - n;
}

static void vec_free(struct rec_vec *v)
{
	if (v->p)
		munmap(v->p, v->cap);
	memset(v, 0, sizeof(*v));
}

static struct rec_key *key_at(const struct recording *rec, uint32_t k)
{
	return (struct rec_key *)rec->keys.p + k;
}

static size_t nkeys(const struct recording *rec)
{
	return rec->keys.used / sizeof(struct rec_key);
}

static size_t nslots(const struct recording *rec)
{
	return rec->slots.used / sizeof(uint32_t);
}

static uint64_t key_hash(const char *s)
{
	uint64_t h = 1469598103934665603ull;	/* FNV-1a */

	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

/* The slot of @key: holding it, or the empty one where it would go. */
static uint32_t *slot_of(const struct recording *rec, const char *key, uint64_t h)
{
	uint32_t *slot = (uint32_t *)rec->slots.p;
	size_t mask = nslots(rec) - 1;

	for (size_t i = h & mask;; i = (i + 1) & mask)
		if (!slot[i] || strcmp(rec->names.p + key_at(rec, slot[i] - 1)->name, key) == 0)
			return &slot[i];
}

/* Doubles the table (at most 3/4 full), re-placing every key. */
static int slots_grow(struct recording *rec)
{
	struct rec_vec old = rec->slots;
	size_t n = old.used ? old.used / sizeof(uint32_t) * 2 : 1024;

	memset(&rec->slots, 0, sizeof(rec->slots));
	if (!vec_push(&rec->slots, n * sizeof(uint32_t))) {
		rec->slots = old;
		return -ENOMEM;
	}
	/* a fresh mapping reads as zeros: every slot empty */
	for (uint32_t k = 0; k < nkeys(rec); k++) {
		const char *name = rec->names.p + key_at(rec, k)->name;

		*slot_of(rec, name, key_hash(name)) = k + 1;
	}
	vec_free(&old);
	return 0;
}

/* The number of @key, added when new; -ENOMEM. */
static int key_find_add(struct recording *rec, const char *key, uint32_t *k)
{
	if ((nkeys(rec) + 1) * 4 > nslots(rec) * 3 && slots_grow(rec))
		return -ENOMEM;
	uint64_t h = key_hash(key);
	uint32_t *slot = slot_of(rec, key, h);

	if (*slot) {
		*k = *slot - 1;
		return 0;
	}
	size_t len = strlen(key) + 1;
	char *name = vec_push(&rec->names, len);
	struct rec_key *nk = vec_push(&rec->keys, sizeof(*nk));

	if (!name || !nk || rec->names.used > UINT32_MAX || nkeys(rec) >= REC_INLINE)
		return -ENOMEM;
	memcpy(name, key, len);
	*nk = (struct rec_key){ .name = (uint32_t)(name - rec->names.p), .first = REC_NONE };
	*k = (uint32_t)(nkeys(rec) - 1);
	*slot = *k + 1;
	return 0;
}

struct rec_ent *recstore_ent(struct recording *rec, uint32_t idx)
{
	if (idx & REC_INLINE)
		return &key_at(rec, idx & ~REC_INLINE)->e;
	return (struct rec_ent *)rec->ents.p + idx;
}

int recstore_add(struct recording *rec, const char *key, int snap, uint32_t *idx)
{
	uint32_t k;

	if (key_find_add(rec, key, &k))
		return -ENOMEM;
	struct rec_key *kk = key_at(rec, k);
	uint32_t last = kk->n == 1 ? REC_INLINE | k : kk->first;

	/* one value per key and snapshot: a later one in the same snapshot is the one a read sees */
	if (kk->n && recstore_ent(rec, last)->snap == snap) {
		*idx = last;
		*recstore_ent(rec, last) = (struct rec_ent){ .snap = snap };
		return 0;
	}
	if (!kk->n) {
		kk->e = (struct rec_ent){ .snap = snap };
		kk->n = 1;
		*idx = REC_INLINE | k;
		return 0;
	}
	struct rec_ent *e = vec_push(&rec->ents, sizeof(*e));
	uint32_t *own = vec_push(&rec->owner, sizeof(*own));

	if (!e || !own || rec->ents.used / sizeof(*e) >= REC_INLINE)
		return -ENOMEM;
	*e = (struct rec_ent){ .snap = snap };
	*own = k;
	kk = key_at(rec, k);
	kk->first = (uint32_t)(rec->ents.used / sizeof(*e) - 1);
	kk->n++;
	*idx = kk->first;
	return 0;
}

int recstore_set_words(struct recording *rec, uint32_t idx, const uint32_t r[4])
{
	uint32_t *w = vec_push(&rec->words, 4 * sizeof(*w));

	if (!w)
		return -ENOMEM;
	memcpy(w, r, 4 * sizeof(*w));
	rec_ent_set_v(recstore_ent(rec, idx), (uint64_t)(w - (uint32_t *)rec->words.p));
	return 0;
}

int recstore_start_text(struct recording *rec, uint32_t idx)
{
	char *t = vec_push(&rec->text, sizeof(uint32_t) + 1);

	if (!t)
		return -ENOMEM;
	memset(t, 0, sizeof(uint32_t) + 1);
	rec_ent_set_v(recstore_ent(rec, idx), (uint64_t)(t - rec->text.p) + 1);	/* 0: no text */
	return 0;
}

int recstore_append_text(struct recording *rec, uint32_t idx, const char *s, size_t len)
{
	uint64_t off = rec_ent_v(recstore_ent(rec, idx)) - 1;
	uint32_t have;

	/* the text started last ends the arena, NUL included */
	if (vec_reserve(&rec->text, len) || len > UINT32_MAX)
		return -ENOMEM;
	memcpy(&have, rec->text.p + off, sizeof(have));
	if ((uint64_t)have + len > UINT32_MAX)
		return -ENOMEM;
	memcpy(rec->text.p + rec->text.used - 1, s, len);
	rec->text.used += len;
	rec->text.p[rec->text.used - 1] = '\0';
	have += (uint32_t)len;
	memcpy(rec->text.p + off, &have, sizeof(have));
	return 0;
}

int recstore_add_snapshot(struct recording *rec, const struct hw_time *t)
{
	struct hw_time *s = vec_push(&rec->snaps, sizeof(*s));

	if (!s)
		return -ENOMEM;
	*s = *t;
	rec->nsnap++;
	return 0;
}

size_t recstore_bytes(const struct recording *rec)
{
	return rec->names.used + rec->keys.used + rec->slots.used + rec->ents.used + rec->owner.used +
	       rec->words.used + rec->text.used + rec->snaps.used;
}

size_t recstore_sort_bytes(const struct recording *rec)
{
	return rec->ents.used;
}

/* A counting sort by key, stable: each key's values stay in file order, their snapshots ascending. */
int recstore_finish(struct recording *rec)
{
	size_t n = rec->ents.used / sizeof(struct rec_ent);
	struct rec_vec by_key = { 0 };

	if (n && !vec_push(&by_key, n * sizeof(struct rec_ent)))
		return -ENOMEM;
	uint32_t next = 0;

	for (uint32_t k = 0; k < nkeys(rec); k++) {
		key_at(rec, k)->first = next;
		next += key_at(rec, k)->n - 1;
	}
	/* each key's first is its next free place while scattering, then set back */
	const uint32_t *own = (const uint32_t *)rec->owner.p;
	const struct rec_ent *src = (const struct rec_ent *)rec->ents.p;

	for (size_t i = 0; i < n; i++)
		((struct rec_ent *)by_key.p)[key_at(rec, own[i])->first++] = src[i];
	for (uint32_t k = 0; k < nkeys(rec); k++)
		key_at(rec, k)->first -= key_at(rec, k)->n - 1;
	vec_free(&rec->ents);
	vec_free(&rec->owner);
	rec->ents = by_key;
	rec->sorted = 1;
	return 0;
}

int recording_lookup(const struct recording *rec, const char *key, int cur, struct rec_ent *out)
{
	if (!rec->sorted || !rec->slots.used)
		return 0;
	uint32_t slot = *slot_of(rec, key, key_hash(key));

	if (!slot)
		return 0;
	const struct rec_key *k = key_at(rec, slot - 1);
	size_t lo = 0, hi = k->n - 1;

	if (k->e.snap > cur)
		return 0;
	if (!hi) {
		*out = k->e;
		return 1;
	}
	const struct rec_ent *later = (const struct rec_ent *)rec->ents.p + k->first;

	/* the latest later value at or before @cur, else the first value */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (later[mid].snap <= cur)
			lo = mid + 1;
		else
			hi = mid;
	}
	*out = lo ? later[lo - 1] : k->e;
	return 1;
}

const uint32_t *recording_words(const struct recording *rec, const struct rec_ent *e)
{
	return (const uint32_t *)rec->words.p + rec_ent_v(e);
}

const char *recording_text(const struct recording *rec, const struct rec_ent *e, size_t *len)
{
	uint32_t n;

	uint64_t off = rec_ent_v(e);

	if (!off) {
		*len = 0;
		return NULL;
	}
	memcpy(&n, rec->text.p + off - 1, sizeof(n));
	*len = n;
	return rec->text.p + off - 1 + sizeof(n);
}

void recording_free(struct recording *rec)
{
	struct rec_vec *v[] = { &rec->names, &rec->keys, &rec->slots, &rec->ents, &rec->owner,
				&rec->words, &rec->text, &rec->snaps };

	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		vec_free(v[i]);
	free(rec->argv);
	memset(rec, 0, sizeof(*rec));
}
