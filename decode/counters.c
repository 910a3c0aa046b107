/*
 * The per-interval values that are not raw registers: the usec collection
 * cost, NMIs, the cpuidle usage/below/above counts, CoreThr, UncMHz, C1
 * cycles and the --add counters, with their summary rules (turbostat's
 * sum_counters() and compute_average(): counts are summed, cycles/usec/
 * seconds and average counters averaged, raw ones shown as 0, CoreThr the
 * largest, UncMHz from the last package).
 * Also the "Insanely slow TSC" check, which turbostat makes fatal; here the
 * interval goes on with the TSC-derived values marked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/added.h"
#include "decode/derive.h"
#include "decode/procfs.h"
#include "scope.h"

/* turbostat's delta_thread(): a TSC advancing under 10^6 cycles in an interval is not believable. */
#define TSC_SANE_MIN 1000000.0

static void dset(struct dval *d, double v)
{
	d->v = v;
	d->st = DS_OK;
}

/* A counter's delta modulo 2^bits; a 64-bit one that went backwards was reset. */
static void count_delta(const struct raw_value *a, const struct raw_value *b, unsigned bits, struct dval *d)
{
	uint64_t diff;

	if (a->err || b->err)
		return;
	if (bits >= 64 && b->v < a->v) {
		d->st = DS_RESET;
		return;
	}
	diff = b->v - a->v;
	if (bits < 64)
		diff &= (1ull << bits) - 1;
	dset(d, (double)diff);
}

static void absent(struct delta *d)
{
	d->usec.st = d->nmi.st = d->unc_mhz.st = d->c1.st = d->core_thr.st = DS_ABSENT;
	for (int k = 0; k < IDLE_MAX; k++)
		d->idle_usage[k].st = d->idle_below[k].st = d->idle_above[k].st = DS_ABSENT;
	for (int i = 0; i < ADDED_MAX; i++)
		d->added[i].st = DS_ABSENT;
	d->tsc_slow = 0;
}

static void note(char *notice, size_t len, const char *text)
{
	size_t used = strlen(notice);

	if (used + 1 < len)
		snprintf(notice + used, len - used, "%s%s", used ? "; " : "", text);
}

/*
 * C1 cycles of one thread: its C1 counter, or (turbostat's delta_thread())
 * what is left of the TSC after C0 and its core's deeper states, never
 * below 0.  Per thread, so that the summary is the mean over threads even
 * where cores have different numbers of threads.
 */
static void c1_cycles(const struct derive_ctx *ctx, const struct delta *core, struct delta *d)
{
	double left;

	if (d->st[RAW_CC1] == DS_OK || d->st[RAW_CC1] == DS_RESET) {
		d->c1 = (struct dval){ d->raw[RAW_CC1], d->st[RAW_CC1] };
		return;
	}
	if (d->st[RAW_MPERF] != DS_OK || d->st[RAW_TSC] != DS_OK ||
	    !(core->st[RAW_CC3] == DS_OK || core->st[RAW_CC6] == DS_OK || core->st[RAW_CC7] == DS_OK))
		return;
	left = d->raw[RAW_TSC] * ctx->tsc_tweak - d->raw[RAW_MPERF];
	for (enum raw_id r = RAW_CC3; r <= RAW_CC7; r++)
		if (core->st[r] == DS_OK)
			left -= core->raw[r];
	dset(&d->c1, left > 0 ? left : 0);
}

static void one_cpu(const struct derive_ctx *ctx, int i, const struct cpu_snap *a, const struct cpu_snap *b,
		    struct delta *d)
{
	const struct plan *p = ctx->plan;
	const struct topo_cpu *c = &ctx->topo->cpu[i];

	dset(&d->usec, (double)(b->read_ns / 1000));
	for (int k = 0; k < ctx->nidle; k++) {
		count_delta(&a->idle_usage[k], &b->idle_usage[k], 64, &d->idle_usage[k]);
		count_delta(&a->idle_below[k], &b->idle_below[k], 64, &d->idle_below[k]);
		count_delta(&a->idle_above[k], &b->idle_above[k], 64, &d->idle_above[k]);
	}
	for (int n = 0; p->added && n < p->added->n; n++) {
		const struct added_counter *ac = &p->added->c[n];

		if (!scope_reads(c, ac->scope) || b->added[n].err)
			continue;
		d->added_raw[n] = b->added[n].v;
		/* turbostat's delta_thread() keeps the latest value of a raw or an average counter */
		if (ac->fmt == ADDED_RAW || ac->fmt == ADDED_AVERAGE)
			dset(&d->added[n], (double)b->added[n].v);
		else
			count_delta(&a->added[n], &b->added[n], ac->width, &d->added[n]);
	}
	count_delta(&a->core_throt, &b->core_throt, 64, &d->core_thr);
	if (!b->unc_khz.err)
		dset(&d->unc_mhz, (double)b->unc_khz.v / 1000.0);
	if (d->st[RAW_TSC] == DS_OK && d->raw[RAW_TSC] < TSC_SANE_MIN) {
		d->tsc_slow = 1;
		d->st[RAW_TSC] = DS_RESET;
	}
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
			   (unsigned long long)(cur->cpu[first].raw[RAW_TSC].v - prev->cpu[first].raw[RAW_TSC].v),
			   cpu[first].interval_s);

	if (n > 1)
		snprintf(line + len, sizeof(line) - len, ", and %d more CPUs", n - 1);
	note(notice, noticelen, line);
}

