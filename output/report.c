// SPDX-License-Identifier: GPL-2.0-only
/* The start-up configuration report and its JSON record (output/report.h). */
#include "output/regline.h"
#include "output/report.h"

void report_print(FILE *out, const struct reg_ctx *c, int cpu, bool as_turbostat, bool debug)
{
	for (size_t i = 0; i < regtab_nrows; i++) {
		const struct reg_row *row = &regtab_rows[i];
		struct reg_fields fs;
		uint64_t raw;

		if ((!c->full && !row->brief) || (row->debug && !debug))
			continue;
		if (!regtab_decode(row, c, &raw, &fs))
			continue;
		regline_print(out, !as_turbostat && row->fmt_ng ? row->fmt_ng : row->fmt, cpu, raw, &fs);
	}
}

void report_json(FILE *out, const struct reg_ctx *c, int cpu)
{
	struct reg_ctx all = *c;
	int first = 1;

	all.full = 1;
	fprintf(out, "{\"schema\":1,\"kind\":\"config\",\"cpu\":%d,\"registers\":[", cpu);
	for (size_t i = 0; i < regtab_nrows; i++) {
		struct reg_fields fs;
		uint64_t raw;

		if (!regtab_decode(&regtab_rows[i], &all, &raw, &fs))
			continue;
		fputs(first ? "" : ",", out);
		first = 0;
		regline_json(out, &regtab_rows[i], raw, &fs);
	}
	fputs("]}\n", out);
}
