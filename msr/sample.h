/* SPDX-License-Identifier: GPL-2.0-only */
/* Taking a snapshot through the access ops as a plan says (msr/sample.c). */
#ifndef TSNG_SAMPLE_H
#define TSNG_SAMPLE_H

#include "hw.h"
#include "raw.h"
#include "snapshot.h"
#include "msr/topology.h"

void sample_idle_states(struct hw *hw, int cpu, struct idle_states *st);

int snapshot_alloc(struct snapshot *s, int ncpu);
/*
 * Sizes @s's rows for what plan @p reads on topology @t (include/snapshot.h
 * struct snap_layout), anew when they were laid out for another plan, and
 * gives each CPU its core and package rows; sample_take() calls it.
 */
int snapshot_layout(struct snapshot *s, const struct plan *p, const struct topology *t);
void snapshot_free(struct snapshot *s);
/* Copies @src into @dst, both allocated for the same CPU count (-EINVAL otherwise). */
int snapshot_copy(struct snapshot *dst, const struct snapshot *src);

/*
 * Reads one snapshot: per CPU in row order, pinned there, the TSC and every
 * counter the plan names for that CPU's scope; then /proc/stat and
 * /proc/interrupts.  A failed read is kept in the value's err; only the end
 * of a replay (-ENODATA) or no memory makes the call fail.
 */
int sample_take(struct hw *hw, const struct topology *t, const struct plan *p, struct snapshot *s);

#endif
