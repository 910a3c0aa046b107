// SPDX-License-Identifier: GPL-2.0-only
/* A governor's parameters by name, its state, advisory mode and the frequency arithmetic (gov/gov.h). */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "gov_impl.h"

int gov_param_index(const struct gov_ops *ops, const char *name, size_t len)
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
