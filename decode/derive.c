// SPDX-License-Identifier: GPL-2.0-only
/*
 * Two snapshots in, per-interval values out; pure arithmetic on what the
 * sampler read.  Every value is a struct dval, taken as a delta (or read as
 * a status) by one set of rules and summarised by the counter table's rule,
 * as turbostat's delta_thread/core/package() and sum_counters() do: the
 * summary row is combined from the deltas, not from the printed per-CPU
 * values, so Bzy_MHz of the summary is base * sum(APERF) / sum(MPERF).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/derive.h"
#include "decode/limits.h"
#include "decode/thermal.h"
#include "scope.h"

/*
 * turbostat's delta_thread() calls a TSC that advanced under 10^6 cycles in
 * an interval "insanely slow"; taken as a rate (10^6 per second), so that an
 * interval a newline on stdin ended after 0.27 ms (800,000 cycles at 3 GHz)
 * is not one.
 */
#define TSC_SANE_MIN_HZ 1000000.0

static void dset(struct dval *d, double v)
{
	d->v = v;
	d->st = DS_OK;
}

static void note(char *notice, size_t len, const char *text)
{
	size_t used = strlen(notice);

	if (used + 1 < len)
		snprintf(notice + used, len - used, "%s%s", used ? "; " : "", text);
}

/*
 * The count between two reads of a @bits-wide counter: modulo 2^bits (right
 * for at most one wrap); a 64-bit one that went backwards was reset.
 */
static int count_delta(const struct raw_value *a, const struct raw_value *b, unsigned bits, uint64_t *diff)
{
	if (a->err || b->err)
		return DS_ABSENT;
	if (bits >= 64 && b->v < a->v)
		return DS_RESET;
	*diff = b->v - a->v;
	if (bits < 64)
		*diff &= (1ull << bits) - 1;
	return DS_OK;
}

static void count_dval(const struct raw_value *a, const struct raw_value *b, unsigned bits, struct dval *d)
{
	uint64_t diff = 0;

	d->st = (uint8_t)count_delta(a, b, bits, &diff);
	d->v = d->st == DS_OK ? (double)diff : 0;
}

static void counter_value(const struct derive_ctx *ctx, int r, const struct raw_value *va, const struct raw_value *vb,
			  const struct raw_sums *qa, const struct raw_sums *qb, struct delta *d, struct dval *out)
{
	const struct raw_source *src = &ctx->plan->src[r];
	uint64_t diff = 0;

	/* the reserved bits above a counter read 0: a reading with any set cannot be trusted (decode/plaus.c) */
	if (src->bits && src->bits < 64 && !d->overwidth && ((!va->err && va->v >> src->bits) ||
							     (!vb->err && vb->v >> src->bits)))
		d->overwidth = (unsigned char)(r + 1);

	int k = ctx->defs[r].accumulate - 1;

	if (!va->err && !vb->err && k >= 0 && rapl_modulus(src) && qa && qb && qa->ok[k] && qb->ok[k]) {
		/* energy: the running 64-bit sums carry every wrap seen by the polls in between */
		diff = qb->v[k] - qa->v[k];
		out->st = DS_OK;
	} else {
		out->st = (uint8_t)count_delta(va, vb, src->bits, &diff);
	}
	if (out->st != DS_OK)
		return;
	out->v = (double)diff * src->scale;
	if (r == RAW_APERF || r == RAW_MPERF) {
		/* Xeon Phi counts both in units of mperf_mult cycles */
		out->v = (double)diff * ctx->mperf_mult;
		*(r == RAW_APERF ? &d->acnt : &d->mcnt) = diff * ctx->mperf_mult;
	}
}

/*
 * A status value as its row decodes it: an Intel DTS readout against TjMax;
 * AMD Tctl less the part's offset, from a k10temp file in millidegrees or
 * the SMN register itself; the hottest valid Tccd; the requested ratio.
 */
