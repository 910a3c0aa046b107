// SPDX-License-Identifier: GPL-2.0-only
/* Values keyed by path, stored as a template id and numbers; see lib/pathmap.h. */
#include <stdlib.h>
#include <string.h>

#include "lib/pathmap.h"

#define MARK '\x01'		/* a number's place in a template */
#define KEY_MAX 4096	/* PATH_MAX, with the NUL */
#define TMPL_MAX 65535u

struct split {
	char text[KEY_MAX];	/* the template */
	uint32_t hash;		/* of text */
	uint16_t num[PATHMAP_NUMS];
};

static int is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* A hash of the template's @n bytes, eight at a time (a lookup hashes its key's template every time). */
static uint32_t text_hash(const char *t, size_t n)
{
	uint64_t h = n * 0x9e3779b97f4a7c15ull, w;

	for (; n >= 8; t += 8, n -= 8) {
		memcpy(&w, t, 8);
		h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
		h ^= h >> 29;
	}
	w = 0;
	memcpy(&w, t, n);
	h = (h ^ w) * 0x94d049bb133111ebull;
	return (uint32_t)(h >> 32);
}

/*
 * Splits @key: each run of digits that spells a number below 65536 the way
 * printf does (no leading zero), the first PATHMAP_NUMS of them, becomes a
 * MARK in the template; any other run stays in it as it is.  Putting the
 * numbers back in the marks gives the key again, so two keys are equal
 * when their splits are.  -1 for a key that cannot be split (a template
 * longer than KEY_MAX - 1 bytes, or a MARK in the key).
 */
static int split(const char *key, struct split *s)
{
	char *t = s->text, *const last = s->text + sizeof(s->text) - 1;
	int k = 0;

	memset(s->num, 0, sizeof(s->num));
	for (;;) {
		size_t run = strcspn(key, "0123456789\001");

		if (run > (size_t)(last - t))
			return -1;
		memcpy(t, key, run);
		t += run;
		key += run;
		if (!*key)
			break;
		if (*key == MARK || t == last)
			return -1;
		const char *end = key;
		uint32_t v = 0;

		while (is_digit(*end) && v <= 0xffff)
			v = v * 10 + (uint32_t)(*end++ - '0');
		if (k < PATHMAP_NUMS && !is_digit(*end) && v <= 0xffff && (*key != '0' || end == key + 1)) {
			s->num[k++] = (uint16_t)v;
			*t++ = MARK;
			key = end;
		} else {
			while (is_digit(*key) && t < last)
				*t++ = *key++;
		}
	}
	*t = '\0';
	s->hash = text_hash(s->text, (size_t)(t - s->text));
	return 0;
}

/* The id of template @s, or 0; *@at is where its id goes in the index when absent. */
static uint16_t tmpl_find(const struct pathmap *m, const struct split *s, uint32_t *at)
{
	if (!m->cap_ix)
		return 0;
	for (uint32_t i = s->hash & (m->cap_ix - 1);; i = (i + 1) & (m->cap_ix - 1)) {
		uint16_t id = m->tmpl_ix[i];

		if (!id || (m->tmpl_hash[id - 1] == s->hash && strcmp(m->tmpl[id - 1], s->text) == 0)) {
			*at = i;
			return id;
		}
	}
}

static int tmpl_index(struct pathmap *m, uint32_t cap)
{
	uint16_t *ix = calloc(cap, sizeof(*ix));

	if (!ix)
		return -1;
	for (uint32_t id = 1; id <= m->ntmpl; id++) {
		uint32_t i = m->tmpl_hash[id - 1] & (cap - 1);

		while (ix[i])
			i = (i + 1) & (cap - 1);
		ix[i] = (uint16_t)id;
	}
	free(m->tmpl_ix);
	m->tmpl_ix = ix;
	m->cap_ix = cap;
	return 0;
}

