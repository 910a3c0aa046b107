// SPDX-License-Identifier: GPL-2.0-only
/* The start-up facts of the first online CPU (measure/startup.h). */
#include "measure/facts_read.h"
#include "measure/startup.h"

int startup_facts(struct hw *hw, const struct topology *topo, struct regset *rs, struct cpu_facts *f)
{
	return facts_read(hw, topo->cpu[0].cpu, rs, f);
}

int startup_facts_first(struct hw *hw, struct regset *rs, struct cpu_facts *f, int *cpu)
{
	struct topology topo;
	char err[256];

	*cpu = 0;
	if (topology_read(hw, &topo, err, sizeof(err)) == 0) {
		*cpu = topo.cpu[0].cpu;
		topology_free(&topo);
	}
	return facts_read(hw, *cpu, rs, f);
}
