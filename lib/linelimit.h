/* SPDX-License-Identifier: GPL-2.0-only */
/* Reading text a line at a time with a bound on the line and on the whole (lib/linelimit.c). */
#ifndef TSNG_LINELIMIT_H
#define TSNG_LINELIMIT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct linelimit {
	FILE *f;
	size_t line_max;	/* longest line accepted, its newline included */
	uint64_t total_max;	/* most bytes read from @f in all */
	uint64_t total;
	char *buf;		/* the line; grows with the longest line read, up to line_max + 1 */
	size_t cap;
};

/*
 * The next line of @ll->f into @ll->buf, NUL-terminated and with its
 * newline when it has one (the last line may not).  Returns its length; 0
 * at the end; -EFBIG for a line longer than line_max, -E2BIG past
 * total_max, -ENOMEM, -EIO (errno kept) on a read error.  Nothing past the
 * limit is read, so a file without newlines (/dev/zero) costs line_max bytes.
 */
long linelimit_next(struct linelimit *ll);
void linelimit_free(struct linelimit *ll);

#endif
