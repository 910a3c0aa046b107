// SPDX-License-Identifier: GPL-2.0-only
/* Bounded line reads (lib/linelimit.h): a recording cannot make the reader grow without limit. */
#include <errno.h>
#include <stdlib.h>

#include "lib/linelimit.h"

/* Room for @need bytes and a NUL, doubling from 256 but never past line_max + 1. */
static int room(struct linelimit *ll, size_t need)
{
	if (need < ll->cap)
		return 0;
	size_t cap = ll->cap ? ll->cap * 2 : 256;

	if (cap > ll->line_max + 1)
		cap = ll->line_max + 1;
	char *b = realloc(ll->buf, cap);

	if (!b)
		return -ENOMEM;
	ll->buf = b;
	ll->cap = cap;
	return 0;
}

long linelimit_next(struct linelimit *ll)
{
	size_t n = 0;
	int c = 0;

	if (room(ll, 0))
		return -ENOMEM;
	while (n < ll->line_max && (c = getc_unlocked(ll->f)) != EOF) {
		if (ll->total++ == ll->total_max)
			return -E2BIG;	/* the first byte past the limit: a file of exactly total_max is whole */
		if (room(ll, n + 1))
			return -ENOMEM;
		ll->buf[n++] = (char)c;
		if (c == '\n')
			break;
	}
	ll->buf[n] = '\0';
	if (n && ll->buf[n - 1] == '\n')
		return (long)n;
	if (c != EOF)
		return -EFBIG;
	return ferror(ll->f) ? -EIO : (long)n;
}

void linelimit_free(struct linelimit *ll)
{
	free(ll->buf);
	ll->buf = NULL;
	ll->cap = 0;
}
