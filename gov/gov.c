// SPDX-License-Identifier: GPL-2.0-only
/* Governor registry, --governor parsing and listing, advisory mode (gov/gov.h). */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "gov_impl.h"
#include "gov/drivers.h"
#include "gov/plugin.h"
#include "suggest.h"

/*
 * The registry: one row a governor, in the order --governor list shows
 * them.  X(name) is the struct gov_ops gov_NAME_ops its own file defines;
 * T(name) a governor written against the public header, compiled from
 * gov/tmpl/ as struct tsng_governor tsng_gov_NAME (--governor-template
 * prints its source).  A new governor is its file and a row here.
 */
#define GOV_REGISTRY(X, T) \
	T(pid) \
	T(pid_atom) \
	T(pstate) \
	T(schedutil) \
	T(ondemand) \
	T(conservative) \
	X(performance) \
	X(powersave) \
	T(amd_pstate) \
	X(userspace)

#define GOV_DECLARE(n) extern const struct gov_ops gov_##n##_ops;
#define GOV_DECLARE_T(n) extern const struct tsng_governor tsng_gov_##n;
GOV_REGISTRY(GOV_DECLARE, GOV_DECLARE_T)

/* A template's ops are made by the adapter (gov/plugin.c) the first time it is asked for. */
struct gov_row {
	const struct gov_ops *ops;
	const struct tsng_governor *tmpl;
};
#define GOV_ROW(n) { &gov_##n##_ops, NULL },
#define GOV_ROW_T(n) { NULL, &tsng_gov_##n },
static struct gov_row gov_table[] = { GOV_REGISTRY(GOV_ROW, GOV_ROW_T) };

size_t gov_count(void)
{
	return sizeof(gov_table) / sizeof(gov_table[0]);
}

const struct gov_ops *gov_at(size_t i)
{
	if (i >= gov_count())
		return NULL;
	struct gov_row *r = &gov_table[i];
	char err[160];

	/* a built-in template's row is checked as a plugin's is: a failure is this build's bug */
	if (!r->ops && gov_plugin_add(r->tmpl->name, r->tmpl, err, sizeof(err)) == 0)
		r->ops = gov_plugin_find(r->tmpl->name);
	return r->ops;
}

const struct gov_ops *gov_find(const char *name)
{
	for (size_t i = 0; i < gov_count(); i++)
		if (gov_at(i) && strcmp(gov_at(i)->name, name) == 0)
			return gov_at(i);
	return gov_plugin_find(name);
}

static int gov_param_index(const struct gov_ops *ops, const char *name, size_t len)
{
	for (int i = 0; ops->params[i].name; i++)
		if (strlen(ops->params[i].name) == len && strncmp(ops->params[i].name, name, len) == 0)
			return i;
	return -1;
}

long gov_param(const struct gov_inst *g, const char *name)
{
	int i = gov_param_index(g->ops, name, strlen(name));

	return i < 0 ? 0 : g->param[i];
}

int gov_invariant(const struct gov_inst *g)
{
	return g->ops->invariant_param && gov_param(g, g->ops->invariant_param);
}

