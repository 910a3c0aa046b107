/* SPDX-License-Identifier: GPL-2.0-only */
/* Reading the topology (include/topo.h) from sysfs through the hw ops. */
#ifndef TSNG_TOPOLOGY_H
#define TSNG_TOPOLOGY_H

#include <stdbool.h>
#include <stddef.h>

#include "topo.h"

struct hw;

/* -errno, with a one-line reason in @err, when not even the CPU list can be read. */
int topology_read(struct hw *hw, struct topology *t, char *err, size_t errlen);
void topology_free(struct topology *t);
/*
 * Whether @c's package, die or core id in sysfs differs from the topology's
 * (a CPU number that came back online may be another core); if so, @what
 * says how, in one line.
 */
bool topology_moved(struct hw *hw, const struct topo_cpu *c, char *what, size_t len);
/* The row index of CPU @cpu, or -1 when it is not online. */
int topology_index(const struct topology *t, int cpu);

#endif
