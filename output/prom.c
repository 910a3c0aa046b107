// SPDX-License-Identifier: GPL-2.0-only
/*
 * Prometheus text exposition format 0.0.4 (prometheus.io, "Exposition
 * formats"): HELP and TYPE once per family, base units (seconds, joules,
 * hertz, ratios 0..1), counters named ..._total.  Counters are what the
 * hardware counts, summed over the intervals since the exporter started
 * (energy from the 64-bit accumulated RAPL deltas, C-state residency as
 * seconds, interrupts, APERF/MPERF/TSC cycles); gauges are the last
 * interval's derived values and temperatures.  Labels: package, die, core,
 * cpu and core_type by the column's scope; the summary row only for
 * system-wide columns.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/prom.h"
#include "output/render.h"

#define PFX "turbostat_"

enum conv {
	CV_PCT,		/* gauge: percent -> ratio */
	CV_MHZ,		/* gauge: MHz -> Hz */
	CV_PLAIN,	/* gauge as is */
	CV_FREQINV,	/* gauge: out of 1024 -> ratio */
	CV_WATTS,	/* gauge: power whatever --Joules says */
	CV_JOULES,	/* counter: the interval's energy */
	CV_SECONDS,	/* counter: percent of the interval -> seconds */
	CV_COUNT,	/* counter: the interval's count */
};

/* A metric family: the columns it takes (first..last in the column enum) and how. */
struct family {
	enum col_id first, last;
	const char *name, *help;
	enum conv conv;
	const char *label;	/* the label that tells the family's columns apart, or NULL */
};

