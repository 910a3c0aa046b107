// SPDX-License-Identifier: GPL-2.0-only
/*
 * The verdict lines: decode/why.c's verdict on each package and each CPU
 * whose own differs, with the numbers that back it, and for how long it
 * has held.  Everything from the table's cells (Busy%, Bzy_MHz, CoreLim,
 * HWPMax, HWPEPP, PkgWatt, PkgTmp, PolMaxMHz, MaxPerfPct, NoTurbo) and the
 * start-up facts in its ctx.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "decode/why.h"
#include "output/render.h"
#include "output/why.h"

/* What the verdict sees of a row: its own cells, and its package's limit reasons. */
static void why_in_of(const struct table *t, const struct cell *row, const struct cell *pkg, bool is_pkg,
		      struct why_in *in)
{
	double plr = 0, mx = 0, epp = 0;

	*in = (struct why_in){ .pkg = is_pkg };
	in->plr_ok = render_cell_of(t, pkg, COL_CORE_LIM, &plr);
	in->plr = (uint64_t)plr;
	in->busy_ok = render_cell_of(t, row, COL_BUSY, &in->busy_pct);
	if (!render_cell_of(t, row, COL_BZY_MHZ, &in->bzy_mhz))
		in->bzy_mhz = 0;
	in->req_ok = !is_pkg && render_cell_of(t, row, COL_HWP_MAX, &mx) && render_cell_of(t, row, COL_HWP_EPP, &epp);
	in->req_max = (unsigned)mx;
	in->epp = (unsigned)epp;
	/* the OS's limits: the row's policy maximum, the driver's switches of its package */
	if (!render_cell_of(t, row, COL_POL_MAX, &in->pol_max_mhz))
		in->pol_max_mhz = 0;
	in->max_pct = render_cell_of(t, pkg, COL_MAX_PCT, &mx) ? (unsigned)mx : 0;
	in->no_turbo = render_cell_of(t, pkg, COL_NO_TURBO, &mx) ? mx != 0 : -1;
}

/* "W of W" where the limit is known, else the watts alone. */
static void put_watts(FILE *out, const struct table *t, const struct cell *pkg, double limit_w)
{
	double w;

	if (!render_cell_of(t, pkg, COL_PKGWATT, &w) || t->joules)
		return;
	if (limit_w > 0)
		fprintf(out, " (%.0f W of %.0f W)", w, limit_w);
	else
		fprintf(out, " (%.0f W)", w);
}

/* One line: who, the frequency against its ceiling, the verdict and its backing, and since when. */
static void put_line(FILE *out, const struct table *t, const char *who, const struct why_in *in,
		     const struct why_verdict *v, const struct cell *pkg, double secs)
{
	const struct why_facts *w = t->ctx->why;
	const struct limit_bit *b = why_limit(v->code);
	double tmp;

	fprintf(out, "%s: ", who);
	if (in->bzy_mhz > 0)
		fprintf(out, "%.0f", in->bzy_mhz);
	else
		fputs("?", out);
	if (v->ceil_mhz > 0)
		fprintf(out, " of %.0f", v->ceil_mhz);
	fputs(" MHz: ", out);
	if (b) {
		fputs(b->name, out);
		enum limit_detail detail = limits_detail(b->field);

		if (detail == LD_PL1)
			put_watts(out, t, pkg, w->pl1_w);
		else if (detail == LD_PL2)
			put_watts(out, t, pkg, w->pl2_w);
		else if (detail == LD_TEMP && render_cell_of(t, pkg, COL_PKGTMP, &tmp))
			fprintf(out, " (%.0f C)", tmp);
	} else if (v->code == WHY_IDLE) {
		fprintf(out, "idle (Busy%% %.1f)", in->busy_pct);
	} else if (v->code == WHY_HWP_MAX) {
		fprintf(out, "HWP max %u (%.0f MHz) caps the request", in->req_max, in->req_max * w->hwp_level_mhz);
	} else if (v->code == WHY_POLICY) {
		fprintf(out, "policy: scaling_max_freq %.0f MHz", v->cap_mhz);
	} else if (v->code == WHY_MAX_PCT) {
		fprintf(out, "policy: intel_pstate max_perf_pct %u (%.0f MHz)", in->max_pct, v->cap_mhz);
	} else if (v->code == WHY_NO_TURBO) {
		fprintf(out, "policy: %s (base %.0f MHz)",
			in->no_turbo == 1 ? "intel_pstate no_turbo" : "turbo off by cpufreq at start-up", v->cap_mhz);
	} else if (v->code == WHY_EPP) {
		fprintf(out, "EPP %u caps the request", in->epp);
	} else if (v->code == WHY_UNKNOWN) {
		fprintf(out, "unknown: %s", w->missing ? w->missing : "MSR_CORE_PERF_LIMIT_REASONS not read");
	} else {
		fputs("no limit", out);
	}
	/* nothing in the hardware says why it runs below the limit: the OS's choice, and its governor */
	if ((v->code == WHY_NONE || v->code == WHY_UNKNOWN) && w->governor[0] && why_below(w, in->bzy_mhz, v->ceil_mhz))
		fprintf(out, " (governor %s)", w->governor);
	if (v->code != WHY_UNKNOWN)
		fprintf(out, " for %.0f s", secs);
	fputc('\n', out);
}

