/* Bounded line reads (msr/linelimit.h): a recording cannot make the reader grow without limit. */
#include <errno.h>

#include "msr/linelimit.h"

long linelimit_next(struct linelimit *ll, char *buf)
{
	size_t n = 0;
	int c = 0;

	while (n < ll->line_max && (c = getc_unlocked(ll->f)) != EOF) {
		if (ll->total++ == ll->total_max)
			return -E2BIG;	/* the first byte past the limit: a file of exactly total_max is whole */
		buf[n++] = (char)c;
		if (c == '\n')
			break;
	}
	buf[n] = '\0';
	if (n && buf[n - 1] == '\n')
		return (long)n;
	if (c != EOF)
		return -EFBIG;
	return ferror(ll->f) ? -EIO : (long)n;
}
