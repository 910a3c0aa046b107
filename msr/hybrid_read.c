// SPDX-License-Identifier: GPL-2.0-only
/* Per-CPU HWP capabilities, SMT state and cpufreq driver for decode/hybrid.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/hybrid_read.h"

#define SYSCPU "/sys/devices/system/cpu"

static int hybrid_read_driver(struct hw *hw, int cpu)
{
	char path[96], name[32];

	snprintf(path, sizeof(path), SYSCPU "/cpu%d/cpufreq/scaling_driver", cpu);
	if (hw_read_str(hw, path, name, sizeof(name)))
		return -1;
	return strcmp(name, "intel_pstate") == 0 || strcmp(name, "intel_cpufreq") == 0;
}

int hybrid_read(struct hw *hw, const struct topology *t, uint32_t reg, struct hybrid_in *in)
{
	uint64_t smt;

	memset(in, 0, sizeof(*in));
	in->smt_active = hw_read_u64(hw, SYSCPU "/smt/active", &smt) ? -1 : smt != 0;
	in->intel_pstate = t->n ? hybrid_read_driver(hw, t->cpu[0].cpu) : -1;
	if (!t->n)
		return 0;
	in->cpu = calloc((size_t)t->n, sizeof(*in->cpu));
	if (!in->cpu)
		return -ENOMEM;
	in->n = (size_t)t->n;
	for (int i = 0; i < t->n; i++) {
		struct hybrid_cpu_in *c = &in->cpu[i];

		c->cpu = t->cpu[i].cpu;
		c->core_type = t->cpu[i].core_type;
		c->err = hw_read_msr(hw, c->cpu, reg, &c->val);
	}
	return 0;
}

void hybrid_in_free(struct hybrid_in *in)
{
	free(in->cpu);
	memset(in, 0, sizeof(*in));
}
