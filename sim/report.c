// SPDX-License-Identifier: GPL-2.0-only
/*
 * The --simulate report in the style of Giovanni Gherdovich's benchmark
 * tables on LKML: absolute results (ensemble means), then ratios against the
 * first governor with their 95% intervals over the seeds: "**" where the
 * interval excludes 1, "~" where it includes it, no mark from one seed
 * (nothing to say how far a single draw of the workload lies from the mean);
 * then idle-state and P-state residency.
 */
#include <errno.h>
#include <math.h>
#include <string.h>

#include "output/jsonw.h"
#include "sim/ensemble.h"
#include "sim/part.h"
#include "sim/power.h"
#include "sim/report.h"
#include "sim/sim.h"
#include "sim/workload.h"

#define REPORT_LABEL_W 20

struct report_row {
	const char *name;
	const char *ratio_name;
	const char *json;
	const char *ratio_json;
	int higher_better;		/* 1 higher, 0 lower, -1 not compared */
	int ratio;			/* SIM_RATIO_*, where higher_better >= 0 */
	const char *fmt;
	double (*get)(const struct sim_result *r);
	int fixed_only;			/* printed for fixed work (--sim-requests) only */
};

static double rr_work(const struct sim_result *r) { return r->work_gcycles; }
static double rr_energy(const struct sim_result *r) { return r->energy_j; }
static double rr_core_energy(const struct sim_result *r) { return r->core_energy_j; }
static double rr_ppw(const struct sim_result *r) { return r->energy_j > 0 ? r->work_gcycles / r->energy_j : 0; }
static double rr_busy(const struct sim_result *r) { return r->busy_pct; }
static double rr_mhz(const struct sim_result *r) { return r->avg_busy_mhz; }
static double rr_changes(const struct sim_result *r) { return r->mean_changes; }
static double rr_requests(const struct sim_result *r) { return r->requests_per_s; }
static double rr_request_us(const struct sim_result *r) { return r->request_us; }
static double rr_decisions(const struct sim_result *r) { return r->mean_decisions; }
static double rr_elapsed(const struct sim_result *r) { return r->seconds; }
static double rr_p50(const struct sim_result *r) { return r->request_pct_us[0]; }
static double rr_p95(const struct sim_result *r) { return r->request_pct_us[1]; }
static double rr_p99(const struct sim_result *r) { return r->request_pct_us[2]; }

static const struct report_row report_rows[] = {
	{ "work (Gcycles)", "work", "work_gcycles", "ratio_work", 1, SIM_RATIO_WORK, "%.3f", rr_work, 0 },
	{ "package energy (J)", "energy", "energy_j", "ratio_energy", 0, SIM_RATIO_ENERGY, "%.3f", rr_energy, 0 },
	{ "core energy (J)", NULL, "core_energy_j", NULL, -1, 0, "%.3f", rr_core_energy, 0 },
	{ "perf/W (Gcycles/J)", "perf-per-watt", "perf_per_watt", "ratio_perf_per_watt", 1, SIM_RATIO_PPW, "%.4f",
	  rr_ppw, 0 },
	{ "busy (%)", NULL, "busy_pct", NULL, -1, 0, "%.2f", rr_busy, 0 },
	{ "avg busy MHz", NULL, "avg_busy_mhz", NULL, -1, 0, "%.0f", rr_mhz, 0 },
	{ "requests/s", NULL, "requests_per_s", NULL, -1, 0, "%.1f", rr_requests, 0 },
	{ "request (us)", NULL, "request_us", NULL, -1, 0, "%.1f", rr_request_us, 0 },
	{ "P-state changes", NULL, "pstate_changes", NULL, -1, 0, "%.0f", rr_changes, 0 },
	{ "governor samples", NULL, "decisions", NULL, -1, 0, "%.0f", rr_decisions, 0 },
	{ "elapsed (s)", "time", "elapsed_s", "ratio_time", 0, SIM_RATIO_TIME, "%.6f", rr_elapsed, 1 },
	{ "request p50 (us)", NULL, "request_p50_us", NULL, -1, 0, "%.1f", rr_p50, 1 },
	{ "request p95 (us)", NULL, "request_p95_us", NULL, -1, 0, "%.1f", rr_p95, 1 },
	{ "request p99 (us)", NULL, "request_p99_us", NULL, -1, 0, "%.1f", rr_p99, 1 },
};
#define REPORT_NROWS (sizeof(report_rows) / sizeof(report_rows[0]))