static const struct family families[] = {
	{ COL_BUSY, COL_BUSY, "busy_ratio", "Share of the last interval in C0", CV_PCT, NULL },
	{ COL_AVG_MHZ, COL_AVG_MHZ, "average_frequency_hertz", "Average clock over the last interval (APERF / time)", CV_MHZ, NULL },
	{ COL_BZY_MHZ, COL_BZY_MHZ, "busy_frequency_hertz", "Average clock while busy in the last interval", CV_MHZ, NULL },
	{ COL_TSC_MHZ, COL_TSC_MHZ, "tsc_frequency_hertz", "TSC rate over the last interval", CV_MHZ, NULL },
	{ COL_IPC, COL_IPC, "instructions_per_cycle", "Instructions per APERF cycle in the last interval", CV_PLAIN, NULL },
	{ COL_FREQINV, COL_FREQINV, "frequency_invariance_ratio", "The scheduler's frequency-invariance scale (arch_freq_scale / 1024) over the last interval", CV_FREQINV, NULL },
	{ COL_GOV_MHZ, COL_GOV_MHZ, "governor_frequency_hertz", "What an advisory governor would have requested for the last interval", CV_MHZ, "governor" },
	{ COL_UNCMHZ, COL_UNCMHZ, "uncore_frequency_hertz", "Uncore clock at the end of the last interval", CV_MHZ, NULL },
	{ COL_CORETMP, COL_CORETMP, "core_temperature_celsius", "Core temperature at the end of the last interval", CV_PLAIN, NULL },
	{ COL_PKGTMP, COL_PKGTMP, "package_temperature_celsius", "Package temperature at the end of the last interval", CV_PLAIN, NULL },
	{ COL_CCDTMP, COL_CCDTMP, "ccd_temperature_celsius", "Hottest CCD temperature at the end of the last interval (AMD Tccd)", CV_PLAIN, NULL },
	{ COL_PKGWATT, COL_SYSWATT, "power_watts", "RAPL power over the last interval, by domain", CV_WATTS, "domain" },
	{ COL_CORWATT_AMD, COL_CORWATT_AMD, "core_power_watts", "Per-core RAPL power over the last interval (AMD)", CV_WATTS, NULL },
	{ COL_PKGWATT, COL_SYSWATT, "energy_joules_total", "RAPL energy since the exporter started, by domain", CV_JOULES, "domain" },
	{ COL_CORWATT_AMD, COL_CORWATT_AMD, "core_energy_joules_total", "Per-core RAPL energy since the exporter started (AMD)", CV_JOULES, NULL },
	{ COL_CPU_C1E, COL_MOD_C6, "core_cstate_residency_seconds_total", "Time in hardware core C-states since the exporter started", CV_SECONDS, "state" },
	{ COL_IDLE_PCT, COL_IDLE_PCT, "cpuidle_residency_seconds_total", "Time in cpuidle states (sysfs) since the exporter started", CV_SECONDS, "state" },
	{ COL_PC2, COL_PC10, "package_cstate_residency_seconds_total", "Time in package C-states since the exporter started", CV_SECONDS, "state" },
	{ COL_DIE_C6, COL_DIE_C6, "die_cstate_residency_seconds_total", "Time in die C-states since the exporter started (Intel PMT)", CV_SECONDS, "state" },
	{ COL_TOTL_C0, COL_CPUGFX, "package_c0_residency_seconds_total", "C0 time of the package since the exporter started: cores summed, any core, graphics, both", CV_SECONDS, "kind" },
	{ COL_GFX_RC6, COL_GFX_RC6, "gpu_render_rc6_residency_seconds_total", "Time the render GT spent in RC6 since the exporter started (drm sysfs)", CV_SECONDS, NULL },
	{ COL_GFX_MHZ, COL_GFX_MHZ, "gpu_render_frequency_hertz", "Render GT requested frequency at the end of the last interval (drm sysfs)", CV_MHZ, NULL },
	{ COL_GFX_AMHZ, COL_GFX_AMHZ, "gpu_render_actual_frequency_hertz", "Render GT actual frequency at the end of the last interval (drm sysfs)", CV_MHZ, NULL },
	{ COL_SAM_MC6, COL_SAM_MC6, "gpu_media_mc6_residency_seconds_total", "Time the media GT spent in MC6 since the exporter started (drm sysfs)", CV_SECONDS, NULL },
	{ COL_SAM_MHZ, COL_SAM_MHZ, "gpu_media_frequency_hertz", "Media GT requested frequency at the end of the last interval (drm sysfs)", CV_MHZ, NULL },
	{ COL_SAM_AMHZ, COL_SAM_AMHZ, "gpu_media_actual_frequency_hertz", "Media GT actual frequency at the end of the last interval (drm sysfs)", CV_MHZ, NULL },
	{ COL_CPU_LPI, COL_CPU_LPI, "cpu_low_power_idle_seconds_total", "Time the CPUs spent in low-power idle (S0ix) since the exporter started", CV_SECONDS, NULL },
	{ COL_SYS_LPI, COL_SYS_LPI, "system_low_power_idle_seconds_total", "Time the system spent in low-power idle (SLP_S0) since the exporter started", CV_SECONDS, NULL },
	{ COL_IRQ, COL_IRQ, "interrupts_total", "Interrupts serviced since the exporter started (/proc/interrupts)", CV_COUNT, NULL },
	{ COL_NMI, COL_NMI, "nmis_total", "NMIs since the exporter started", CV_COUNT, NULL },
	{ COL_SMI, COL_SMI, "smis_total", "System management interrupts since the exporter started (MSR_SMI_COUNT)", CV_COUNT, NULL },
	{ COL_HWP_MIN, COL_HWP_MIN, "hwp_request_min_perf", "Minimum performance the OS requests (IA32_HWP_REQUEST [7:0]; AMD CPPC request)", CV_PLAIN, NULL },
	{ COL_HWP_MAX, COL_HWP_MAX, "hwp_request_max_perf", "Maximum performance the OS requests (IA32_HWP_REQUEST [15:8]; AMD CPPC request)", CV_PLAIN, NULL },
	{ COL_HWP_DES, COL_HWP_DES, "hwp_request_desired_perf", "Desired performance the OS requests, 0 autonomous (IA32_HWP_REQUEST [23:16])", CV_PLAIN, NULL },
	{ COL_HWP_EPP, COL_HWP_EPP, "hwp_request_epp", "Energy/performance preference the OS requests, 0 performance to 255 energy", CV_PLAIN, NULL },
	{ COL_PKG_HWP_MIN, COL_PKG_HWP_MIN, "hwp_package_request_min_perf", "Package HWP request: minimum performance (IA32_HWP_REQUEST_PKG)", CV_PLAIN, NULL },
	{ COL_PKG_HWP_MAX, COL_PKG_HWP_MAX, "hwp_package_request_max_perf", "Package HWP request: maximum performance", CV_PLAIN, NULL },
	{ COL_PKG_HWP_DES, COL_PKG_HWP_DES, "hwp_package_request_desired_perf", "Package HWP request: desired performance", CV_PLAIN, NULL },
	{ COL_PKG_HWP_EPP, COL_PKG_HWP_EPP, "hwp_package_request_epp", "Package HWP request: energy/performance preference", CV_PLAIN, NULL },
	{ COL_CORE_LIM, COL_CORE_LIM, "core_perf_limit_reasons", "MSR_CORE_PERF_LIMIT_REASONS [15:0] at the end of the last interval (bits: turbostat-ng(8))", CV_PLAIN, NULL },
	{ COL_CORE_LOG, COL_CORE_LOG, "core_perf_limit_reasons_logged", "MSR_CORE_PERF_LIMIT_REASONS log bits [29:16] set since the exporter started, shifted to [13:0]", CV_PLAIN, NULL },
	{ COL_GFX_LIM, COL_GFX_LIM, "gfx_perf_limit_reasons", "MSR_GFX_PERF_LIMIT_REASONS [15:0] at the end of the last interval", CV_PLAIN, NULL },
	{ COL_GFX_LOG, COL_GFX_LOG, "gfx_perf_limit_reasons_logged", "MSR_GFX_PERF_LIMIT_REASONS log bits set since the exporter started", CV_PLAIN, NULL },
	{ COL_RING_LIM, COL_RING_LIM, "ring_perf_limit_reasons", "MSR_RING_PERF_LIMIT_REASONS [15:0] at the end of the last interval", CV_PLAIN, NULL },
	{ COL_RING_LOG, COL_RING_LOG, "ring_perf_limit_reasons_logged", "MSR_RING_PERF_LIMIT_REASONS log bits set since the exporter started", CV_PLAIN, NULL },
	{ COL_CORETHR, COL_CORETHR, "core_thermal_throttles_total", "Core thermal throttling events since the exporter started (sysfs thermal_throttle)", CV_COUNT, NULL },
	{ COL_PKGTHR, COL_PKGTHR, "package_thermal_throttles_total", "Package thermal throttling events since the exporter started (sysfs thermal_throttle)", CV_COUNT, NULL },
};

