// SPDX-License-Identifier: GPL-2.0-only
/* The --debug topology lines (decode/topo_debug.h): ids as turbostat numbers them. */
#include <stdlib.h>

#include "decode/topo_debug.h"

static int by_cpu(const void *a, const void *b)
{
	return ((const struct topo_debug *)a)->cpu - ((const struct topo_debug *)b)->cpu;
}

static int id(int v)
{
	return v < 0 ? 0 : v;
}

size_t topo_debug_lines(const struct topology *t, struct topo_debug *out)
{
	size_t n = 0;

	for (int i = 0; i < t->n; i++) {
		const struct topo_cpu *c = &t->cpu[i];

		out[n++] = (struct topo_debug){ .cpu = c->cpu, .pkg = id(c->pkg), .die = id(c->die), .l3 = id(c->l3),
						.node = c->node, .core = id(c->core) };
	}
	qsort(out, n, sizeof(*out), by_cpu);
	for (size_t i = 0; i < n; i++) {
		/*
		 * set_thread_siblings(): the lowest CPU of a core is thread 0, the
		 * others count up in CPU order; set_node_data(): within a package,
		 * nodes are numbered as their first CPU comes
		 */
		out[i].thread = 0;
		out[i].first = out[i].cpu;
		out[i].lnode = -1;
		for (size_t k = 0; k < i; k++) {
			if (out[k].pkg == out[i].pkg && out[k].core == out[i].core && out[k].die == out[i].die) {
				if (!out[i].thread)
					out[i].first = out[k].cpu;
				out[i].thread++;
			}
		}
		int seen = 0;

		for (size_t k = 0; k < i && out[i].lnode < 0; k++) {
			if (out[k].pkg != out[i].pkg)
				continue;
			if (out[k].node == out[i].node)
				out[i].lnode = out[k].lnode;
			else if (out[k].lnode >= seen)
				seen = out[k].lnode + 1;
		}
		if (out[i].lnode < 0)
			out[i].lnode = seen;
	}
	return n;
}