/* One "name=value" of a spec; [p, end) excludes the separating comma. */
static int gov_parse_assign(struct gov_inst *g, const char *p, const char *end, char *err, size_t errlen)
{
	const struct gov_ops *ops = g->ops;
	const char *eq = memchr(p, '=', (size_t)(end - p));
	int n = (int)(end - p);

	if (!eq || eq == p) {
		snprintf(err, errlen, "governor %s: expected name=value, got '%.*s'", ops->name, n, p);
		return -EINVAL;
	}
	int i = gov_param_index(ops, p, (size_t)(eq - p));
	if (i < 0) {
		char name[32], near[64];
		struct suggest sg;

		snprintf(name, sizeof(name), "%.*s", (int)(eq - p), p);
		suggest_init(&sg, name);
		for (int k = 0; ops->params[k].name; k++)
			suggest_try(&sg, ops->params[k].name);
		snprintf(err, errlen, "governor %s: unknown parameter '%.*s' (see --governor list)%s",
			 ops->name, (int)(eq - p), p, suggest_text(&sg, near, sizeof(near)));
		return -EINVAL;
	}
	const struct gov_param *pp = &ops->params[i];
	char num[24];
	size_t vlen = (size_t)(end - eq - 1);
	char *stop;

	if (vlen == 0 || vlen >= sizeof(num)) {
		snprintf(err, errlen, "governor %s: bad value '%.*s' for %s", ops->name,
			 (int)vlen, eq + 1, pp->name);
		return -EINVAL;
	}
	memcpy(num, eq + 1, vlen);
	num[vlen] = '\0';
	errno = 0;
	long v = strtol(num, &stop, 10);
	if (errno || *stop) {
		snprintf(err, errlen, "governor %s: bad value '%s' for %s (an integer)", ops->name, num, pp->name);
		return -EINVAL;
	}
	/* a default outside the range (-1: the driver's) may also be written out */
	if ((v < pp->min || v > pp->max) && v != pp->def) {
		char also[32] = "";

		if (pp->def < pp->min || pp->def > pp->max)
			snprintf(also, sizeof(also), " or %ld", pp->def);
		snprintf(err, errlen, "governor %s: %s=%ld out of range %ld..%ld%s", ops->name, pp->name,
			 v, pp->min, pp->max, also);
		return -EINVAL;
	}
	g->param[i] = v;
	return 0;
}

/* kernel=X.Y: which kernel's arithmetic (limits, default rate limits); 3.0 to 9.99. */
static int gov_parse_kernel(struct gov_inst *g, const char *p, size_t n, char *err, size_t errlen)
{
	char num[8];
	unsigned major, minor;
	int used = 0;

	if (n < sizeof(num)) {
		memcpy(num, p, n);
		num[n] = '\0';
	}
	if (n >= sizeof(num) || sscanf(num, "%1u.%2u%n", &major, &minor, &used) != 2 || (size_t)used != n ||
	    major < 3 || !isdigit((unsigned char)num[n - 1])) {
		snprintf(err, errlen, "bad kernel '%.*s' (a version such as 4.15 or 6.12)", (int)n, p);
		return -EINVAL;
	}
	g->kver = (int)(major * 100 + minor);
	return 0;
}

/* driver=MODE, epp=N, kernel=X.Y: the driver layer's settings (gov/driver.h), not the governor's. */
static int gov_parse_driver(struct gov_inst *g, const char *p, const char *end, char *err, size_t errlen)
{
	size_t n = (size_t)(end - p);

	if (n > 7 && strncmp(p, "driver=", 7) == 0) {
		int d = drv_find(p + 7, n - 7);

		if (d < 0) {
			snprintf(err, errlen, "unknown driver '%.*s' (see --governor list)", (int)(n - 7), p + 7);
			return -EINVAL;
		}
		g->driver = d;
		return 0;
	}
	if (n >= 10 && strncmp(p, "hwp_boost=", 10) == 0) {
		if (n != 11 || (p[10] != '0' && p[10] != '1')) {
			snprintf(err, errlen, "bad hwp_boost '%.*s' (0 or 1)", (int)(n - 10), p + 10);
			return -EINVAL;
		}
		g->hwp_boost = p[10] == '1';
		return 0;
	}
	if (n > 7 && strncmp(p, "kernel=", 7) == 0)
		return gov_parse_kernel(g, p + 7, n - 7, err, errlen);
	if (n > 4 && strncmp(p, "epp=", 4) == 0) {
		char num[8];
		char *stop;

		if (n - 4 >= sizeof(num)) {
			snprintf(err, errlen, "bad epp '%.*s' (0..255)", (int)(n - 4), p + 4);
			return -EINVAL;
		}
		memcpy(num, p + 4, n - 4);
		num[n - 4] = '\0';
		long v = strtol(num, &stop, 10);
		if (*stop || v < 0 || v > 255) {
			snprintf(err, errlen, "bad epp '%s' (0..255)", num);
			return -EINVAL;
		}
		g->epp = (int)v;
		return 0;
	}
	return 1;
}

int gov_parse(const char *spec, struct gov_inst *out, char *err, size_t errlen)
{
	return gov_parse_keys(spec, out, NULL, NULL, err, errlen);
}