/* Row k is left out of this report: a fixed-work row of a fixed-time run. */
static int report_skip(const struct sim_result *r, size_t k)
{
	return report_rows[k].fixed_only && !r->fixed_requests;
}

static void report_rule(FILE *out, int width)
{
	for (int i = 0; i < width; i++)
		fputc('-', out);
	fputc('\n', out);
}

/* One ratio cell, "1.033", and its mark: "**" the interval excludes 1, "~" it includes 1, "" one seed. */
static const char *report_ratio(char *buf, size_t len, const struct sim_interval *q)
{
	if (!isfinite(q->mean)) {
		snprintf(buf, len, "n/a");
		return "";
	}
	snprintf(buf, len, "%.3f", q->mean);
	if (q->n < 2)
		return "";
	return fabs(q->mean - 1) > q->half ? "**" : "~";
}

static void report_json_residency(const struct sim_result *r, FILE *out)
{
	const char *sep = "";

	if (r->packages)
		fprintf(out, ", \"pkg_idle_pct\": %.2f", r->pkg_idle_pct);
	fputs(", \"cstate_pct\": {", out);
	for (size_t k = 0; k < r->ncstates; k++, sep = ", ") {
		fprintf(out, "%s", sep);
		jsonw_str(out, r->cstate_name[k]);
		fprintf(out, ": %.2f", r->cstate_pct[k]);
	}
	fputs("}, \"pstate_residency_s\": {", out);
	sep = "";
	for (size_t p = 0; p < SIM_MAX_PSTATE; p++) {
		if (r->pstate_s[p] > 0) {
			fprintf(out, "%s\"%zu\": %.4f", sep, p, r->pstate_s[p]);
			sep = ", ";
		}
	}
	/* what make sim-fit fits the power constants with: energy per watt of each */
	fprintf(out, "}, \"energy_per_w\": {\"dyn_max_w\": %.6f, \"poll\": %.6f, \"leak_w\": %.6f, \"uncore_w\": %.6f}",
		r->energy_per_w[SIM_EB_DYN], r->energy_per_w[SIM_EB_POLL], r->energy_per_w[SIM_EB_LEAK],
		r->energy_per_w[SIM_EB_UNCORE]);
}

static void report_json(const struct sim_ensemble *e, const char *workload, const char *part, FILE *out)
{
	const struct sim_result *r = e->mean;

	fputs("{\"simulation\": {\"workload\": ", out);
	jsonw_str(out, workload);
	fputs(", \"part\": ", out);
	jsonw_str(out, part);
	fprintf(out, ", \"seconds\": %.3f, \"seeds\": %u", r[0].seconds, e->seeds);
	if (r[0].fixed_requests)
		fprintf(out, ", \"requests\": %llu", (unsigned long long)r[0].fixed_requests);
	fputs("},\n \"governors\": [\n", out);
	for (size_t i = 0; i < e->ngov; i++) {
		fputs("  {\"governor\": ", out);
		jsonw_str(out, r[i].label);
		if (r[i].fixed_requests)
			fprintf(out, ", \"unfinished\": %.4f", r[i].unfinished);
		for (size_t k = 0; k < REPORT_NROWS; k++) {
			if (report_skip(&r[i], k))
				continue;
			fprintf(out, ", \"%s\": ", report_rows[k].json);
			fprintf(out, report_rows[k].fmt, report_rows[k].get(&r[i]));
		}
		report_json_residency(&r[i], out);
		for (size_t k = 0; k < REPORT_NROWS; k++) {
			const struct sim_interval *q = &e->ratio[i][report_rows[k].ratio];

			if (report_rows[k].higher_better < 0 || report_skip(&r[i], k))
				continue;
			fprintf(out, ", \"%s\": ", report_rows[k].ratio_json);
			if (isfinite(q->mean))
				fprintf(out, "%.4f", q->mean);
			else
				fputs("null", out);
			/* the 95% interval's half-width: null from one seed */
			fprintf(out, ", \"%s_ci95\": ", report_rows[k].ratio_json);
			if (q->n >= 2 && isfinite(q->half))
				fprintf(out, "%.4f", q->half);
			else
				fputs("null", out);
		}
		fprintf(out, "}%s\n", i + 1 < e->ngov ? "," : "");
	}
	fputs(" ]}\n", out);
}

