/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_TOPO_H
#define TSNG_SIM_TOPO_H

#include <stddef.h>
#include <stdio.h>

#define SIM_MAX_CORES 8			/* logical CPUs one run simulates */

/*
 * Topology (sim/topo.c): the simulated logical CPUs split evenly into
 * packages, each of cores with smt siblings; CPU number ((package x
 * cores) + core) x smt + thread.  A frequency domain is domain_cpus
 * consecutive CPUs (smt: per-core P-states; 0: the package).  Siblings
 * share their core: it runs at its domain's level, is busy when any
 * sibling is, and draws the power of its busiest sibling; with k of its
 * smt siblings busy it does 1 + (smt_yield - 1)(k - 1)/(smt - 1) times one
 * thread's work, shared evenly.  A package whose every CPU sits in the
 * deepest idle state is in its package C-state and draws pkg_idle_w
 * instead of the uncore's uncore_w.  Without a topology (NULL): one
 * package, no SMT, one domain, no package C-state.
 */
struct sim_topo {
	unsigned packages, smt, domain_cpus;
	double smt_yield;
	double pkg_idle_w;
};

/*
 * Where a workload's streams run: in order, or by the sched_mc policies.  A
 * setting of the simulated run, not of the governor, though written with it
 * (--governor NAME:place=spread|pack, each governor's run its own).
 */
enum sim_place {
	SIM_PLACE_ORDER,	/* stream i on CPU i */
	SIM_PLACE_SPREAD,	/* busy streams over packages first, then cores, siblings last (sched_mc=0) */
	SIM_PLACE_PACK,		/* busy streams fill package 0 first, siblings last (sched_mc=1 and 2) */
};

/*
 * place=spread|pack, a key gov_parse_keys() offers (gov_key_fn): sets the
 * enum sim_place at ctx; 1 for any other key.
 */
int sim_place_key(void *ctx, const char *key, size_t n, char *err, size_t errlen);
/* The placement line of --governor list. */
void sim_place_list_print(FILE *out);

/* sim/topo.c: 0, or -EINVAL when the CPUs do not split into the topology's packages, cores and domains. */
int sim_topo_check(const struct sim_topo *t, unsigned cpus);
/* Logical CPUs per frequency domain. */
unsigned sim_topo_domain_cpus(const struct sim_topo *t, unsigned cpus);
/* The CPU the placement puts the rank-th busy stream on (rank < cpus). */
unsigned sim_topo_place(const struct sim_topo *t, unsigned cpus, enum sim_place place, unsigned rank);
/* One thread's share of its core's single-thread speed with busy of its siblings busy (1..smt). */
double sim_topo_share(const struct sim_topo *t, unsigned busy);

#endif
