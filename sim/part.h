/* SPDX-License-Identifier: GPL-2.0-only */
/* The named parts --simulate runs on (sim/part.c); a part file (sim/partfile.h) fills the same struct. */
#ifndef TSNG_SIM_PART_H
#define TSNG_SIM_PART_H

#include <stddef.h>

#include "gov/driver.h"
#include "gov/cpu.h"
#include "sim/power.h"
#include "sim/topo.h"

struct sim_part {
	const char *name;
	const char *description;
	unsigned cores;			/* of the real part */
	unsigned domain_cores;		/* cores in one frequency domain (simulated); with topo: logical CPUs simulated */
	unsigned trl[SIM_MAX_CORES];	/* turbo ratio limit by active cores (1..); 0: turbo_pstate */
	struct gov_cpu cpu;
	struct hwp_caps hwp;		/* IA32_HWP_CAPABILITIES; highest 0: no HWP */
	unsigned cppc_latency_us;	/* shared-memory CPPC (cpu.cppc_shmem): request latency, a model choice */
	struct sim_topo topo;		/* packages 0: none (one package, one domain) */
	struct sim_power power;
};

size_t sim_part_count(void);
const struct sim_part *sim_part_at(size_t i);
const struct sim_part *sim_part_find(const char *name);

#endif
