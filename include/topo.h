/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Which CPUs there are and how they nest: package > die > node > core >
 * thread.  Filled from sysfs by msr/topology.c; sorted as turbostat prints
 * rows, so hyper-thread siblings are adjacent.
 */
#ifndef TSNG_TOPO_H
#define TSNG_TOPO_H

struct topo_cpu {
	int cpu;
	int pkg, die, node, l3, core;	/* sysfs ids; -1 where unknown */
	int apic, x2apic;		/* CPUID 1 EBX[31:24], CPUID 0xB EDX; -1 where unknown */
	unsigned core_type;		/* hybrid parts: CPUID 0x1A EAX[31:24] (0x40 Core, 0x20 Atom); else 0 */
	int core_idx;			/* dense index of its core over the machine */
	int pkg_idx;			/* dense index of its package */
	unsigned first_in_core:1;	/* carries the core columns */
	unsigned first_in_pkg:1;	/* carries the package columns */
};

struct topology {
	int n;				/* online CPUs */
	struct topo_cpu *cpu;		/* n entries, in row order */
	int ncore, npkg;
	int max_die_per_pkg, max_node_per_pkg;
	int has_l3;			/* some L3 id above 0 */
	int max_cpu;			/* highest CPU number + 1 */
};

#endif