int gov_parse_keys(const char *spec, struct gov_inst *out, gov_key_fn *other, void *ctx, char *err, size_t errlen)
{
	const char *colon = strchr(spec, ':');
	size_t nlen = colon ? (size_t)(colon - spec) : strlen(spec);
	char name[GOV_SPEC_MAX];

	memset(out, 0, sizeof(*out));
	if (strlen(spec) >= sizeof(out->spec)) {
		snprintf(err, errlen, "governor spec too long (max %zu characters): %.20s...",
			 sizeof(out->spec) - 1, spec);
		return -EINVAL;
	}
	if (nlen == 0 || nlen >= sizeof(name)) {
		snprintf(err, errlen, "unknown governor '%.*s' (see --governor list)", (int)nlen, spec);
		return -EINVAL;
	}
	memcpy(name, spec, nlen);
	name[nlen] = '\0';
	out->ops = gov_find(name);
	if (!out->ops) {
		struct suggest sg;
		char near[64];

		suggest_init(&sg, name);
		for (size_t i = 0; i < gov_count(); i++)
			if (gov_at(i))
				suggest_try(&sg, gov_at(i)->name);
		snprintf(err, errlen, "unknown governor '%s' (see --governor list)%s", name,
			 suggest_text(&sg, near, sizeof(near)));
		return -EINVAL;
	}
	for (int i = 0; out->ops->params[i].name; i++)
		out->param[i] = out->ops->params[i].def;
	out->epp = -1;
	strcpy(out->spec, spec);
	if (!colon)
		return 0;
	for (const char *p = colon + 1;;) {
		const char *comma = strchr(p, ',');
		const char *end = comma ? comma : p + strlen(p);
		int rc = gov_parse_driver(out, p, end, err, errlen);

		if (rc > 0 && other)
			rc = other(ctx, p, (size_t)(end - p), err, errlen);
		if (rc > 0)
			rc = gov_parse_assign(out, p, end, err, errlen);

		if (rc)
			return rc;
		if (!comma)
			return 0;
		p = comma + 1;
	}
}

void gov_help_print(const struct gov_ops *ops, FILE *out)
{
	fprintf(out, "%-13s %s\n", ops->name, ops->description);
	for (const struct gov_param *p = ops->params; p->name; p++) {
		char dflt[48], range[48];

		snprintf(dflt, sizeof(dflt), "%s=%ld", p->name, p->def);
		snprintf(range, sizeof(range), "%ld..%ld", p->min, p->max);
		fprintf(out, "    %-24s %-15s %s\n", dflt, range, p->help);
	}
}

void gov_list_print(FILE *out)
{
	fputs("governors (--governor NAME[:param=value,...]):\n", out);
	for (size_t i = 0; i < gov_count(); i++)
		gov_help_print(gov_at(i), out);
	fputs("drivers (--simulate; NAME:driver=MODE[,epp=0..255][,hwp_boost=0|1], epp for HWP, hwp_boost for hwp-active):\n", out);
	fputs("kernel (any governor; NAME:kernel=X.Y, default the newest): the version whose limits and default rate limits apply\n", out);
	for (int d = 1; d < DRV_COUNT; d++)
		fprintf(out, "%-15s %s\n", drv_name(d), drv_description(d));
}

void gov_state_init(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu)
{
	memset(st, 0, sizeof(*st));
	gov_state_set_current(st, cpu, (int)cpu->min_pstate);
	if (g->ops->init)
		g->ops->init(g, st, cpu);
}

void gov_state_set_current(struct gov_state *st, const struct gov_cpu *cpu, int pstate)
{
	st->cur_pstate = pstate;
	st->cur_khz = gov_table_khz(cpu, pstate);
}