static void status_value(const struct derive_ctx *ctx, int r, int row, const struct raw_value *v,
			 const struct cpu_more *bm, struct dval *out)
{
	const struct raw_source *src = &ctx->plan->src[r];
	double degc;
	int dts;

	out->st = DS_ABSENT;
	if (v->err)
		return;
	switch (ctx->defs[r].decode) {
	case DEC_PLAIN:
		dset(out, (double)v->v * src->scale);
		break;
	case DEC_PERF_CTL:
		dset(out, (double)((v->v >> 8) & 0xff));	/* IA32_PERF_CTL [15:8]: target ratio (SDM vol. 4) */
		break;
	case DEC_PLR: {
		uint64_t first = ctx->plr_first ? ctx->plr_first[row][r - RAW_CORE_PLR] : 0;

		dset(out, (double)((v->v & 0xFFFF) | (v->v & ~first & LIMITS_LOG_MASK)));
		break;
	}
	case DEC_LOW43:
		dset(out, (double)(v->v & ((1ull << 43) - 1)));
		break;
	case DEC_DTS:
	case DEC_TCTL:
		if (src->kind == SRC_FILE)
			dset(out, (double)v->v * src->scale - ctx->tctl_offset_c);
		else if (src->kind == SRC_SMN)
			dset(out, thermal_smn_tctl_c((uint32_t)v->v) - ctx->tctl_offset_c);
		else if (!thermal_dts_c(v->v, ctx->tjmax, r == RAW_CORE_THERM, &dts))
			dset(out, dts);
		break;
	case DEC_CCD:
		/* k10temp shows each CCD; one column shows their maximum */
		for (int i = 0; bm && i < RAW_CCD_MAX; i++) {
			if (!(src->smn_ccds & 1u << i) || bm->ccd[i].err ||
			    thermal_smn_tccd_c((uint32_t)bm->ccd[i].v, &degc))
				continue;
			if (out->st != DS_OK || degc > out->v)
				dset(out, degc);
		}
		break;
	}
}

static void raw_values(const struct derive_ctx *ctx, int i, const struct snapshot *prev, const struct snapshot *cur,
		       const struct cpu_more *bm, const struct raw_sums *qa, const struct raw_sums *qb, struct delta *d, char *notice,
		       size_t noticelen)
{
	const struct topo_cpu *c = &ctx->topo->cpu[i];
	struct dval *cc6 = delta_at(d, RAW_CC6), *cc7 = delta_at(d, RAW_CC7);
	char line[96];

	/* a counter the plan does not read has no slot: absent, as its unread values would give */
	for (int k = 0; k < d->lay->n; k++) {
		enum raw_id r = d->lay->id[k];
		struct dval *v = delta_slot(d, k);

		if (!scope_reads(c, ctx->defs[r].scope) || !v)
			continue;
		if (ctx->defs[r].kind == KIND_STATUS)
			status_value(ctx, r, i, snap_raw(cur, i, r), bm, v);
		else {
			long j = qa && qb && ctx->sum_rows ? rapl_sum_at(ctx->defs, ctx->plan, ctx->sum_rows, cur, i, r) : -1;

			counter_value(ctx, r, snap_raw(prev, i, r), snap_raw(cur, i, r), j < 0 ? NULL : &qa[j],
				      j < 0 ? NULL : &qb[j], d, v);
		}
		if (v->st == DS_RESET) {
			snprintf(line, sizeof(line), "cpu%d: %s went backwards", c->cpu, ctx->defs[r].name);
			note(notice, noticelen, line);
		}
	}
	/*
	 * An E-core (CPUID 0x1A EAX[31:24] = 0x20) counts CC7 time in CC6 too;
	 * turbostat's get_counters() subtracts it, so that CPU%c6 and the
	 * derived CPU%c1 do not count it twice.
	 */
	if (ctx->ecore_c6_minus_c7 && c->core_type == 0x20 && cc6 && cc7 && cc6->st == DS_OK && cc7->st == DS_OK)
		cc6->v = cc6->v > cc7->v ? cc6->v - cc7->v : 0;
}