/* The id of template @s, added when absent; 0 when it cannot be. */
static uint16_t tmpl_add(struct pathmap *m, const struct split *s)
{
	uint32_t at;
	uint16_t id = tmpl_find(m, s, &at);

	if (id)
		return id;
	if (m->ntmpl == TMPL_MAX)
		return 0;
	if (m->ntmpl == m->cap_tmpl) {
		uint32_t cap = m->cap_tmpl ? 2 * m->cap_tmpl : 16;
		char **t = realloc(m->tmpl, cap * sizeof(*t));

		if (!t)
			return 0;
		m->tmpl = t;
		uint32_t *h = realloc(m->tmpl_hash, cap * sizeof(*h));

		if (!h)
			return 0;
		m->tmpl_hash = h;
		m->cap_tmpl = cap;
	}
	if ((m->ntmpl + 1) * 2 > m->cap_ix) {
		if (tmpl_index(m, m->cap_ix ? 2 * m->cap_ix : 32))
			return 0;
		tmpl_find(m, s, &at);
	}
	char *text = strdup(s->text);

	if (!text)
		return 0;
	m->tmpl[m->ntmpl] = text;
	m->tmpl_hash[m->ntmpl++] = s->hash;
	m->tmpl_ix[at] = (uint16_t)m->ntmpl;
	return (uint16_t)m->ntmpl;
}

/* The slot of (@id, @num) in a table of @cap slots, or the empty one where it would go. */
static struct pathmap_slot *slot_of(struct pathmap_slot *slot, uint32_t cap, uint16_t id, const uint16_t *num)
{
	uint64_t k = (uint64_t)id | (uint64_t)num[0] << 16 | (uint64_t)num[1] << 32 | (uint64_t)num[2] << 48;

	k = (k ^ (k >> 30)) * 0xbf58476d1ce4e5b9ull;	/* splitmix64's finaliser: sequential CPUs spread */
	k = (k ^ (k >> 27)) * 0x94d049bb133111ebull;
	k ^= k >> 31;
	/* the high 32 bits scaled to [0, cap): any size of table, not only a power of two */
	for (uint32_t i = (uint32_t)(((k >> 32) * cap) >> 32);; i = i + 1 == cap ? 0 : i + 1) {
		struct pathmap_slot *e = &slot[i];

		if (!e->tmpl || (e->tmpl == id && memcmp(e->num, num, sizeof(e->num)) == 0))
			return e;
	}
}

int32_t *pathmap_find(const struct pathmap *m, const char *key)
{
	struct split s;
	uint32_t at;
	uint16_t id;

	if (!m->cap || split(key, &s) || !(id = tmpl_find(m, &s, &at)))
		return NULL;
	struct pathmap_slot *e = slot_of(m->slot, m->cap, id, s.num);

	return e->tmpl ? &e->val : NULL;
}

/* The slots moved to a table of @cap (which holds them all); -1 when out of memory. */
static int rehash(struct pathmap *m, uint32_t cap)
{
	struct pathmap_slot *slot = calloc(cap, sizeof(*slot));

	if (!slot)
		return -1;
	for (uint32_t i = 0; i < m->cap; i++)
		if (m->slot[i].tmpl)
			*slot_of(slot, cap, m->slot[i].tmpl, m->slot[i].num) = m->slot[i];
	free(m->slot);
	m->slot = slot;
	m->cap = cap;
	return 0;
}

int32_t *pathmap_insert(struct pathmap *m, const char *key)
{
	struct split s;
	uint16_t id;

	if (split(key, &s) || !(id = tmpl_add(m, &s)))
		return NULL;
	if (m->cap) {
		struct pathmap_slot *e = slot_of(m->slot, m->cap, id, s.num);

		if (e->tmpl)
			return &e->val;
	}
	if ((uint64_t)(m->used + 1) * 4 > (uint64_t)m->cap * 3 && rehash(m, m->cap ? 2 * m->cap : 64))
		return NULL;
	struct pathmap_slot *e = slot_of(m->slot, m->cap, id, s.num);

	e->tmpl = id;
	memcpy(e->num, s.num, sizeof(e->num));
	e->val = 0;
	m->used++;
	return &e->val;
}

int pathmap_fit(struct pathmap *m)
{
	uint32_t cap = (uint32_t)(((uint64_t)m->used * 4 + 2) / 3);

	if (cap < 64)
		cap = 64;
	return cap == m->cap ? 0 : rehash(m, cap);
}

void pathmap_free(struct pathmap *m, void (*fn)(int32_t val))
{
	for (uint32_t i = 0; fn && i < m->cap; i++)
		if (m->slot[i].tmpl)
			fn(m->slot[i].val);
	for (uint32_t i = 0; i < m->ntmpl; i++)
		free(m->tmpl[i]);
	free(m->slot);
	free(m->tmpl);
	free(m->tmpl_hash);
	free(m->tmpl_ix);
	memset(m, 0, sizeof(*m));
}
