/*
 * Two snapshots in, per-interval deltas out; pure arithmetic on what the
 * sampler read.  The summary row is combined from the deltas, not from the
 * printed per-CPU values, as turbostat does (sum_counters()): Bzy_MHz of the
 * summary is base * sum(APERF) / sum(MPERF), not a mean of ratios.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/derive.h"
#include "decode/procfs.h"
#include "decode/rapl.h"
#include "scope.h"
#include "decode/thermal.h"


static void counter_delta(const struct derive_ctx *ctx, int r, const struct cpu_snap *sa,
			  const struct cpu_snap *sb, struct delta *d)
{
	const struct raw_source *src = &ctx->plan->src[r];
	const struct raw_value *a = &sa->raw[r], *b = &sb->raw[r];
	uint64_t diff;

	if (a->err || b->err) {
		d->st[r] = DS_ABSENT;
		return;
	}
	if (rapl_is_accumulated(r) && rapl_modulus(src) && sa->acc_ok[r] && sb->acc_ok[r]) {
		/* energy: the running 64-bit sums carry every wrap seen by the polls in between */
		diff = sb->acc[r] - sa->acc[r];
	} else if (src->bits >= 64) {
		if (b->v < a->v) {
			d->st[r] = DS_RESET;
			return;
		}
		diff = b->v - a->v;
	} else {
		/* a narrower counter wraps: modulo 2^bits is right for at most one wrap */
		diff = (b->v - a->v) & ((1ull << src->bits) - 1);
	}
	d->st[r] = DS_OK;
	d->raw[r] = (double)diff * src->scale;
	if (r == RAW_APERF)
		d->acnt = diff * ctx->mperf_mult;
	if (r == RAW_MPERF)
		d->mcnt = diff * ctx->mperf_mult;
	if (r == RAW_APERF || r == RAW_MPERF)
		d->raw[r] = (double)diff * ctx->mperf_mult;
}

/*
 * A temperature: AMD Tctl less the part's offset, from a k10temp file in
 * millidegrees or the SMN register itself; else an Intel DTS readout.
 */
static void status_value(const struct derive_ctx *ctx, int r, const struct raw_value *b, struct delta *d)
{
	const struct raw_source *src = &ctx->plan->src[r];
	int degc;

	d->st[r] = DS_ABSENT;
	if (b->err)
		return;
	if (r == RAW_PERF_CTL) {
		d->raw[r] = (double)((b->v >> 8) & 0xff);	/* IA32_PERF_CTL [15:8]: target ratio (SDM vol. 4) */
	} else if (src->kind == SRC_FILE) {
		d->raw[r] = (double)b->v * src->scale - ctx->tctl_offset_c;
	} else if (src->kind == SRC_SMN) {
		d->raw[r] = thermal_smn_tctl_c((uint32_t)b->v) - ctx->tctl_offset_c;
	} else {
		if (thermal_dts_c(b->v, ctx->tjmax, r == RAW_CORE_THERM, &degc))
			return;
		d->raw[r] = degc;
	}
	d->st[r] = DS_OK;
}

/* AMD: the hottest CCD with a valid Tccd reading (k10temp shows each; one column shows their maximum). */
static void ccd_value(const struct raw_source *src, const struct cpu_snap *b, struct delta *d)
{
	double degc;

	d->st[RAW_CCD_THERM] = DS_ABSENT;
	for (int i = 0; i < RAW_CCD_MAX; i++) {
		if (!(src->smn_ccds & 1u << i) || b->ccd[i].err || thermal_smn_tccd_c((uint32_t)b->ccd[i].v, &degc))
			continue;
		if (d->st[RAW_CCD_THERM] != DS_OK || degc > d->raw[RAW_CCD_THERM])
			d->raw[RAW_CCD_THERM] = degc;
		d->st[RAW_CCD_THERM] = DS_OK;
	}
}

static void note(char *notice, size_t len, const char *fmt, int cpu, const char *what)
{
	size_t used = strlen(notice);

	if (used + 1 >= len)
		return;
	snprintf(notice + used, len - used, fmt, used ? "; " : "", cpu, what);
}

static void cpu_deltas(const struct derive_ctx *ctx, int i, const struct snapshot *prev,
		       const struct snapshot *cur, struct delta *d, char *notice, size_t noticelen)
{
	const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];
	const struct topo_cpu *c = &ctx->topo->cpu[i];

	memset(d, 0, sizeof(*d));
	d->interval_s = (double)(cur->t.mono_ns - prev->t.mono_ns) / 1e9;
	d->t = cur->t;
	for (int r = 0; r < RAW__COUNT; r++)
		d->st[r] = DS_ABSENT;
	d->irq_st = d->stat_st = DS_ABSENT;
	for (int k = 0; k < IDLE_MAX; k++)
		d->idle_st[k] = DS_ABSENT;
	if (a->offline || b->offline) {
		d->offline = 1;
		if (!a->offline)
			note(notice, noticelen, "%scpu%d %s", c->cpu, "went offline");
		return;
	}
	for (int r = 0; r < RAW__COUNT; r++) {
		if (!scope_reads(c, raw_info[r].scope))
			continue;
		if (r == RAW_CCD_THERM)
			ccd_value(&ctx->plan->src[r], b, d);
		else if (raw_info[r].kind == KIND_STATUS)
			status_value(ctx, r, &b->raw[r], d);
		else
			counter_delta(ctx, r, a, b, d);
		if (d->st[r] == DS_RESET)
			note(notice, noticelen, "%scpu%d: %s went backwards", c->cpu, raw_info[r].name);
	}
	/*
	 * An E-core (CPUID 0x1A EAX[31:24] = 0x20) counts CC7 time in CC6 too;
	 * turbostat's get_counters() subtracts it (reference/turbostat.md §4),
	 * so that CPU%c6 and the derived CPU%c1 do not count it twice.
	 */
	if (ctx->ecore_c6_minus_c7 && c->core_type == 0x20 && d->st[RAW_CC6] == DS_OK && d->st[RAW_CC7] == DS_OK)
		d->raw[RAW_CC6] = d->raw[RAW_CC6] > d->raw[RAW_CC7] ? d->raw[RAW_CC6] - d->raw[RAW_CC7] : 0;
	for (int k = 0; k < ctx->nidle; k++) {
		if (a->idle_time_us[k].err || b->idle_time_us[k].err || b->idle_time_us[k].v < a->idle_time_us[k].v)
			continue;
		d->idle_us[k] = (double)(b->idle_time_us[k].v - a->idle_time_us[k].v);
		d->idle_st[k] = DS_OK;
	}
	uint64_t busy0, tot0, busy1, tot1;

	if (procfs_stat_ticks(prev->proc_stat, c->cpu, &busy0, &tot0) == 0 &&
	    procfs_stat_ticks(cur->proc_stat, c->cpu, &busy1, &tot1) == 0 && tot1 >= tot0 && busy1 >= busy0) {
		d->stat_busy = (double)(busy1 - busy0);
		d->stat_total = (double)(tot1 - tot0);
		d->stat_st = DS_OK;
	}
}

