// SPDX-License-Identifier: GPL-2.0-only
/* The start-up facts of the first online CPU, and the start-up report (measure/startup.h). */
#include "measure/facts_read.h"
#include "measure/session.h"
#include "measure/startup.h"
#include "output/report.h"

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

void startup_print(const struct session *s, FILE *diag, FILE *out)
{
	const struct options *o = s->opt;
	const struct cpu_facts *f = &s->facts;

	/* ours, with the platform's name; turbostat's own CPUID lines are in the report */
	if (!o->quiet && !o->as_turbostat)
		fprintf(diag, "CPUID(1): family:model:stepping 0x%x:%x:%x (%u:%u:%u) %s\n", f->id.family,
			f->id.model, f->id.stepping, f->id.family, f->id.model, f->id.stepping, f->pf->name);
	session_power_config(s, diag);
	if (o->format == FORMAT_JSON) {
		struct reg_ctx c;

		session_reg_ctx(s, &c);
		report_json(out, &c, s->pkg_rs, s->npkg_rs);
	}
}
