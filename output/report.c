// SPDX-License-Identifier: GPL-2.0-only
/* The start-up configuration report and its JSON record (output/report.h). */
#include "decode/regdec.h"
#include <stdlib.h>

#include "decode/thermal.h"
#include "decode/topo_debug.h"
#include "output/powercap.h"
#include "output/regline.h"
#include "output/report.h"

/* set_temperature_target() and print_thermal(): the groups decode/regtab.h numbers 5 and 6 */
#define GROUP_THERMAL 6

static void print_row(FILE *out, const struct reg_row *row, const struct reg_ctx *c, bool as_turbostat, bool debug)
{
	struct reg_fields fs;
	uint64_t raw;

	if ((!c->full && !row->brief) || (row->debug && !debug) || !regtab_decode(row, c, &raw, &fs))
		return;
	if (row->src == SRC_REG_POWERCAP) {
		powercap_print(out, c, as_turbostat ? "turbostat" : "turbostat-ng");
		return;
	}
	regline_print(out, !as_turbostat && row->fmt_ng ? row->fmt_ng : row->fmt, c->rs->cpu, raw, &fs);
}

/* A per-core row of print_thermal() from the value read on @core's CPU (nothing when the read failed). */
static void print_core_row(FILE *out, const struct reg_row *row, const struct reg_ctx *c, const struct reg_core *core)
{
	struct reg_fields fs = { 0 };
	int status = row->addr == MSR_IA32_THERM_STATUS;
	uint64_t raw = status ? core->status : core->intr;

	if ((status ? core->status_err : core->int_err) || !row->present(c))
		return;
	row->decode(raw, NULL, c, &fs);
	regline_print(out, row->fmt, core->cpu, raw, &fs);
}

/* The context of package regset @rs (@c's own, or another package's first CPU's). */
static const struct regset *pkg_set(const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg, int cpu)
{
	if (c->rs->cpu == cpu)
		return c->rs;
	for (size_t p = 0; p < npkg; p++)
		if (pkg_rs[p].cpu == cpu)
			return &pkg_rs[p];
	return NULL;
}

/*
 * print_thermal() with --debug: for the first CPU of every core, its
 * package's lines when it is the package's first CPU, then the core's own.
 */
static void print_thermal_cores(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg,
				size_t first, size_t end, bool as_turbostat)
{
	for (size_t k = 0; k < c->ncores; k++) {
		const struct reg_core *core = &c->cores[k];
		struct reg_ctx pc = *c;

		pc.rs = core->first_in_pkg ? pkg_set(c, pkg_rs, npkg, core->cpu) : NULL;
		for (size_t r = first; r < end; r++) {
			if (!regtab_rows[r].debug && pc.rs)
				print_row(out, &regtab_rows[r], &pc, as_turbostat, true);
			else if (regtab_rows[r].debug)
				print_core_row(out, &regtab_rows[r], c, core);
		}
	}
}

void report_topology(FILE *out, const struct reg_ctx *c)
{
	struct topo_debug *l;
	size_t n;

	if (!c->topo || !c->topo->n || !(l = calloc(c->topo->n, sizeof(*l))))
		return;
	n = topo_debug_lines(c->topo, l);
	for (size_t i = 0; i < n; i++)
		if (l[i].thread)
			fprintf(stderr, "set_thread_siblings: cpu%d.ht_sibling_cpu_id[%d] = %d\n", l[i].first, l[i].thread,
				l[i].cpu);
	for (size_t i = 0; i < n; i++)
		fprintf(out, "cpu %d pkg %d die %d l3 %d node %d lnode %d core %d thread %d\n", l[i].cpu, l[i].pkg,
			l[i].die, l[i].l3, l[i].node, l[i].lnode, l[i].core, l[i].thread);
	free(l);
	if (c->debug_level > 1)
		fprintf(out, "master_cpu = %d\n", c->rs->cpu);
}

void report_print(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg, bool as_turbostat,
		  bool debug)
{
	for (size_t i = 0, end; i < regtab_nrows; i = end) {
		unsigned g = regtab_rows[i].pkg_group;

		for (end = i + 1; g && end < regtab_nrows && regtab_rows[end].pkg_group == g; end++)
			;
		if (g == GROUP_THERMAL && debug && c->full && c->cores) {
			print_thermal_cores(out, c, pkg_rs, npkg, i, end, as_turbostat);
			continue;
		}
		/* a per-package group: all its rows for one package, then the next package's */
		for (size_t p = 0; p <= (g ? npkg : 0); p++) {
			struct reg_ctx pc = *c;

			if (p)
				pc.rs = &pkg_rs[p - 1];
			for (size_t r = i; r < end; r++)
				print_row(out, &regtab_rows[r], &pc, as_turbostat, debug);
		}
		/* topology_probe() runs after print_bootcmd(), before process_cpuid() */
		if (i == 0 && debug)
			report_topology(out, c);
	}
}

/* "registers":[...] of one CPU: every row, or the per-package ones only. */
static void json_rows(FILE *out, const struct reg_ctx *c, bool pkg_only)
{
	int first = 1;

	fputs("\"registers\":[", out);
	for (size_t i = 0; i < regtab_nrows; i++) {
		struct reg_fields fs;
		uint64_t raw;

		if ((pkg_only && !regtab_rows[i].pkg_group) || !regtab_decode(&regtab_rows[i], c, &raw, &fs))
			continue;
		fputs(first ? "" : ",", out);
		first = 0;
		if (regtab_rows[i].src == SRC_REG_POWERCAP) {
			fputs("{\"name\":\"powercap\",", out);
			powercap_json(out, c);
			fputc('}', out);
			continue;
		}
		regline_json(out, &regtab_rows[i], raw, &fs);
	}
	fputc(']', out);
}

void report_json(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg)
{
	struct reg_ctx all = *c;

	all.full = 1;
	fprintf(out, "{\"schema\":1,\"kind\":\"config\",\"cpu\":%d,", c->rs->cpu);
	json_rows(out, &all, false);
	fputs(",\"packages\":[", out);
	for (size_t p = 0; p < npkg; p++) {
		all.rs = &pkg_rs[p];
		fprintf(out, "%s{\"cpu\":%d,", p ? "," : "", pkg_rs[p].cpu);
		json_rows(out, &all, true);
		fputc('}', out);
	}
	fputc(']', out);
	/* with --debug, every core's IA32_THERM_STATUS and IA32_THERM_INTERRUPT as read */
	if (c->cores) {
		fputs(",\"cores\":[", out);
		for (size_t k = 0; k < c->ncores; k++) {
			const struct reg_core *core = &c->cores[k];
			int first = 1;

			fprintf(out, "%s{\"cpu\":%d,\"registers\":[", k ? "," : "", core->cpu);
			for (size_t i = 0; i < regtab_nrows; i++) {
				const struct reg_row *row = &regtab_rows[i];
				int status = row->addr == MSR_IA32_THERM_STATUS;
				struct reg_fields fs = { 0 };

				if (!row->debug || row->pkg_group != GROUP_THERMAL || !row->present(&all) ||
				    (status ? core->status_err : core->int_err))
					continue;
				row->decode(status ? core->status : core->intr, NULL, &all, &fs);
				fputs(first ? "" : ",", out);
				first = 0;
				regline_json(out, row, status ? core->status : core->intr, &fs);
			}
			fputs("]}", out);
		}
		fputc(']', out);
	}
	fputs("}\n", out);
}
