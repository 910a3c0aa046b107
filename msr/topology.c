// SPDX-License-Identifier: GPL-2.0-only
/*
 * CPU topology from sysfs (Documentation/admin-guide/cputopology.rst):
 * cpuN/topology/{physical_package_id,die_id,core_id}, cpuN/cache/index3/id,
 * node/nodeK/cpulist; APIC ids and core types from CPUID leaves 1, 0xB and 0x1A.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/cpulist.h"
#include "hw.h"
#include "msr/topology.h"

#define SYSCPU "/sys/devices/system/cpu"

static int read_id(struct hw *hw, const char *fmt, int cpu)
{
	char path[160], buf[32], *end;

	snprintf(path, sizeof(path), fmt, cpu);
	if (hw_read_str(hw, path, buf, sizeof(buf)))
		return -1;
	long v = strtol(buf, &end, 10);

	return (end == buf || *end || v < 0) ? -1 : (int)v;
}

/* node/nodeK/cpulist for every online node K; CPUs not listed stay at node 0. */
static void read_nodes(struct hw *hw, struct topology *t)
{
	char buf[4096], path[96];
	struct cpulist nodes;

	if (hw_read_str(hw, "/sys/devices/system/node/online", buf, sizeof(buf)) ||
	    cpulist_parse(buf, &nodes))
		return;
	for (int k = 0; k < nodes.max; k++) {
		struct cpulist cpus;

		if (!cpulist_has(&nodes, k))
			continue;
		snprintf(path, sizeof(path), "/sys/devices/system/node/node%d/cpulist", k);
		if (hw_read_str(hw, path, buf, sizeof(buf)) || cpulist_parse(buf, &cpus))
			continue;
		for (int i = 0; i < t->n; i++)
			if (cpulist_has(&cpus, t->cpu[i].cpu))
				t->cpu[i].node = k;
		cpulist_free(&cpus);
	}
	cpulist_free(&nodes);
}

/*
 * APIC ids and the hybrid core type (SDM vol. 2A, CPUID leaves 1, 0BH and
 * 1AH); @max is the highest basic leaf, the same on every CPU.
 */
static void read_cpuid_ids(struct hw *hw, struct topo_cpu *c, uint32_t max)
{
	uint32_t r[4];

	c->apic = c->x2apic = -1;
	if (hw_cpuid(hw, c->cpu, 1, 0, r) == 0)
		c->apic = (int)(r[1] >> 24);
	if (max >= 0xb && hw_cpuid(hw, c->cpu, 0xb, 0, r) == 0)
		c->x2apic = (int)r[3];
	if (max >= 0x1a && hw_cpuid(hw, c->cpu, 0x1a, 0, r) == 0)
		c->core_type = r[0] >> 24;
}

/* Groups the threads of a core together, cores by package, die and node: numbering by id. */
static int id_order(const void *a, const void *b)
{
	const struct topo_cpu *x = a, *y = b;

	if (x->pkg != y->pkg)
		return x->pkg - y->pkg;
	if (x->die != y->die)
		return x->die - y->die;
	if (x->node != y->node)
		return x->node - y->node;
	if (x->core != y->core)
		return x->core - y->core;
	return x->cpu - y->cpu;
}

/*
 * Row order, as turbostat 2026.02's for_all_cpus(): by CPU number, each
 * core's first thread followed by its siblings (in ascending order, as
 * 2026.04 fixed it; 2026.02 walks SMT>2 siblings backwards).  @core_idx
 * holds the core's first CPU number here.
 */
static int row_order(const void *a, const void *b)
{
	const struct topo_cpu *x = a, *y = b;

	if (x->core_idx != y->core_idx)
		return x->core_idx - y->core_idx;
	return x->cpu - y->cpu;
}

static bool same_core(const struct topo_cpu *a, const struct topo_cpu *b)
{
	return a->pkg == b->pkg && a->die == b->die && a->core == b->core;
}

/*
 * Dense package and core indexes in id order (per-core and per-package
 * state is kept by them), then the rows in CPU order: a package's columns
 * go on its first row, a core's on its first thread.
 */