void gov_sample_derive(const struct gov_cpu *cpu, struct gov_sample *s)
{
	uint64_t mperf = s->mperf << cpu->aperf_mperf_shift;
	unsigned ratio = cpu->fi_ratio;

	if (!ratio && cpu->max_pstate_physical)
		ratio = cpu->turbo_pstate * 1024u / cpu->max_pstate_physical;
	s->max_cap = 1024;
	s->util_raw = s->tsc ? (unsigned)(mperf >= s->tsc ? 1024 : mperf * 1024 / s->tsc) : 0;
	/*
	 * scale_freq_tick(): (acnt << 20) / (mcnt * ratio), capped at 1024 (arch/x86/kernel/cpu/aperfmperf.c);
	 * APERF and MPERF tick at the same rate (both at 1/1024 on Xeon Phi), so no shift here.
	 */
	uint64_t scale = 1024;
	if (ratio && s->mperf && s->aperf < (1ULL << 44)) {
		scale = (s->aperf << 20) / (s->mperf * ratio);
		if (scale > 1024)
			scale = 1024;
	}
	s->util = (unsigned)(s->util_raw * scale >> 10);
	if (s->tsc && mperf < s->tsc)
		s->idle_us = s->duration_us * (s->tsc - mperf) / s->tsc;
	s->has_idled = s->idle_us > 0;
}

int gov_advise(const struct gov_inst *g, struct gov_state *st, const struct gov_cpu *cpu,
	       const struct gov_sample *s, struct gov_decision *d)
{
	struct gov_sample x = *s;

	if (!x.mperf || !x.tsc)
		return -EINVAL;
	if (!x.max_cap)
		gov_sample_derive(cpu, &x);
	memset(d, 0, sizeof(*d));
	return g->ops->decide(g, st, cpu, &x, d);
}

void gov_trace_add(struct gov_decision *d, const char *name, int64_t value)
{
	if (d->ntrace < GOV_MAX_TRACE)
		d->trace[d->ntrace++] = (struct gov_trace){ name, value };
}

int64_t gov_trace_get(const struct gov_decision *d, const char *name, int *found)
{
	for (size_t i = 0; i < d->ntrace; i++) {
		if (strcmp(d->trace[i].name, name) == 0) {
			*found = 1;
			return d->trace[i].value;
		}
	}
	*found = 0;
	return 0;
}

int gov_trace_format(const struct gov_decision *d, char *buf, size_t len)
{
	size_t used = 0;
	int n = 0;

	if (len)
		buf[0] = '\0';
	for (size_t i = 0; i < d->ntrace; i++) {
		n = snprintf(buf + used, used < len ? len - used : 0, "%s%s=%" PRId64,
			     i ? " " : "", d->trace[i].name, d->trace[i].value);
		if (n < 0)
			return n;
		used += (size_t)n;
	}
	return (int)used;
}

unsigned gov_top_pstate(const struct gov_cpu *cpu)
{
	return cpu->no_turbo ? cpu->max_pstate : cpu->turbo_pstate;
}

unsigned gov_pstate_khz(const struct gov_cpu *cpu, int pstate)
{
	if (cpu->bclk_khz)
		return (unsigned)pstate * cpu->bclk_khz;
	if (!cpu->nominal_perf)
		return 0;
	/* amd-pstate perf_to_freq(): round up (drivers/cpufreq/amd-pstate) */
	return (unsigned)(((uint64_t)cpu->nominal_khz * (unsigned)pstate + cpu->nominal_perf - 1) /
			  cpu->nominal_perf);
}

/* acpi-cpufreq lists one turbo entry, base + 1 MHz, for every turbo ratio (acpi-cpufreq.c, _PSS). */
static int gov_acpi_turbo(const struct gov_cpu *cpu)
{
	return cpu->freq_table == GOV_TABLE_ACPI && cpu->bclk_khz && gov_top_pstate(cpu) > cpu->max_pstate_physical;
}

unsigned gov_table_khz(const struct gov_cpu *cpu, int pstate)
{
	if (gov_acpi_turbo(cpu) && pstate > (int)cpu->max_pstate_physical)
		return cpu->max_pstate_physical * cpu->bclk_khz + 1000;
	return gov_pstate_khz(cpu, pstate);
}

/*
 * Above base on acpi-cpufreq: between the base entry and the turbo entry
 * (base + 1 MHz, which stands for the top ratio).  L: the turbo entry (or the
 * first entry past the table's top, find_index_dl); H: base until the turbo
 * entry itself; C: the closer, a tie to the higher (find_index_dc).
 */
