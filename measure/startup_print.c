// SPDX-License-Identifier: GPL-2.0-only
/*
 * The start-up report of a measuring session (measure/startup_print.h): its
 * facts were read below the session (measure/startup.c), the report of them
 * is printed above it.
 */
#include "measure/session.h"
#include "measure/startup_print.h"
#include "output/report.h"

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