/* RAPL domains by energy column, as node_exporter's rapl collector names its zones. */
static const char *domain_of(enum col_id id)
{
	switch (id) {
	case COL_PKGWATT: return "package";
	case COL_CORWATT: return "core";
	case COL_GFXWATT: return "uncore";
	case COL_RAMWATT: return "dram";
	case COL_SYSWATT: return "psys";
	default: return NULL;
	}
}

/* The package C0 counters (MSR 0x658-0x65B) by column. */
static const char *c0_kind_of(enum col_id id)
{
	switch (id) {
	case COL_TOTL_C0: return "cores_summed";
	case COL_ANY_C0: return "any_core";
	case COL_GFX_C0: return "graphics";
	case COL_CPUGFX: return "core_and_graphics";
	default: return NULL;
	}
}

/* Whether family @fm takes column @oc: in its range, and power families only the energy columns there. */
static bool takes(const struct family *fm, const struct out_col *oc)
{
	if (oc->id < fm->first || oc->id > fm->last)
		return false;
	return (fm->conv != CV_JOULES && fm->conv != CV_WATTS) || oc->fmt == FMT_WATT;
}

/* Totals since the start: one per column and row, and the three cycle counters per row. */
struct prom {
	int ncols, nrows;
	double *acc;		/* [ncols][nrows] */
	unsigned char *seen;	/* [ncols][nrows]: a total exists */
	double *cyc;		/* [3][nrows] APERF, MPERF, TSC */
	unsigned char *cyc_seen;
	double implausible[PLAUS__COUNT];	/* intervals in which each plausibility rule broke */
};

static struct prom *prom_state(struct renderer *r, const struct table *t)
{
	struct prom *p = r->priv;
	size_t n = (size_t)t->ncols * t->nrows;

