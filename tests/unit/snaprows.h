/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Snapshots built by hand for the derivation's tests: rows laid out for the
 * test's plan (msr/sample.c snapshot_layout), each value set by counter id.
 */
#ifndef TSNG_TEST_SNAPROWS_H
#define TSNG_TEST_SNAPROWS_H

#include <stdlib.h>

#include "msr/sample.h"

/* Lays @s (@t->n rows at @cpu) out for @p, every value of its rows unreadable (@err); keeps its time. */
static inline void snaprows_lay_out(struct snapshot *s, struct cpu_snap *cpu, const struct topology *t,
				    const struct plan *p, int err)
{
	const struct snap_layout *l = &s->lay;

	free(s->val);
	*s = (struct snapshot){ .t = s->t, .n = t->n, .cpu = cpu, .more = s->more };
	assert_int_equal(snapshot_layout(s, p, t), 0);
	for (size_t k = 0; k < l->base[RSCOPE_PKG] + (size_t)l->rows[RSCOPE_PKG] * (size_t)l->width[RSCOPE_PKG]; k++)
		s->val[k].err = err;
}

/* Counter @r of row @c, which the plan reads and that CPU reads. */
static inline struct raw_value *snaprows_at(struct snapshot *s, int c, enum raw_id r)
{
	struct raw_value *v = snap_at(s, c, r);

	assert_non_null(v);
	return v;
}

#endif
