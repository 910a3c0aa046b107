// SPDX-License-Identifier: GPL-2.0-only
/*
 * Topology arithmetic for the simulation (sim/topo.h struct sim_topo):
 * how the simulated CPUs split into packages, cores and frequency domains,
 * where a placement policy puts busy streams, and how SMT siblings share a
 * core.  The placement orders model sched_mc_power_savings of v2.6.28
 * (kernel/sched.c find_busiest_group() power-savings balance): 0 spreads
 * load over packages for performance; 1 consolidates an under-used system
 * onto fewer packages at load balance; 2 also steers wakeups there
 * (POWERSAVINGS_BALANCE_WAKEUP).  A static placement cannot tell 1 from 2:
 * both are "pack".  Within a package, siblings come last in both orders
 * (the SMT domain balances for capacity whatever sched_mc says).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "sim/topo.h"

int sim_place_key(void *ctx, const char *key, size_t n, char *err, size_t errlen)
{
	enum sim_place *place = ctx;

	if (n < 6 || strncmp(key, "place=", 6) != 0)
		return 1;
	if (n == 12 && strncmp(key + 6, "spread", 6) == 0)
		*place = SIM_PLACE_SPREAD;
	else if (n == 10 && strncmp(key + 6, "pack", 4) == 0)
		*place = SIM_PLACE_PACK;
	else {
		snprintf(err, errlen, "bad place '%.*s' (spread or pack)", (int)(n - 6), key + 6);
		return -EINVAL;
	}
	return 0;
}

void sim_place_list_print(FILE *out)
{
	fputs("placement (--simulate on a part with packages or SMT; NAME:place=spread|pack): busy streams over\n"
	      "packages first (sched_mc=0) or filling one package first (sched_mc=1 and 2)\n", out);
}

int sim_topo_check(const struct sim_topo *t, unsigned cpus)
{
	if (!t)
		return 0;
	if (!t->packages || !t->smt || cpus % t->packages || (cpus / t->packages) % t->smt ||
	    !(t->smt_yield >= 1.0 && t->smt_yield <= t->smt) || !(t->pkg_idle_w >= 0))
		return -EINVAL;
	unsigned d = sim_topo_domain_cpus(t, cpus);

	return d % t->smt || (cpus / t->packages) % d ? -EINVAL : 0;
}

unsigned sim_topo_domain_cpus(const struct sim_topo *t, unsigned cpus)
{
	if (!t)
		return cpus;
	return t->domain_cpus ? t->domain_cpus : cpus / t->packages;
}

unsigned sim_topo_place(const struct sim_topo *t, unsigned cpus, enum sim_place place, unsigned rank)
{
	if (!t || place == SIM_PLACE_ORDER)
		return rank;
	unsigned pk = t->packages, smt = t->smt, cores = cpus / pk / smt;
	unsigned p, j, th;

	if (place == SIM_PLACE_SPREAD) {
		/* package fastest, then core, then sibling */
		p = rank % pk;
		j = rank / pk % cores;
		th = rank / pk / cores;
	} else {
		/* core fastest, then sibling, then package */
		j = rank % cores;
		th = rank / cores % smt;
		p = rank / cores / smt;
	}
	return (p * cores + j) * smt + th;
}

double sim_topo_share(const struct sim_topo *t, unsigned busy)
{
	if (!t || t->smt < 2 || busy < 2)
		return 1.0;
	return (1.0 + (t->smt_yield - 1.0) * (busy - 1) / (t->smt - 1)) / busy;
}
