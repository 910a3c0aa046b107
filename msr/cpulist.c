// SPDX-License-Identifier: GPL-2.0-only
/* The kernel's cpulist format (Documentation/admin-guide/cputopology.rst). */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "msr/cpulist.h"

static int read_num(const char **s, int *v)
{
	char *end;
	long n;

	if (!isdigit((unsigned char)**s))
		return -EINVAL;
	n = strtol(*s, &end, 10);
	if (n >= CPULIST_MAX)
		return -EINVAL;
	*v = (int)n;
	*s = end;
	return 0;
}

int cpulist_parse(const char *text, struct cpulist *out)
{
	const char *s = text;

	memset(out, 0, sizeof(*out));
	out->has = calloc(CPULIST_MAX, 1);
	if (!out->has)
		return -ENOMEM;
	while (*s && *s != '\n') {
		int lo, hi;

		if (read_num(&s, &lo))
			goto bad;
		hi = lo;
		if (*s == '-' || (s[0] == '.' && s[1] == '.')) {
			s += *s == '-' ? 1 : 2;
			if (read_num(&s, &hi) || hi < lo)
				goto bad;
		}
		for (int c = lo; c <= hi; c++) {
			out->n += !out->has[c];
			out->has[c] = 1;
		}
		if (hi + 1 > out->max)
			out->max = hi + 1;
		if (*s == ',' && s[1] && s[1] != '\n')
			s++;
		else if (*s && *s != '\n')
			goto bad;
	}
	return 0;
bad:
	cpulist_free(out);
	return -EINVAL;
}

bool cpulist_has(const struct cpulist *l, int cpu)
{
	return cpu >= 0 && cpu < l->max && l->has[cpu];
}

void cpulist_free(struct cpulist *l)
{
	free(l->has);
	memset(l, 0, sizeof(*l));
}
