/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Deltas for the tests: bound to a plan's layout, as the session binds
 * its own (decode/derive.h delta_bind()), or to a slot for every counter
 * id where a test sets their values by hand; and the value of one by id.
 */
#ifndef TSNG_TEST_DELTAS_H
#define TSNG_TEST_DELTAS_H

#include <stdlib.h>
#include <string.h>

#include "decode/derive.h"

/*
 * Binds the @n deltas at @cpu and @sum (NULL: none) to plan @p's layout,
 * each value absent; the binding before is freed, so the deltas of one
 * test at a time.
 */
static inline void deltas_bind(const struct plan *p, struct delta *cpu, int n, struct delta *sum)
{
	static struct delta_layout lay;
	static struct dval *val;

	delta_layout(p, &lay);
	free(val);
	val = delta_bind(&lay, NULL, cpu, n, sum);
	assert_non_null(val);
}

/* The same with a slot for every counter id (a plan that read each one). */
static inline void deltas_every(struct delta *cpu, int n, struct delta *sum)
{
	struct plan p;

	memset(&p, 0, sizeof(p));
	for (int r = 0; r < RAW__COUNT; r++)
		p.src[r].kind = SRC_MSR;
	deltas_bind(&p, cpu, n, sum);
}

/* Counter @r of @d, which its layout keeps. */
static inline struct dval *deltas_at(struct delta *d, enum raw_id r)
{
	struct dval *v = delta_at(d, r);

	assert_non_null(v);
	return v;
}

#endif