/* The cpuidle files, /proc/stat ticks, the collection cost and the --add counters of one CPU. */
static void file_values(const struct derive_ctx *ctx, int i, const struct snapshot *prev, const struct snapshot *cur,
			struct delta *d)
{
	const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];
	/* the cpuidle counts and --add counters: only where the plan reads them (both NULL otherwise) */
	const struct cpu_more *am = prev->more ? &prev->more[i] : NULL, *bm = cur->more ? &cur->more[i] : NULL;
	const struct topo_cpu *c = &ctx->topo->cpu[i];
	const struct added_set *set = ctx->plan->added;
	struct delta_more *dm = d->more;
	struct dval *tsc = delta_at(d, RAW_TSC);

	for (int k = 0; k < ctx->nidle; k++) {
		struct dval *t = k < d->lay->nidle ? &d->val[d->lay->ncpu + k] : NULL;

		if (t) {
			count_dval(snap_idle(prev, i, k), snap_idle(cur, i, k), 64, t);
			if (t->st == DS_RESET)
				t->st = DS_ABSENT;	/* a state's time that ran backwards gives no share */
		}
		if (!am || !bm || !dm)
			continue;
		count_dval(&am->idle_usage[k], &bm->idle_usage[k], 64, &dm->idle_usage[k]);
		count_dval(&am->idle_below[k], &bm->idle_below[k], 64, &dm->idle_below[k]);
		count_dval(&am->idle_above[k], &bm->idle_above[k], 64, &dm->idle_above[k]);
	}
	if (plan_reads(ctx->plan, RAW_PROC_STAT) && !a->stat_total.err && !b->stat_total.err &&
	    b->stat_total.v >= a->stat_total.v && b->stat_busy.v >= a->stat_busy.v) {
		dset(&d->stat_busy, (double)(b->stat_busy.v - a->stat_busy.v));
		dset(&d->stat_total, (double)(b->stat_total.v - a->stat_total.v));
	}
	dset(&d->usec, (double)(b->read_ns / 1000));
	for (int n = 0; bm && dm && set && n < set->n; n++) {
		const struct added_counter *ac = &set->c[n];

		if (!scope_reads(c, ac->scope) || bm->added[n].err)
			continue;
		dm->added_raw[n] = bm->added[n].v;
		/* turbostat's delta_thread() keeps the latest value of a raw or an average counter */
		if (ac->fmt == ADDED_RAW || ac->fmt == ADDED_AVERAGE)
			dset(&dm->added[n], (double)bm->added[n].v);
		else if (am)
			count_dval(&am->added[n], &bm->added[n], ac->width, &dm->added[n]);
	}
	if (tsc && tsc->st == DS_OK && tsc->v < TSC_SANE_MIN_HZ * d->interval_s) {
		d->tsc_slow = 1;
		tsc->st = DS_RESET;
	}
}

/*
 * C1 cycles of one thread: its C1 counter, or (turbostat's delta_thread())
 * what is left of the TSC after C0 and its core's deeper states, never
 * below 0.  Per thread, so that the summary is the mean over threads even
 * where cores have different numbers of threads.
 */
static void c1_cycles(const struct derive_ctx *ctx, const struct delta *core, struct delta *d)
{
	const struct dval *cc1 = delta_raw(d, RAW_CC1), *mperf = delta_raw(d, RAW_MPERF), *tsc = delta_raw(d, RAW_TSC);
	double left;

	if (cc1->st == DS_OK || cc1->st == DS_RESET) {
		d->c1 = *cc1;
		return;
	}
	/* a part with MSR_CORE_C1_RES whose counter does not read: no CPU%c1 (turbostat's
	 * probe_cstates() shows it from has_msr_core_c1_res only), never a derived one */
	if (ctx->c1_counter_only)
		return;
	if (mperf->st != DS_OK || tsc->st != DS_OK ||
	    !(delta_raw(core, RAW_CC3)->st == DS_OK || delta_raw(core, RAW_CC6)->st == DS_OK ||
	      delta_raw(core, RAW_CC7)->st == DS_OK))
		return;
	left = tsc->v * ctx->tsc_tweak - mperf->v;
	for (enum raw_id r = RAW_CC3; r <= RAW_CC7; r++)
		if (delta_raw(core, r)->st == DS_OK)
			left -= delta_raw(core, r)->v;
	dset(&d->c1, left > 0 ? left : 0);
}

