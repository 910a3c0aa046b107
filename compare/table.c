// SPDX-License-Identifier: GPL-2.0-only
/* The ratio and the verdict of a compare table's cell against the baseline. */
#include <math.h>

#include "compare/table.h"

double cmp_ratio(const struct cmp_row *row, int r)
{
	const struct cmp_cell *b = &row->c[0], *c = &row->c[r];

	if (!b->has || !c->has || b->mean == 0 || !isfinite(b->mean) || !isfinite(c->mean))
		return NAN;
	return c->mean / b->mean;
}

const char *cmp_verdict(const struct cmp_row *row, int r)
{
	const struct cmp_cell *b = &row->c[0], *c = &row->c[r];

	if (!r || !c->has || !b->has || !isfinite(c->mean) || !isfinite(b->mean))
		return "";
	if (!isfinite(c->p) || c->p < 0 || c->p > 1)
		return "";
	return c->p < CMP_ALPHA ? "**" : "~";
}