	if (p && p->ncols == t->ncols && p->nrows == t->nrows)
		return p;
	if (p)
		return NULL;	/* the layout is fixed after the first interval */
	p = calloc(1, sizeof(*p));
	if (!p)
		return NULL;
	p->ncols = t->ncols;
	p->nrows = t->nrows;
	p->acc = calloc(n ? n : 1, sizeof(*p->acc));
	p->seen = calloc(n ? n : 1, 1);
	p->cyc = calloc(3 * (size_t)t->nrows, sizeof(*p->cyc));
	p->cyc_seen = calloc(3 * (size_t)t->nrows, 1);
	r->priv = p;
	if (!p->acc || !p->seen || !p->cyc || !p->cyc_seen)
		return NULL;
	return p;
}

static void prom_end(struct renderer *r)
{
	struct prom *p = r->priv;

	if (p) {
		free(p->acc);
		free(p->seen);
		free(p->cyc);
		free(p->cyc_seen);
		free(p);
	}
	r->priv = NULL;
}

/* The interval's contribution of a counter cell (joules, seconds or a count). */
static double increment(const struct family *fm, const struct table *t, const struct cell *c)
{
	switch (fm->conv) {
	case CV_JOULES:
		return t->joules ? c->v : c->v * t->interval_s;
	case CV_SECONDS:
		return c->v / 100 * t->interval_s;
	default:
		return c->v;
	}
}

static double gauge(const struct family *fm, const struct table *t, const struct cell *c)
{
	switch (fm->conv) {
	case CV_PCT:
		return c->v / 100;
	case CV_MHZ:
		return c->v * 1e6;
	case CV_FREQINV:
		return c->v / 1024;
	case CV_WATTS:
		return t->joules ? c->v / t->interval_s : c->v;
	default:
		return c->v;
	}
}

static void accumulate(struct prom *p, const struct table *t)
{
	for (size_t f = 0; f < sizeof(families) / sizeof(families[0]); f++) {
		const struct family *fm = &families[f];

		if (fm->conv < CV_JOULES)
			continue;
		for (int c = 0; c < t->ncols; c++) {
			if (!takes(fm, &t->cols[c]))
				continue;
			for (int r = 0; r < t->nrows; r++) {
				const struct cell *cell = &t->rows[r].cells[c];
				size_t i = (size_t)c * t->nrows + r;

				/* a reset or absent interval adds nothing: the counter stays monotonic */
				if (cell->st != CELL_OK || !isfinite(cell->v) || cell->v < 0)
					continue;
				p->acc[i] += increment(fm, t, cell);
				p->seen[i] = 1;
			}
		}
	}
	for (int r = 1; r < t->nrows && t->delta; r++) {
		const struct delta *d = &t->delta[r - 1];
		double v[3] = { (double)d->acnt, (double)d->mcnt, d->raw[RAW_TSC].v };
		bool ok[3] = { d->raw[RAW_APERF].st == DS_OK, d->raw[RAW_MPERF].st == DS_OK, d->raw[RAW_TSC].st == DS_OK };

		for (int k = 0; k < 3; k++)
			if (ok[k] && !d->offline) {
				p->cyc[k * t->nrows + r] += v[k];
				p->cyc_seen[k * t->nrows + r] = 1;
			}
	}
}

/* A label value with \, " and newline escaped. */
static void label_value(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '\\' || *s == '"')
			fprintf(out, "\\%c", *s);
		else if (*s == '\n')
			fputs("\\n", out);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}

/* The labels of row @row for a column of @scope; false where the row does not carry it. */
static bool row_labels(FILE *out, const struct table_row *row, enum col_scope scope, bool first_only)
{
	const struct topo_cpu *cpu = row->cpu;
	const char *type;

	if (scope == CS_SYSTEM)
		return !cpu;
	if (!cpu || !row->shown || (first_only && scope == CS_CORE && !cpu->first_in_core) ||
	    (first_only && scope == CS_PKG && !cpu->first_in_pkg))
		return false;
	fprintf(out, "package=\"%d\",die=\"%d\"", cpu->pkg, cpu->die);
	if (scope == CS_PKG)
		return true;
	fprintf(out, ",core=\"%d\"", cpu->core);
	if (scope == CS_CORE)
		return true;
	fprintf(out, ",cpu=\"%d\"", cpu->cpu);
	type = record_core_type(cpu);
	if (type)
		fprintf(out, ",core_type=\"%s\"", type);
	return true;
}