/* One line however many CPUs it hit: the first one, and how many more. */
static void note_slow_tsc(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
			  const struct delta *cpu, char *notice, size_t noticelen)
{
	int first = -1, n = 0;
	char line[160];

	for (int i = 0; i < ctx->topo->n; i++) {
		if (!cpu[i].tsc_slow)
			continue;
		if (first < 0)
			first = i;
		n++;
	}
	if (first < 0)
		return;
	int len = snprintf(line, sizeof(line), "cpu%d: Insanely slow TSC rate, TSC stops in idle? (%llu cycles in %.3f s)",
			   ctx->topo->cpu[first].cpu,
			   (unsigned long long)(snap_raw(cur, first, RAW_TSC)->v - snap_raw(prev, first, RAW_TSC)->v),
			   cpu[first].interval_s);

	if (n > 1)
		snprintf(line + len, sizeof(line) - len, ", and %d more CPUs", n - 1);
	note(notice, noticelen, line);
}

/* Interrupts per CPU from /proc/interrupts: every row (IRQ) and the NMI row; both snapshots need each. */
static void irq_values(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		       struct delta *cpu)
{
	for (int i = 0; i < ctx->topo->n; i++) {
		const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];

		if (cpu[i].offline)
			continue;
		if (!a->irq.err && !b->irq.err && b->irq.v >= a->irq.v)
			dset(&cpu[i].irq, (double)(b->irq.v - a->irq.v));
		if (!a->nmi.err && !b->nmi.err && b->nmi.v >= a->nmi.v)
			dset(&cpu[i].nmi, (double)(b->nmi.v - a->nmi.v));
	}
}

/* Combines one value into the summary by its rule and counts it; a reset leaves the summary reset. */
static void combine(enum raw_sum rule, const struct dval *v, struct dval *sum, int *n)
{
	if (v->st == DS_RESET)
		sum->st = DS_RESET;
	if (v->st != DS_OK)
		return;
	if (sum->st == DS_ABSENT)
		dset(sum, rule == SUM_AVG || rule == SUM_TOTAL ? 0 : v->v);
	if (sum->st == DS_OK) {
		if (rule == SUM_AVG || rule == SUM_TOTAL)
			sum->v += v->v;
		else if (rule == SUM_LAST || v->v > sum->v)
			sum->v = v->v;
	}
	(*n)++;
}

static void mean(struct dval *sum, int n)
{
	if (sum->st == DS_OK && n)
		sum->v /= n;
}

static int added_summed(const struct added_counter *ac)
{
	return ac->type == ADDED_ITEMS && ac->fmt != ADDED_AVERAGE && ac->fmt != ADDED_PERCENT;
}

/*
 * Each CPU's rates divide by its own time, as turbostat's do (per thread:
 * tv_delta = this tv_begin - the last tv_begin): a CPU read late in one
 * snapshot and early in the next had a shorter interval than the snapshot's.
 * Its Time_Of_Day_Seconds is when its reads ended (tv_end), on the
 * snapshot's time of day.  Without per-CPU times, the snapshot's.
 */
static void cpu_time(const struct snapshot *prev, const struct snapshot *cur, int i, struct delta *d)
{
	const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];
	uint64_t end = b->end_ns > cur->t.mono_ns ? b->end_ns - cur->t.mono_ns : 0;
	int64_t us = cur->t.tod_usec + (int64_t)(end / 1000);

	d->interval_s = (double)(cur->t.mono_ns - prev->t.mono_ns) / 1e9;
	if (a->begin_ns && b->begin_ns > a->begin_ns)
		d->interval_s = (double)(b->begin_ns - a->begin_ns) / 1e9;
	d->t = cur->t;
	d->t.mono_ns = cur->t.mono_ns + end;
	d->t.tod_sec = cur->t.tod_sec + us / 1000000;
	d->t.tod_usec = us % 1000000;
}

/* Zeroes @d for a new interval, keeping (and zeroing) its counters' slots and the counts beside it. */
static void delta_clear(struct delta *d)
{
	const struct delta_layout *l = d->lay;
	struct dval *val = d->val;
	struct delta_more *m = d->more;
	unsigned short w = d->w;

	memset(d, 0, sizeof(*d));
	memset(val, 0, w * sizeof(*val));
	if (m)
		memset(m, 0, sizeof(*m));
	d->lay = l;
	d->val = val;
	d->more = m;
	d->w = w;
}

