// SPDX-License-Identifier: GPL-2.0-only
/* The command's frequency, busy share and IPC (decode/taskfreq.c) beside the machine's summary row. */
#include "output/render.h"
#include "output/taskfreq.h"

/* " (machine X)" from the summary row's @id, scaled by @k; nothing where it has none. */
static void machine(FILE *out, const struct table *t, enum col_id id, double k, const char *fmt)
{
	double v;

	if (render_cell_of(t, t->rows[0].cells, id, &v)) {
		fputs(" (machine ", out);
		fprintf(out, fmt, v * k);
		fputc(')', out);
	}
}

void taskfreq_of(const struct table *t, const struct task_counts *c, struct task_freq *f)
{
	double tsc = 0;

	if (!render_cell_of(t, t->rows[0].cells, COL_TSC_MHZ, &tsc))
		tsc = 0;
	taskfreq_derive(c, tsc, t->interval_s, f);
}

void taskfreq_line(FILE *out, const struct table *t, const char *who, const struct task_counts *c, const char *ref)
{
	struct task_freq f;
	int ncpu = t->nrows - 1;

	taskfreq_of(t, c, &f);
	fprintf(out, "%s:", who);
	if (f.bzy_ok) {
		fprintf(out, " Bzy_MHz %.0f", f.bzy_mhz);
		machine(out, t, COL_BZY_MHZ, 1, "%.0f");
	} else {
		fputs(" Bzy_MHz -", out);
	}
	if (f.busy_ok) {
		fprintf(out, ", busy %.2f CPUs", f.busy_cpus);
		machine(out, t, COL_BUSY, ncpu / 100.0, "%.2f");
	}
	if (f.ipc_ok) {
		fprintf(out, ", IPC %.2f", f.ipc);
		machine(out, t, COL_IPC, 1, "%.2f");
	}
	fprintf(out, "; reference cycles: %s\n", c->ref_ok ? ref : "none");
}