/* Line @k's run: one interval more of the same verdict, or a new one. */
static double run_step(struct why_runs *runs, int k, int code, double dt)
{
	struct why_run *r = &runs->run[k];

	if (r->code != code) {
		r->code = code;
		r->secs = 0;
	}
	r->secs += dt;
	return r->secs;
}

/* Room for a line a package and a CPU row; a table of another size starts every run again. */
static int runs_fit(struct why_runs *runs, int n)
{
	if (runs->n == n)
		return 0;
	why_runs_free(runs);
	runs->run = malloc((size_t)n * sizeof(*runs->run));
	if (!runs->run)
		return -ENOMEM;
	runs->n = n;
	for (int k = 0; k < n; k++)
		runs->run[k] = (struct why_run){ .code = -1 };
	return 0;
}

int why_lines(const struct table *t, struct why_runs *runs, bool cpus, FILE *out)
{
	int npkg = t->ctx && t->ctx->topo ? t->ctx->topo->npkg : 0;
	struct cell *pkg;
	char who[32];

	if (!t->ctx || !t->ctx->why || npkg < 1)
		return 0;
	pkg = calloc((size_t)npkg * (size_t)t->ncols + 1, sizeof(*pkg));
	if (!pkg || runs_fit(runs, npkg + t->nrows)) {
		free(pkg);
		return -ENOMEM;
	}
	int *code = calloc((size_t)npkg, sizeof(*code));
	int rc = code ? 0 : -ENOMEM;

	for (int p = 0; !rc && p < npkg; p++) {
		struct cell *pc = pkg + (size_t)p * (size_t)t->ncols;
		struct why_in in;
		struct why_verdict v;
		int id = p;

		/* one package: the summary row is its combination */
		if (npkg == 1)
			memcpy(pc, t->rows[0].cells, (size_t)t->ncols * sizeof(*pc));
		else if ((rc = table_pkg_cells(t, p, pc)) != 0)
			break;
		for (int r = 1; r < t->nrows; r++)
			if (t->rows[r].cpu->pkg_idx == p)
				id = t->rows[r].cpu->pkg;
		why_in_of(t, pc, pc, true, &in);
		why_judge(t->ctx->why, &in, &v);
		code[p] = v.code;
		snprintf(who, sizeof(who), "pkg%d", id);
		put_line(out, t, who, &in, &v, pc, run_step(runs, p, v.code, t->interval_s));
	}
	for (int r = 1; !rc && r < t->nrows; r++) {
		const struct topo_cpu *cpu = t->rows[r].cpu;
		const struct cell *pc = pkg + (size_t)cpu->pkg_idx * (size_t)t->ncols;
		struct why_in in;
		struct why_verdict v;
		double secs;

		why_in_of(t, t->rows[r].cells, pc, false, &in);
		why_judge(t->ctx->why, &in, &v);
		secs = run_step(runs, npkg + r, v.code, t->interval_s);
		/* a CPU without a busy time (offline) has nothing to add */
		if (!cpus || !t->rows[r].shown || !in.busy_ok || v.code == code[cpu->pkg_idx] || v.code == WHY_IDLE)
			continue;
		snprintf(who, sizeof(who), "cpu%d", cpu->cpu);
		put_line(out, t, who, &in, &v, pc, secs);
	}
	free(pkg);
	free(code);
	return rc;
}

void why_runs_free(struct why_runs *runs)
{
	free(runs->run);
	runs->run = NULL;
	runs->n = 0;
}

/* --why: the lines each interval, on their own. */
static void why_interval(struct renderer *r, const struct table *t)
{
	if (!r->priv)
		r->priv = calloc(1, sizeof(struct why_runs));
	if (!r->priv || why_lines(t, r->priv, true, r->out))
		r->err = -ENOMEM;
}

static void why_end(struct renderer *r)
{
	if (r->priv)
		why_runs_free(r->priv);
	free(r->priv);
	r->priv = NULL;
}

const struct render_ops render_why = {
	.name = "why",
	.interval = why_interval,
	.end = why_end,
};
