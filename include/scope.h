/* SPDX-License-Identifier: GPL-2.0-only */
/* Which CPUs read a counter of a scope: every CPU, a core's first thread, a package's first CPU. */
#ifndef TSNG_SCOPE_H
#define TSNG_SCOPE_H

#include "raw.h"
#include "topo.h"

static inline int scope_reads(const struct topo_cpu *c, enum raw_scope s)
{
	return s == RSCOPE_CPU || (s == RSCOPE_CORE && c->first_in_core) ||
	       (s == RSCOPE_PKG && c->first_in_pkg);
}

#endif