static void number_groups(struct topology *t)
{
	int maxdie = 0, maxnode = 0;

	qsort(t->cpu, t->n, sizeof(*t->cpu), id_order);
	for (int i = 0; i < t->n; i++) {
		struct topo_cpu *c = &t->cpu[i], *p = i ? &t->cpu[i - 1] : NULL;

		t->npkg += !p || p->pkg != c->pkg;
		t->ncore += !p || !same_core(p, c);
		c->pkg_idx = t->npkg - 1;
		c->core_idx = !p || !same_core(p, c) ? c->cpu : p->core_idx;
		if (c->die > maxdie)
			maxdie = c->die;
		if (c->node > maxnode)
			maxnode = c->node;
		if (c->l3 > 0)
			t->has_l3 = 1;
		if (c->cpu + 1 > t->max_cpu)
			t->max_cpu = c->cpu + 1;
	}
	qsort(t->cpu, t->n, sizeof(*t->cpu), row_order);
	for (int i = 0; i < t->n; i++) {
		struct topo_cpu *c = &t->cpu[i];
		bool pkg_seen = false;

		c->first_in_core = !i || c->core_idx != t->cpu[i - 1].core_idx;
		for (int k = 0; k < i && !pkg_seen; k++)
			pkg_seen = t->cpu[k].pkg_idx == c->pkg_idx;
		c->first_in_pkg = !pkg_seen;
	}
	for (int i = 0, ncore = 0; i < t->n; i++) {
		ncore += t->cpu[i].first_in_core;
		t->cpu[i].core_idx = ncore - 1;
	}
	t->max_die_per_pkg = maxdie + 1;
	t->max_node_per_pkg = (maxnode + 1 + t->npkg - 1) / t->npkg;
}

/* Package, die and core ids of @cpu; without topology files every CPU is its own core in package 0. */
static void read_place(struct hw *hw, int cpu, struct topo_cpu *c)
{
	c->pkg = read_id(hw, SYSCPU "/cpu%d/topology/physical_package_id", cpu);
	c->die = read_id(hw, SYSCPU "/cpu%d/topology/die_id", cpu);
	c->core = read_id(hw, SYSCPU "/cpu%d/topology/core_id", cpu);
	if (c->pkg < 0)
		c->pkg = 0;
	if (c->die < 0)
		c->die = 0;
	if (c->core < 0)
		c->core = cpu;
}

bool topology_moved(struct hw *hw, const struct topo_cpu *c, char *what, size_t len)
{
	struct topo_cpu now;

	read_place(hw, c->cpu, &now);
	if (now.pkg == c->pkg && now.die == c->die && now.core == c->core)
		return false;
	snprintf(what, len, "cpu%d is now package %d die %d core %d (was package %d die %d core %d)", c->cpu,
		 now.pkg, now.die, now.core, c->pkg, c->die, c->core);
	return true;
}

int topology_read(struct hw *hw, struct topology *t, char *err, size_t errlen)
{
	char buf[4096];
	struct cpulist online;
	int rc;

	memset(t, 0, sizeof(*t));
	rc = hw_read_str(hw, SYSCPU "/online", buf, sizeof(buf));
	if (rc) {
		snprintf(err, errlen, "cannot read %s/online: %s", SYSCPU, strerror(-rc));
		return rc;
	}
	rc = cpulist_parse(buf, &online);
	if (rc || online.n == 0) {
		snprintf(err, errlen, "%s/online: malformed CPU list '%s'", SYSCPU, buf);
		cpulist_free(&online);	/* an empty list parses, so its bitmap is allocated */
		return rc ? rc : -EINVAL;
	}
	t->cpu = calloc(online.n, sizeof(*t->cpu));
	if (!t->cpu) {
		cpulist_free(&online);
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	uint32_t leaf0[4] = { 0 };

	for (int cpu = 0; cpu < online.max; cpu++) {
		if (!cpulist_has(&online, cpu))
			continue;
		if (!t->n)
			hw_cpuid(hw, cpu, 0, 0, leaf0);
		struct topo_cpu *c = &t->cpu[t->n++];

		c->cpu = cpu;
		read_place(hw, cpu, c);
		c->l3 = read_id(hw, SYSCPU "/cpu%d/cache/index3/id", cpu);
		read_cpuid_ids(hw, c, leaf0[0]);
	}
	cpulist_free(&online);
	read_nodes(hw, t);
	number_groups(t);
	return 0;
}

void topology_free(struct topology *t)
{
	free(t->cpu);
	memset(t, 0, sizeof(*t));
}

int topology_index(const struct topology *t, int cpu)
{
	for (int i = 0; i < t->n; i++)
		if (t->cpu[i].cpu == cpu)
			return i;
	return -1;
}
