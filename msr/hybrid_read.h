/* SPDX-License-Identifier: GPL-2.0-only */
/* Per-CPU inputs of the kernel's hybrid capacity scaling (msr/hybrid_read.c). */
#ifndef TSNG_HYBRID_READ_H
#define TSNG_HYBRID_READ_H

#include "hw.h"
#include "hybrid_in.h"
#include "topo.h"

/*
 * Reads MSR @reg on every CPU of @t, the SMT switch and the first CPU's
 * cpufreq driver into @in.  Returns 0 or -ENOMEM; a failed read is kept in
 * the CPU's err.  Free with hybrid_in_free().
 */
int hybrid_read(struct hw *hw, const struct topology *t, uint32_t reg, struct hybrid_in *in);
void hybrid_in_free(struct hybrid_in *in);

#endif