static int gov_acpi_above_base(const struct gov_cpu *cpu, uint64_t khz, enum gov_relation rel)
{
	uint64_t base = (uint64_t)cpu->max_pstate_physical * cpu->bclk_khz, turbo = base + 1000;
	int top = (int)gov_top_pstate(cpu), phys = (int)cpu->max_pstate_physical;

	if (rel == GOV_REL_L || khz >= turbo)
		return top;
	if (rel == GOV_REL_H)
		return phys;
	return khz - base < turbo - khz ? phys : top;
}

/*
 * acpi-cpufreq's table on AMD parts (table_only): cpufreq_table_find_index_dl/dh/dc
 * over the _PSS entries, P0 first.  L: the lowest entry at or above khz, else
 * the highest; H: the highest at or below, else the lowest; C: the closest, a
 * tie to the higher (a descending table).  An entry's P-state is its kHz over
 * bclk_khz (1000: MHz).
 */
static int gov_pss_lookup(const struct gov_cpu *cpu, uint64_t khz, enum gov_relation rel)
{
	uint64_t best = 0, hi = 0, lo = UINT64_MAX;

	for (size_t i = 0; i < GOV_MAX_PSS && cpu->pss_khz[i]; i++) {
		uint64_t e = cpu->pss_khz[i];
		uint64_t de = e > khz ? e - khz : khz - e, db = best > khz ? best - khz : khz - best;

		hi = e > hi ? e : hi;
		lo = e < lo ? e : lo;
		if (rel == GOV_REL_L ? e >= khz && (!best || e < best)
		    : rel == GOV_REL_H ? e <= khz && e > best
		    : !best || de < db || (de == db && e > best))
			best = e;
	}
	if (!best)
		best = rel == GOV_REL_L ? hi : lo;
	return (int)(best / cpu->bclk_khz);
}

/*
 * cpufreq_frequency_table lookup over the P-states min..top:
 * L lowest >= khz, H highest <= khz, C closest; a tie between two entries
 * goes to the lower one on an ascending table and to the higher one on a
 * descending table or in intel_cpufreq (enum gov_freq_table); acpi-cpufreq's
 * turbo entry as gov_acpi_above_base() says.
 * Without a bus clock (AMD CPPC) it is amd-pstate's freq_to_perf(): round up.
 */
int gov_khz_to_pstate(const struct gov_cpu *cpu, uint64_t khz, enum gov_relation rel)
{
	int64_t lo = cpu->min_pstate, hi = gov_top_pstate(cpu), p;

	if (cpu->table_only && cpu->bclk_khz && cpu->pss_khz[0])
		return gov_pss_lookup(cpu, khz, rel);
	if (gov_acpi_turbo(cpu) && khz > (uint64_t)cpu->max_pstate_physical * cpu->bclk_khz)
		return gov_acpi_above_base(cpu, khz, rel);
	if (cpu->bclk_khz) {
		uint64_t step = cpu->bclk_khz;
		int64_t down = (int64_t)(khz / step);
		int64_t up = (int64_t)((khz + step - 1) / step);

		if (rel == GOV_REL_L)
			p = up;
		else if (rel == GOV_REL_H)
			p = down;
		else if (khz - (uint64_t)down * step != (uint64_t)up * step - khz)
			p = khz - (uint64_t)down * step < (uint64_t)up * step - khz ? down : up;
		else
			p = cpu->freq_table == GOV_TABLE_ASC ? down : up;
	} else {
		if (!cpu->nominal_khz)
			return (int)lo;
		p = (int64_t)((khz * cpu->nominal_perf + cpu->nominal_khz - 1) / cpu->nominal_khz);
	}
	if (p < lo)
		p = lo;
	if (p > hi)
		p = hi;
	return (int)p;
}

void gov_decide_pstate(const struct gov_cpu *cpu, struct gov_decision *d, int pstate)
{
	d->pstate = pstate;
	d->khz = gov_table_khz(cpu, pstate);
}

void gov_decide_khz(const struct gov_cpu *cpu, struct gov_decision *d, uint64_t khz, enum gov_relation rel)
{
	gov_decide_pstate(cpu, d, gov_khz_to_pstate(cpu, khz, rel));
}
