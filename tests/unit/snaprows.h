/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Snapshots built by hand for the derivation's tests: rows laid out for the
 * test's plan (msr/sample.c snapshot_layout), each value set by counter id.
 */
#ifndef TSNG_TEST_SNAPROWS_H
#define TSNG_TEST_SNAPROWS_H

#include <stdlib.h>

#include "msr/sample.h"

/* Lays @s (@n rows at @cpu) out for @p, every value of its rows unreadable (@err); keeps its time. */
static inline void snaprows_lay_out(struct snapshot *s, struct cpu_snap *cpu, int n, const struct plan *p, int err)
{
	free(s->val);
	*s = (struct snapshot){ .t = s->t, .n = n, .cpu = cpu, .more = s->more };
	assert_int_equal(snapshot_layout(s, p), 0);
	for (int c = 0; c < n; c++)
		for (int k = 0; k < s->nslot + s->nidle; k++)
			snap_row(s, c)[k].err = err;
}

/* Counter @r of row @c, which the plan reads. */
static inline struct raw_value *snaprows_at(struct snapshot *s, int c, enum raw_id r)
{
	assert_true(s->place[r] > 0);
	return &snap_row(s, c)[s->place[r] - 1];
}

#endif
