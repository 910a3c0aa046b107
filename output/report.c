// SPDX-License-Identifier: GPL-2.0-only
/* The start-up configuration report and its JSON record (output/report.h). */
#include "output/regline.h"
#include "output/report.h"

static void print_row(FILE *out, const struct reg_row *row, const struct reg_ctx *c, bool as_turbostat, bool debug)
{
	struct reg_fields fs;
	uint64_t raw;

	if ((!c->full && !row->brief) || (row->debug && !debug) || !regtab_decode(row, c, &raw, &fs))
		return;
	regline_print(out, !as_turbostat && row->fmt_ng ? row->fmt_ng : row->fmt, c->rs->cpu, raw, &fs);
}

void report_print(FILE *out, const struct reg_ctx *c, const struct regset *pkg_rs, size_t npkg, bool as_turbostat,
		  bool debug)
{
	for (size_t i = 0, end; i < regtab_nrows; i = end) {
		unsigned g = regtab_rows[i].pkg_group;

		for (end = i + 1; g && end < regtab_nrows && regtab_rows[end].pkg_group == g; end++)
			;
		/* a per-package group: all its rows for one package, then the next package's */
		for (size_t p = 0; p <= (g ? npkg : 0); p++) {
			struct reg_ctx pc = *c;

			if (p)
				pc.rs = &pkg_rs[p - 1];
			for (size_t r = i; r < end; r++)
				print_row(out, &regtab_rows[r], &pc, as_turbostat, debug);
		}
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
	fputs("]}\n", out);
}