static void add_nmis(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     struct delta *cpu)
{
	int max = ctx->topo->max_cpu;
	uint64_t *a = calloc(max, sizeof(*a)), *b = calloc(max, sizeof(*b));

	/* both snapshots need the row: one without it gives no count to subtract */
	if (a && b && procfs_irq_counts(prev->interrupts, "NMI", a, max) == 0 &&
	    procfs_irq_counts(cur->interrupts, "NMI", b, max) == 0) {
		for (int i = 0; i < ctx->topo->n; i++) {
			int n = ctx->topo->cpu[i].cpu;

			if (!cpu[i].offline && a[n] != PROCFS_NO_COUNT && b[n] != PROCFS_NO_COUNT && b[n] >= a[n])
				dset(&cpu[i].nmi, (double)(b[n] - a[n]));
		}
	}
	free(a);
	free(b);
}

/* Adds @v into @sum, counting the rows in @n when given (for a mean). */
static void combine(struct dval *sum, const struct dval *v, int *n)
{
	if (v->st == DS_RESET)
		sum->st = DS_RESET;
	if (v->st != DS_OK)
		return;
	if (sum->st == DS_ABSENT)
		dset(sum, 0);
	if (sum->st == DS_OK)
		sum->v += v->v;
	if (n)
		(*n)++;
}

static int added_summed(const struct added_counter *ac)
{
	return ac->type == ADDED_ITEMS && ac->fmt != ADDED_AVERAGE && ac->fmt != ADDED_PERCENT;
}

static void summarise(const struct derive_ctx *ctx, const struct delta *cpu, struct delta *sum)
{
	const struct added_set *set = ctx->plan->added;
	int nadd[ADDED_MAX] = { 0 }, nc1 = 0;

	absent(sum);
	for (int i = 0; i < ctx->topo->n; i++) {
		const struct delta *d = &cpu[i];

		if (d->offline)
			continue;
		combine(&sum->usec, &d->usec, NULL);
		combine(&sum->nmi, &d->nmi, NULL);
		combine(&sum->c1, &d->c1, &nc1);
		for (int k = 0; k < ctx->nidle; k++) {
			combine(&sum->idle_usage[k], &d->idle_usage[k], NULL);
			combine(&sum->idle_below[k], &d->idle_below[k], NULL);
			combine(&sum->idle_above[k], &d->idle_above[k], NULL);
		}
		for (int a = 0; set && a < set->n; a++)
			combine(&sum->added[a], &d->added[a], &nadd[a]);
		if (d->unc_mhz.st == DS_OK)
			sum->unc_mhz = d->unc_mhz;
		/* turbostat's sum_counters() keeps the largest core throttle count, as for temperatures */
		if (d->core_thr.st == DS_OK && (sum->core_thr.st != DS_OK || d->core_thr.v > sum->core_thr.v))
			sum->core_thr = d->core_thr;
		if (d->tsc_slow) {
			sum->tsc_slow = 1;
			sum->st[RAW_TSC] = DS_RESET;
		}
	}
	if (sum->c1.st == DS_OK)
		sum->c1.v /= nc1;
	for (int a = 0; set && a < set->n; a++) {
		if (set->c[a].fmt == ADDED_RAW && sum->added[a].st == DS_OK)
			sum->added[a].v = 0;	/* turbostat prints raw counters as 0 on the summary row */
		else if (!added_summed(&set->c[a]) && sum->added[a].st == DS_OK)
			sum->added[a].v /= nadd[a];
		sum->added_raw[a] = 0;
	}
}

void counters_derive(const struct derive_ctx *ctx, const struct snapshot *prev, const struct snapshot *cur,
		     struct delta *cpu, struct delta *sum, char *notice, size_t noticelen)
{
	char line[64];

	for (int i = 0; i < ctx->topo->n; i++) {
		const struct cpu_snap *a = &prev->cpu[i], *b = &cur->cpu[i];

		absent(&cpu[i]);
		if (a->offline && !b->offline) {
			snprintf(line, sizeof(line), "cpu%d came back online", ctx->topo->cpu[i].cpu);
			note(notice, noticelen, line);
		}
		if (!cpu[i].offline)
			one_cpu(ctx, i, a, b, &cpu[i]);
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
	if (ctx->plan->read_interrupts)
		add_nmis(ctx, prev, cur, cpu);
	summarise(ctx, cpu, sum);
}
