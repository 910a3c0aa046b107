/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * "Did you mean": the known name nearest a mistyped one, as git's help_unknown_cmd() finds
 * one (git help.c, levenshtein.c): a weighted edit distance where a transposition costs
 * 0, a substitution 2, a character to add 1 and one to remove 3, so that a dropped letter
 * ("Bsy%" for "Busy%") is nearer than a wrong one; a name the word begins is as near as
 * a letter added; nothing at 7 or more (git's SIMILARITY_FLOOR).  Header-only: every
 * folder that names things (decode/, gov/, sim/, compare/) offers them.
 */
#ifndef TSNG_SUGGEST_H
#define TSNG_SUGGEST_H

#include <stdio.h>
#include <string.h>

#define SUGGEST_FLOOR 7
#define SUGGEST_MAX_LEN 64	/* longer words or names are not compared */

struct suggest {
	const char *word;
	const char *best;	/* NULL: nothing near yet */
	unsigned dist;
};

/* The weighted distance from @a to @b (optimal string alignment: one transposition a pair). */
static inline unsigned suggest_distance(const char *a, const char *b)
{
	enum { SWAP = 0, SUBST = 2, ADD = 1, DEL = 3 };
	size_t la = strlen(a), lb = strlen(b);
	unsigned rows[3][SUGGEST_MAX_LEN + 1];	/* the rows for i - 2, i - 1 and i */

	if (la > SUGGEST_MAX_LEN || lb > SUGGEST_MAX_LEN)
		return SUGGEST_FLOOR;
	for (size_t j = 0; j <= lb; j++)
		rows[1][j] = (unsigned)j * ADD;
	for (size_t i = 1; i <= la; i++) {
		unsigned *pp = rows[0], *p = rows[1], *cur = rows[2];

		cur[0] = (unsigned)i * DEL;
		for (size_t j = 1; j <= lb; j++) {
			unsigned d = p[j - 1] + (a[i - 1] == b[j - 1] ? 0 : SUBST);

			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && pp[j - 2] + SWAP < d)
				d = pp[j - 2] + SWAP;
			if (p[j] + DEL < d)
				d = p[j] + DEL;
			if (cur[j - 1] + ADD < d)
				d = cur[j - 1] + ADD;
			cur[j] = d;
		}
		memcpy(rows[0], rows[1], sizeof(rows[0]));
		memcpy(rows[1], rows[2], sizeof(rows[1]));
	}
	return rows[1][lb];
}

static inline void suggest_init(struct suggest *s, const char *word)
{
	*s = (struct suggest){ .word = word, .dist = SUGGEST_FLOOR };
}

/* Weighs @name; the first of equally near names stays. */
static inline void suggest_try(struct suggest *s, const char *name)
{
	size_t n = strlen(s->word);
	unsigned d = n && !strncmp(name, s->word, n) ? 1 : suggest_distance(s->word, name);

	if (d < s->dist && strcmp(name, s->word)) {
		s->dist = d;
		s->best = name;
	}
}

/* "; did you mean 'NAME'?" into @buf (of @len) when a name was near, else "". */
static inline const char *suggest_text(const struct suggest *s, char *buf, size_t len)
{
	buf[0] = '\0';
	if (s->best && len)
		snprintf(buf, len, "; did you mean '%s'?", s->best);
	return buf;
}

#endif
