/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * turbostat 2026.02's --debug topology lines (decode/topo_debug.c), as
 * topology_probe() and set_thread_siblings() print them: per CPU
 * "cpu N pkg P die D l3 L node M lnode K core C thread T", and before them
 * each first thread's "cpuN.ht_sibling_cpu_id[T] = S".
 */
#ifndef TSNG_TOPO_DEBUG_H
#define TSNG_TOPO_DEBUG_H

#include <stddef.h>

#include "topo.h"

struct topo_debug {
	int cpu, pkg, die, l3, node, lnode, core, thread;
	int first;		/* the first thread (by CPU number) of the core that thread 0 is */
};

/*
 * The lines of @t's CPUs in CPU-number order into @out (room for @t->n);
 * how many.  An id the kernel did not give is 0, as parse_int_file() reads
 * a missing file; the node is -1 then (get_physical_node_id()).
 */
size_t topo_debug_lines(const struct topology *t, struct topo_debug *out);

#endif