void delta_layout(const struct plan *p, struct delta_layout *l)
{
	static const enum raw_scope order[] = { RSCOPE_CPU, RSCOPE_CORE, RSCOPE_PKG };

	_Static_assert(RAW__COUNT < 256, "a counter's slot fits an unsigned char");
	memset(l, 0, sizeof(*l));
	for (size_t o = 0; o < sizeof(order) / sizeof(order[0]); o++) {
		for (int r = 0; r < RAW__COUNT; r++)
			if (plan_keeps(p, r) && p->src[r].scope == order[o]) {
				l->id[l->n] = (unsigned char)r;
				l->slot[r] = (unsigned char)++l->n;
			}
		if (order[o] == RSCOPE_CPU)
			l->ncpu = l->n;
		else if (order[o] == RSCOPE_CORE)
			l->ncore = l->n - l->ncpu;
	}
	l->nidle = p->nidle < IDLE_MAX ? p->nidle : IDLE_MAX;
}

/* The values a row of CPU @c keeps (every scope's without a CPU): up to the last scope it reads. */
static int row_width(const struct delta_layout *l, const struct topo_cpu *c)
{
	if (!c || scope_reads(c, RSCOPE_PKG))
		return l->n + l->nidle;
	return l->ncpu + l->nidle + (scope_reads(c, RSCOPE_CORE) ? l->ncore : 0);
}

struct dval *delta_bind(const struct delta_layout *l, const struct topology *topo, struct delta *cpu, int n,
			struct delta *sum)
{
	/* the summary's row last; one more value, so that a plan reading nothing still has a block */
	size_t total = 1, at = 0;
	struct dval *val;

	for (int i = 0; i <= n; i++)
		total += (size_t)row_width(l, i < n && topo ? &topo->cpu[i] : NULL);
	val = calloc(total, sizeof(*val));
	if (!val)
		return NULL;
	for (int i = 0; i <= n; i++) {
		struct delta *d = i < n ? &cpu[i] : sum;
		int w = row_width(l, i < n && topo ? &topo->cpu[i] : NULL);

		if (d) {
			d->lay = l;
			d->val = val + at;
			d->w = (unsigned short)w;
		}
		at += (size_t)w;
	}
	return val;
}

/* One CPU's cpuidle counts and --add counters into the summary's. */
static void summarise_more(const struct derive_ctx *ctx, const struct delta_more *d, struct delta_more *sum,
			   int nadd[ADDED_MAX])
{
	const struct added_set *set = ctx->plan->added;
	int nx = 0;

	for (int k = 0; k < ctx->nidle; k++) {
		combine(SUM_TOTAL, &d->idle_usage[k], &sum->idle_usage[k], &nx);
		combine(SUM_TOTAL, &d->idle_below[k], &sum->idle_below[k], &nx);
		combine(SUM_TOTAL, &d->idle_above[k], &sum->idle_above[k], &nx);
	}
	for (int a = 0; set && a < set->n; a++)
		combine(SUM_TOTAL, &d->added[a], &sum->added[a], &nadd[a]);
}