static void report_cells(size_t n, int w, const char *name, const double *v, FILE *out)
{
	char cell[32];

	fprintf(out, "%-*s", REPORT_LABEL_W, name);
	for (size_t i = 0; i < n; i++) {
		snprintf(cell, sizeof(cell), "%.2f", v[i]);
		fprintf(out, "%*s    ", w, cell);
	}
	fputs("-\n", out);
}

/* Idle states (% of time, average over the cores), then P-states (% of the time any core was busy). */
static void report_residency(const struct sim_result *r, size_t n, int w, int width, FILE *out)
{
	double v[SIM_MAX_GOVERNORS];
	char name[40];

	report_rule(out, width);
	fputs("IDLE STATES (% of time)\n", out);
	for (size_t k = 0; k < r[0].ncstates; k++) {
		for (size_t i = 0; i < n; i++)
			v[i] = r[i].cstate_pct[k];
		report_cells(n, w, r[0].cstate_name[k], v, out);
	}
	if (r[0].packages) {
		for (size_t i = 0; i < n; i++)
			v[i] = r[i].pkg_idle_pct;
		report_cells(n, w, "package C-state", v, out);
	}
	report_rule(out, width);
	fputs("P-STATES (% of busy time)\n", out);
	for (size_t p = 0; p < SIM_MAX_PSTATE; p++) {
		int any = 0;

		for (size_t i = 0; i < n; i++) {
			double total = 0;

			for (size_t q = 0; q < SIM_MAX_PSTATE; q++)
				total += r[i].pstate_s[q];
			v[i] = total > 0 ? 100.0 * r[i].pstate_s[p] / total : 0;
			any |= r[i].pstate_s[p] > 0;
		}
		if (!any)
			continue;
		snprintf(name, sizeof(name), "P%zu", p);
		report_cells(n, w, name, v, out);
	}
	report_rule(out, width);
}

/* The RATIOS block: each ratio against the first governor, then (several seeds) its 95% interval. */
static void report_ratios(const struct sim_ensemble *e, int w, FILE *out)
{
	char cell[32];

	fputs("RATIOS\n", out);
	for (size_t k = 0; k < REPORT_NROWS; k++) {
		int hb = report_rows[k].higher_better;

		if (hb < 0 || report_skip(&e->mean[0], k))
			continue;
		fprintf(out, "%-*s", REPORT_LABEL_W, report_rows[k].ratio_name);
		for (size_t i = 0; i < e->ngov; i++) {
			const char *mark = report_ratio(cell, sizeof(cell), &e->ratio[i][report_rows[k].ratio]);

			if (i == 0)
				mark = "";	/* the first governor against itself */

			fprintf(out, "%*s%-2s  ", w, cell, mark);
		}
		fprintf(out, "%s\n", hb ? "higher" : "lower");
		if (e->seeds < 2)
			continue;
		fprintf(out, "%-*s", REPORT_LABEL_W, "  95% interval");
		for (size_t i = 0; i < e->ngov; i++) {
			if (i == 0)
				snprintf(cell, sizeof(cell), "-");
			else
				snprintf(cell, sizeof(cell), "+-%.3f", e->ratio[i][report_rows[k].ratio].half);
			fprintf(out, "%*s    ", w, cell);
		}
		fputs("-\n", out);
	}
}