/* The value of a family's label for column @c: the RAPL domain, the C-state, the governor's spec. */
static void family_label(FILE *out, const struct family *fm, const struct table *t, int c)
{
	const struct out_col *oc = &t->cols[c];
	char state[32];
	const char *v = NULL;

	if (!fm->label)
		return;
	if (oc->id == COL_GOV_MHZ)
		v = t->gov_spec ? t->gov_spec[oc->sub] : oc->name;
	else if (c0_kind_of(oc->id))
		v = c0_kind_of(oc->id);
	else if (fm->conv == CV_SECONDS) {
		/* "CPU%c6" -> "c6", "Pkg%pc6" -> "pc6", "C1E%" -> "C1E" */
		const char *pct = strchr(oc->name, '%');

		if (pct && pct[1])
			snprintf(state, sizeof(state), "%s", pct + 1);
		else
			snprintf(state, sizeof(state), "%.*s", (int)strcspn(oc->name, "%"), oc->name);
		v = state;
	} else {
		v = domain_of(oc->id);
	}
	fprintf(out, "%s=", fm->label);
	label_value(out, v ? v : oc->name);
}

/* One family: HELP and TYPE, then a sample per column and row that has one. */
static void put_family(FILE *out, const struct family *fm, const struct table *t, const struct prom *p)
{
	bool counter = fm->conv >= CV_JOULES, head = false;

	for (int c = 0; c < t->ncols; c++) {
		const struct out_col *oc = &t->cols[c];
		enum col_scope scope = col_defs[oc->id].scope;

		if (!takes(fm, oc))
			continue;
		for (int r = 0; r < t->nrows; r++) {
			const struct cell *cell = &t->rows[r].cells[c];
			size_t i = (size_t)c * t->nrows + r;
			char labels[256];
			FILE *lf;
			bool has;

			if (counter ? !p->seen[i] : (cell->st != CELL_OK || !isfinite(cell->v)))
				continue;
			lf = fmemopen(labels, sizeof(labels), "w");
			if (!lf)
				continue;
			has = row_labels(lf, &t->rows[r], scope, true);
			if (has && fm->label) {
				if (ftell(lf))
					fputc(',', lf);
				family_label(lf, fm, t, c);
			}
			fputc(0, lf);
			fclose(lf);
			if (!has)
				continue;
			if (!head) {
				/* Busy% and Bzy_MHz are made one of two ways: HELP says which this run used */
				bool says = t->ctx && (fm->first == COL_BUSY || fm->first == COL_BZY_MHZ);
				const char *from = says ? columns_from(fm->first, t->ctx, &t->unread) : "";

				fprintf(out, "# HELP " PFX "%s %s%s%s%s.\n# TYPE " PFX "%s %s\n", fm->name, fm->help,
					says ? " (" : "", says ? from : "", says ? ")" : "", fm->name,
					counter ? "counter" : "gauge");
				head = true;
			}
			fprintf(out, PFX "%s%s%s%s %.15g\n", fm->name, labels[0] ? "{" : "", labels, labels[0] ? "}" : "",
				counter ? p->acc[i] : gauge(fm, t, cell));
		}
	}
}

/* Every rule, broken or not, so that an alert on a rise has a series from the first scrape. */
static void put_implausible(FILE *out, const struct table *t, struct prom *p)
{
	for (int i = 0; t->plaus && i < t->plaus->n; i++)
		p->implausible[t->plaus->f[i].rule]++;
	fprintf(out, "# HELP " PFX "implausible_intervals_total Intervals since the exporter started in which a "
		     "value broke a plausibility rule (turbostat-ng(8), PLAUSIBILITY).\n"
		     "# TYPE " PFX "implausible_intervals_total counter\n");
	for (int k = 0; k < PLAUS__COUNT; k++)
		fprintf(out, PFX "implausible_intervals_total{rule=\"%s\"} %.15g\n", plaus_rules[k].name,
			p->implausible[k]);
}

