// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat's own format: tab-separated, no padding, header repeated each
 * interval, the "-" summary row first, and ragged rows: core columns only on
 * a core's first thread, package columns only on a package's first CPU
 * (format_counters() in turbostat.c).
 */
#include <stdio.h>

#include "output/render.h"

static bool widens(const struct out_col *oc)
{
	return oc->id == COL_IRQ || oc->id == COL_NMI;
}

/*
 * turbostat widens IRQ and NMI to %8 once a summary count passes 9,999,999
 * (sums_need_wide_columns), and never narrows them again in the run, so
 * that the columns stay aligned with a header printed earlier (--Summary).
 */
static bool wide_counts(struct renderer *r, const struct table *t)
{
	for (int c = 0; c < t->ncols && !r->wide; c++)
		if (widens(&t->cols[c]) && t->rows[0].cells[c].st == CELL_OK && t->rows[0].cells[c].v > 9999999)
			r->wide = true;
	return r->wide;
}

static void ts_header(struct renderer *r, const struct table *t)
{
	bool wide = wide_counts(r, t);

	for (int c = 0; c < t->ncols; c++) {
		const char *sep = c ? "\t" : "";

		if (wide && widens(&t->cols[c]))
			fprintf(r->out, "%s%8s", sep, t->cols[c].name);
		else if (t->cols[c].fmt == FMT_HEX64)	/* print_name(): a raw 64-bit counter gets 16 columns */
			fprintf(r->out, "%s%-8s", sep, t->cols[c].name);
		else
			fprintf(r->out, "%s%s", sep, t->cols[c].name);
	}
	fputc('\n', r->out);
}

bool render_row_has(const struct topo_cpu *cpu, enum col_scope scope)
{
	if (!cpu)
		return true;
	switch (scope) {
	case CS_CORE:
		return cpu->first_in_core;
	case CS_PKG:
		return cpu->first_in_pkg;
	case CS_SYSTEM:
		return false;
	default:
		return true;
	}
}

/*
 * One row, assembled and written with one fwrite (turbostat's format_counters()
 * also builds its output in a buffer); a row wider than the buffer goes out
 * in pieces.
 */
static void ts_row(struct renderer *r, const struct table *t, int row)
{
	const struct table_row *tr = &t->rows[row];
	bool wide = wide_counts(r, t);
	char line[4096];
	size_t n = 0;

	for (int c = 0; c < t->ncols; c++) {
		if (!render_row_has(tr->cpu, col_defs[t->cols[c].id].scope))
			break;
		if (n + CELL_TEXT_MAX + 2 > sizeof(line)) {
			fwrite(line, 1, n, r->out);
			n = 0;
		}
		if (c)
			line[n++] = '\t';
		n += render_cell_text(&t->cols[c], &tr->cells[c], !tr->cpu, wide && widens(&t->cols[c]), line + n,
				      CELL_TEXT_MAX);
	}
	line[n++] = '\n';
	fwrite(line, 1, n, r->out);
}

const struct render_ops render_turbostat = {
	.name = "turbostat",
	.header = ts_header,
	.row = ts_row,
};