int sim_report_print(const struct sim_ensemble *e, const char *workload, const char *part, int json, FILE *out)
{
	const struct sim_result *r = e->mean;
	size_t n = e->ngov;

	if (!n)
		return 0;
	if (n > SIM_MAX_GOVERNORS)
		return -EINVAL;
	if (json) {
		report_json(e, workload, part, out);
		return ferror(out) ? -EIO : 0;
	}
	int w = 10;
	for (size_t i = 0; i < n; i++)
		if ((int)strlen(r[i].label) > w)
			w = (int)strlen(r[i].label);
	int width = REPORT_LABEL_W + (int)n * (w + 4) + 9;
	char cell[32], span[48];

	/* fixed time, or fixed work (each governor's time is its elapsed row) */
	if (r[0].fixed_requests)
		snprintf(span, sizeof(span), "%llu requests", (unsigned long long)r[0].fixed_requests);
	else
		snprintf(span, sizeof(span), "%.1f s", r[0].seconds);
	if (r[0].packages)
		fprintf(out, "simulation: workload %s, %s, part %s, %u CPUs in %u package%s, %u seed%s\n", workload,
			span, part, r[0].cores, r[0].packages, r[0].packages == 1 ? "" : "s", e->seeds,
			e->seeds == 1 ? "" : "s");
	else
		fprintf(out, "simulation: workload %s, %s, part %s, %u core%s in one frequency domain, %u seed%s\n",
			workload, span, part, r[0].cores, r[0].cores == 1 ? "" : "s", e->seeds,
			e->seeds == 1 ? "" : "s");
	report_rule(out, width);
	fprintf(out, "%-*s", REPORT_LABEL_W, "");
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%*s    ", w, r[i].label);
	fputs("better if\n", out);
	report_rule(out, width);
	fputs(e->seeds == 1 ? "RESULTS\n" : "RESULTS (means over the seeds)\n", out);
	for (size_t k = 0; k < REPORT_NROWS; k++) {
		int hb = report_rows[k].higher_better;

		if (report_skip(r, k))
			continue;
		fprintf(out, "%-*s", REPORT_LABEL_W, report_rows[k].name);
		for (size_t i = 0; i < n; i++) {
			snprintf(cell, sizeof(cell), report_rows[k].fmt, report_rows[k].get(&r[i]));
			fprintf(out, "%*s    ", w, cell);
		}
		fprintf(out, "%s\n", hb < 0 ? "-" : hb ? "higher" : "lower");
	}
	report_rule(out, width);
	report_ratios(e, w, out);
	report_residency(r, n, w, width, out);
	const char *ref = sim_workload_reference(workload);
	if (ref) {
		fputs("REFERENCE\n", out);
		fputs(ref, out);
		report_rule(out, width);
	}
	if (r[0].fixed_requests) {
		fprintf(out, "fixed work: each run ends when %llu requests are done (elapsed is its time)",
			(unsigned long long)r[0].fixed_requests);
		for (size_t i = 0; i < n; i++)
			if (r[i].unfinished > 0)
				fprintf(out, "; %s: %.0f%% of the runs stopped at --sim-seconds first", r[i].label,
					100 * r[i].unfinished);
		fputc('\n', out);
	}
	if (e->seeds == 1)
		fputs("1 seed: no interval, so no ~ or ** (--sim-seeds N runs N seeds of the workload)\n", out);
	else
		fprintf(out, "ratios: the mean over %u seeds of each seed's ratio to the first governor; "
			"** its 95%% interval excludes 1, ~ it includes 1\n", e->seeds);
	return ferror(out) ? -EIO : 0;
}

void sim_list_print(FILE *out)
{
	fputs("workloads (--simulate WORKLOAD):\n", out);
	for (size_t i = 0; i < sim_workload_count(); i++)
		fprintf(out, "  %-12s %s\n", sim_workload_name(i), sim_workload_description(i));
	fputs("parts (--part NAME):\n", out);
	for (size_t i = 0; i < sim_part_count(); i++)
		fprintf(out, "  %-12s %s\n", sim_part_at(i)->name, sim_part_at(i)->description);
}