static void put_cycles(FILE *out, const struct table *t, const struct prom *p)
{
	static const char *const name[3] = { "aperf", "mperf", "tsc" };
	static const char *const help[3] = {
		"APERF cycles (actual clock while in C0) since the exporter started",
		"MPERF cycles (reference clock while in C0) since the exporter started",
		"TSC cycles since the exporter started",
	};

	for (int k = 0; k < 3; k++) {
		bool head = false;

		for (int r = 1; r < t->nrows; r++) {
			if (!p->cyc_seen[k * t->nrows + r])
				continue;
			if (!head) {
				fprintf(out, "# HELP " PFX "%s_cycles_total %s.\n# TYPE " PFX "%s_cycles_total counter\n",
					name[k], help[k], name[k]);
				head = true;
			}
			fprintf(out, PFX "%s_cycles_total{", name[k]);
			row_labels(out, &t->rows[r], CS_CPU, false);
			fprintf(out, "} %.15g\n", p->cyc[k * t->nrows + r]);
		}
	}
}

static void prom_interval(struct renderer *r, const struct table *t)
{
	struct prom *p = prom_state(r, t);
	char *text = NULL;
	size_t len = 0;
	FILE *out;

	if (!p || r->kind != REC_INTERVAL)	/* fork mode's run/mean/max are not scrapes */
		return;
	out = open_memstream(&text, &len);
	if (!out) {
		r->err = -ENOMEM;
		return;
	}
	accumulate(p, t);
	fprintf(out, "# HELP " PFX "info Processor identity and decoded frequency facts (value 1).\n"
		     "# TYPE " PFX "info gauge\n" PFX "info{%s} 1\n", r->info ? r->info : "");
	fprintf(out, "# HELP " PFX "interval_seconds Length of the last interval.\n"
		     "# TYPE " PFX "interval_seconds gauge\n" PFX "interval_seconds %.9g\n", t->interval_s);
	for (size_t f = 0; f < sizeof(families) / sizeof(families[0]); f++)
		put_family(out, &families[f], t, p);
	put_cycles(out, t, p);
	put_implausible(out, t, p);
	if (fclose(out)) {
		free(text);
		r->err = -ENOMEM;
		return;
	}
	/* a textfile (msr/outfile.c) or --listen's endpoint; what failed ends the run (render_flush()) */
	if (r->publish)
		r->err = r->publish(r->publish_arg, text, len);
	else
		fwrite(text, 1, len, r->out);
	free(text);
}

const struct render_ops render_prometheus = {
	.name = "prometheus",
	.shows_findings = true,
	.interval = prom_interval,
	.end = prom_end,
};

/* A "name=value" label of a frequency fact, left out where the fact is unknown (0). */
static size_t mhz_label(char *buf, size_t len, const char *name, double mhz)
{
	int n = mhz > 0 ? snprintf(buf, len, ",%s=\"%.0f\"", name, mhz) : 0;

	return n > 0 && (size_t)n < len ? (size_t)n : 0;
}

void prom_info_labels(const struct cpu_facts *f, char *buf, size_t len)
{
	double base = f->base_khz.state == FACT_OK || f->base_khz.state == FACT_CPUID_SYSFS ? f->base_khz.v / 1000.0 : 0;
	double turbo = f->trl.n ? facts_ratio_mhz(f, f->trl.lv[f->trl.n - 1].ratio) : 0;	/* fewest active cores */
	int n = snprintf(buf, len, "family=\"%u\",model=\"0x%x\",stepping=\"%u\",platform=\"%s\",turbo=\"%s\"",
			 f->id.family, f->id.model, f->id.stepping, f->pf ? f->pf->name : "",
			 f->turbo_disabled ? "off" : "on");
	size_t used = n > 0 && (size_t)n < len ? (size_t)n : 0;

	used += mhz_label(buf + used, len - used, "base_mhz", base);
	used += mhz_label(buf + used, len - used, "max_turbo_mhz", turbo);
	mhz_label(buf + used, len - used, "freqinv_max_mhz", f->fi_max_khz / 1000.0);
}
