/* Reading the topology (include/topo.h) from sysfs through the hw ops. */
#ifndef TSNG_TOPOLOGY_H
#define TSNG_TOPOLOGY_H

#include <stddef.h>

#include "topo.h"

struct hw;

/* -errno, with a one-line reason in @err, when not even the CPU list can be read. */
int topology_read(struct hw *hw, struct topology *t, char *err, size_t errlen);
void topology_free(struct topology *t);
/* The row index of CPU @cpu, or -1 when it is not online. */
int topology_index(const struct topology *t, int cpu);

#endif