static void add_irqs(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     struct delta *cpu)
{
	int max = ctx->topo->max_cpu;
	uint64_t *a = calloc(max, sizeof(*a)), *b = calloc(max, sizeof(*b));

	if (a && b && procfs_irq_counts(prev->interrupts, NULL, a, max) == 0 &&
	    procfs_irq_counts(cur->interrupts, NULL, b, max) == 0) {
		for (int i = 0; i < ctx->topo->n; i++) {
			int n = ctx->topo->cpu[i].cpu;

			if (cpu[i].offline || a[n] == PROCFS_NO_COUNT || b[n] == PROCFS_NO_COUNT || b[n] < a[n])
				continue;
			cpu[i].irq = (double)(b[n] - a[n]);
			cpu[i].irq_st = DS_OK;
		}
	}
	free(a);
	free(b);
}

/* Combines one value into the summary by its rule; n counts the rows averaged. */
static void combine(enum raw_sum rule, double v, double *acc, int *n)
{
	if (rule == SUM_MAX)
		*acc = *n ? (v > *acc ? v : *acc) : v;
	else
		*acc += v;
	(*n)++;
}

static void summarise(const struct derive_ctx *ctx, const struct delta *cpu, struct delta *sum)
{
	int n[RAW__COUNT] = { 0 }, nirq = 0, nstat = 0, nidle[IDLE_MAX] = { 0 }, reset[RAW__COUNT] = { 0 };
	int nstat_t = 0;

	memset(sum, 0, sizeof(*sum));
	for (int i = 0; i < ctx->topo->n; i++) {
		const struct delta *d = &cpu[i];

		if (d->offline)
			continue;
		sum->interval_s = d->interval_s;
		sum->t = d->t;
		for (int r = 0; r < RAW__COUNT; r++) {
			if (d->st[r] == DS_RESET)
				reset[r] = 1;
			if (d->st[r] == DS_OK)
				combine(raw_info[r].sum, d->raw[r], &sum->raw[r], &n[r]);
		}
		sum->acnt += d->acnt;
		sum->mcnt += d->mcnt;
		if (d->irq_st == DS_OK)
			combine(SUM_TOTAL, d->irq, &sum->irq, &nirq);
		if (d->stat_st == DS_OK) {
			combine(SUM_AVG, d->stat_busy, &sum->stat_busy, &nstat);
			combine(SUM_AVG, d->stat_total, &sum->stat_total, &nstat_t);
		}
		for (int k = 0; k < ctx->nidle; k++)
			if (d->idle_st[k] == DS_OK)
				combine(SUM_AVG, d->idle_us[k], &sum->idle_us[k], &nidle[k]);
	}
	for (int r = 0; r < RAW__COUNT; r++) {
		sum->st[r] = reset[r] ? DS_RESET : n[r] ? DS_OK : DS_ABSENT;
		if (n[r] && raw_info[r].sum == SUM_AVG)
			sum->raw[r] /= n[r];
	}
	if (n[RAW_APERF] && n[RAW_MPERF]) {
		sum->acnt /= (uint64_t)n[RAW_APERF];
		sum->mcnt /= (uint64_t)n[RAW_MPERF];
	}
	sum->irq_st = nirq ? DS_OK : DS_ABSENT;
	sum->stat_st = nstat ? DS_OK : DS_ABSENT;
	if (nstat) {
		sum->stat_busy /= nstat;
		sum->stat_total /= nstat_t;
	}
	for (int k = 0; k < IDLE_MAX; k++) {
		sum->idle_st[k] = nidle[k] ? DS_OK : DS_ABSENT;
		if (nidle[k])
			sum->idle_us[k] /= nidle[k];
	}
}

void derive_interval(const struct derive_ctx *ctx, const struct snapshot *prev,
		     const struct snapshot *cur, struct delta *cpu, struct delta *sum,
		     char *notice, size_t noticelen)
{
	notice[0] = '\0';
	for (int i = 0; i < ctx->topo->n; i++)
		cpu_deltas(ctx, i, prev, cur, &cpu[i], notice, noticelen);
	if (ctx->plan->read_interrupts)
		add_irqs(ctx, prev, cur, cpu);
	summarise(ctx, cpu, sum);
	counters_derive(ctx, prev, cur, cpu, sum, notice, noticelen);
}