void derive_summary(const struct derive_ctx *ctx, const struct delta *cpu, int pkg_idx, struct delta *sum)
{
	const struct added_set *set = ctx->plan->added;
	const struct delta_layout *l = sum->lay;
	int n[RAW__COUNT] = { 0 }, nidle[IDLE_MAX] = { 0 }, nadd[ADDED_MAX] = { 0 }, nc1 = 0, nstat = 0, ntot = 0,
	    nx = 0;
	int aperf = l->slot[RAW_APERF], mperf = l->slot[RAW_MPERF];

	delta_clear(sum);
	for (int i = 0; i < ctx->topo->n; i++) {
		const struct delta *d = &cpu[i];

		if (d->offline || (pkg_idx >= 0 && ctx->topo->cpu[i].pkg_idx != pkg_idx))
			continue;
		sum->interval_s = d->interval_s;
		sum->t = d->t;
		for (int k = 0; k < l->n; k++) {
			const struct dval *v = delta_slot(d, k);

			combine(ctx->defs[l->id[k]].sum, v ? v : delta_absent(), delta_slot(sum, k), &n[k]);
		}
		for (int k = 0; k < l->nidle; k++)
			combine(SUM_AVG, &d->val[l->ncpu + k], &sum->val[l->ncpu + k], &nidle[k]);
		sum->acnt += d->acnt;
		sum->mcnt += d->mcnt;
		combine(SUM_TOTAL, &d->irq, &sum->irq, &nx);
		combine(SUM_TOTAL, &d->nmi, &sum->nmi, &nx);
		combine(SUM_TOTAL, &d->usec, &sum->usec, &nx);
		combine(SUM_AVG, &d->stat_busy, &sum->stat_busy, &nstat);
		combine(SUM_AVG, &d->stat_total, &sum->stat_total, &ntot);
		combine(SUM_AVG, &d->c1, &sum->c1, &nc1);
		if (d->more && sum->more)
			summarise_more(ctx, d->more, sum->more, nadd);
		sum->tsc_slow |= d->tsc_slow;
	}
	for (int k = 0; k < l->n; k++)
		if (ctx->defs[l->id[k]].sum == SUM_AVG)
			mean(delta_slot(sum, k), n[k]);
	if (aperf && mperf && n[aperf - 1] && n[mperf - 1]) {
		sum->acnt /= (uint64_t)n[aperf - 1];
		sum->mcnt /= (uint64_t)n[mperf - 1];
	}
	mean(&sum->stat_busy, nstat);
	mean(&sum->stat_total, ntot);
	mean(&sum->c1, nc1);
	for (int k = 0; k < l->nidle; k++)
		mean(&sum->val[l->ncpu + k], nidle[k]);
	for (int a = 0; sum->more && set && a < set->n; a++) {
		if (set->c[a].fmt == ADDED_RAW && sum->more->added[a].st == DS_OK)
			sum->more->added[a].v = 0;	/* turbostat prints raw counters as 0 on the summary row */
		else if (!added_summed(&set->c[a]))
			mean(&sum->more->added[a], nadd[a]);
	}
}

void derive_interval(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     const struct raw_sums *prev_sums, const struct raw_sums *cur_sums, struct delta *cpu,
		     struct delta *sum, char *notice, size_t noticelen)
{
	char line[64];

	notice[0] = '\0';
	for (int i = 0; i < ctx->topo->n; i++) {
		const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];
		struct delta *d = &cpu[i];

		delta_clear(d);
		cpu_time(prev, cur, i, d);
		if (a->offline || b->offline) {
			d->offline = 1;
			if (!a->offline) {
				snprintf(line, sizeof(line), "cpu%d went offline", ctx->topo->cpu[i].cpu);
				note(notice, noticelen, line);
			}
			continue;
		}
		raw_values(ctx, i, prev, cur, cur->more ? &cur->more[i] : NULL, prev_sums, cur_sums, d, notice, noticelen);
	}
	for (int i = 0; i < ctx->topo->n; i++) {
		if (prev->cpu[i].offline && !cur->cpu[i].offline) {
			snprintf(line, sizeof(line), "cpu%d came back online", ctx->topo->cpu[i].cpu);
			note(notice, noticelen, line);
		}
		if (!cpu[i].offline)
			file_values(ctx, i, prev, cur, &cpu[i]);
	}
	/* after the TSC check, so that a slow TSC leaves C1 unknown; rows are in topology order,
	 * so a thread's core (its first thread) is at or before it */
	for (int i = 0, core = 0; i < ctx->topo->n; i++) {
		if (ctx->topo->cpu[i].first_in_core)
			core = i;
		if (!cpu[i].offline)
			c1_cycles(ctx, &cpu[core], &cpu[i]);
	}
	note_slow_tsc(ctx, prev, cur, cpu, notice, noticelen);
	if (plan_reads(ctx->plan, RAW_INTERRUPTS))
		irq_values(ctx, prev, cur, cpu);
	if (cur->text_err & SNAP_TEXT_INTERRUPTS)
		note(notice, noticelen, "/proc/interrupts is larger than turbostat-ng reads (64 MiB, lines of 1 MiB): IRQ and NMI unknown");
	if (cur->text_err & SNAP_TEXT_PROC_STAT)
		note(notice, noticelen, "/proc/stat is larger than turbostat-ng reads (64 MiB, lines of 1 MiB): Busy% from it unknown");
	derive_summary(ctx, cpu, -1, sum);
	/* the summary's rates, time and a run's "sec" line: the snapshots' */
	sum->interval_s = (double)(cur->t.mono_ns - prev->t.mono_ns) / 1e9;
	sum->t = cur->t;
}
