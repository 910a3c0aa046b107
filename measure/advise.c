// SPDX-License-Identifier: GPL-2.0-only
/*
 * Advisory mode: the governors of gov/ run on the measured counters, one
 * state per CPU, one decision per interval, so an engineer sees where two
 * governors would have differed on the same run.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "measure/advise.h"
#include "msr/cpufreq_act.h"

/* --act on the topology's CPUs by their numbers (an offline CPU leaves a hole). */
static struct cpufreq_act *act_open(const struct topology *t, char *err, size_t errlen)
{
	int *ids = calloc(t->n ? (size_t)t->n : 1, sizeof(*ids));
	struct cpufreq_act *act;

	if (!ids) {
		snprintf(err, errlen, "cannot act: %s", strerror(ENOMEM));
		return NULL;
	}
	for (int i = 0; i < t->n; i++)
		ids[i] = t->cpu[i].cpu;
	act = cpufreq_act_open(NULL, ids, t->n, err, errlen);
	free(ids);
	return act;
}

int advise_open(struct advisor *a, const struct options *opt, const struct cpu_facts *f,
		const struct topology *topo, FILE *trace, char *err, size_t errlen)
{
	int ncpu = topo->n;

	memset(a, 0, sizeof(*a));
	if (!opt->governors.n)
		return 0;
	if ((size_t)opt->governors.n > GOV_COLS_MAX) {
		snprintf(err, errlen, "at most %d --governor at once outside --simulate", GOV_COLS_MAX);
		return -EINVAL;
	}
	for (int i = 0; i < opt->governors.n; i++)
		if (gov_parse(opt->governors.name[i], &a->gov[i], err, errlen))
			return -EINVAL;
	/* where nothing can be acted on, that is the first thing to say */
	if (opt->act) {
		a->act = act_open(topo, err, errlen);
		if (!a->act)
			return -EPERM;
	}
	if (gov_cpu_from_facts(f, &a->cpu)) {
		snprintf(err, errlen, "--governor: the P-state limits of this CPU are unknown (its frequency registers are unreadable; see --show-turbo)");
		return -ENODATA;
	}
	a->n = (size_t)opt->governors.n;
	a->ncpu = ncpu;
	a->trace = trace;
	a->st = calloc(a->n * ncpu, sizeof(*a->st));
	a->last = calloc(a->n * ncpu, sizeof(*a->last));
	a->have_last = calloc(a->n * ncpu, sizeof(*a->have_last));
	a->act_khz = calloc(ncpu, sizeof(*a->act_khz));
	if (!a->st || !a->last || !a->have_last || !a->act_khz) {
		snprintf(err, errlen, "out of memory");
		return -ENOMEM;
	}
	for (size_t g = 0; g < a->n; g++)
		for (int i = 0; i < ncpu; i++)
			gov_state_init(&a->gov[g], &a->st[g * ncpu + i], &a->cpu);
	return 0;
}

/* The counters of one interval as the governors see them: raw deltas, times in microseconds. */
static void sample_of(const struct derive_ctx *ctx, const struct delta *d, struct gov_sample *s)
{
	memset(s, 0, sizeof(*s));
	s->aperf = d->acnt / ctx->mperf_mult;
	s->mperf = d->mcnt / ctx->mperf_mult;
	/* a 64-bit delta near 2^64 rounds to 2^64 as a double, past what converts back (undefined) */
	s->tsc = delta_raw(d, RAW_TSC)->v < 0x1p64 ? (uint64_t)delta_raw(d, RAW_TSC)->v : UINT64_MAX;
	s->now_us = d->t.mono_ns / 1000;
	s->duration_us = (uint64_t)llround(d->interval_s * 1e6);
}

/*
 * A governor samples every few milliseconds (intel_pstate's 10 ms timer,
 * ondemand's sampling_rate, schedutil at each tick); fed one sample of a 1 s
 * interval it decides once on the average of a hundred of its periods, and
 * two settings that differ only in how they react within that time give the
 * same answer.  Said once, with how to record at the governor's own pace.
 */
static void note_coarse(struct advisor *a, double interval_s, char *notice, size_t noticelen)
{
	for (size_t g = 0; g < a->n && !a->coarse_said; g++) {
		uint64_t period = a->gov[g].ops->period_us ? a->gov[g].ops->period_us(&a->gov[g]) : 0;
		size_t used = strlen(notice);

		if (!period || (a->gov[g].ops->traits & GOV_LOAD_BLIND) || interval_s * 1e6 < 10.0 * (double)period)
			continue;
		snprintf(notice + used, noticelen - used, "%s--governor %s: the %.3f s interval is %.0fx its %.3f ms "
			 "period, so its advice averages over many decisions; record at its pace "
			 "(--record FILE --interval 0.01) and replay that", used ? "; " : "", a->gov[g].spec,
			 interval_s, interval_s * 1e6 / (double)period, (double)period / 1e3);
		a->coarse_said = true;
	}
}

void advise_interval(struct advisor *a, const struct topology *t, const struct derive_ctx *ctx,
		     const struct delta *cpu, struct advice *out, char *notice, size_t noticelen)
{
	if (!a->n)	/* nothing to decide: @out may be NULL (measure/session.c keeps none) */
		return;
	for (int i = 0; !a->coarse_said && i < t->n; i++)
		if (!cpu[i].offline && cpu[i].interval_s > 0) {
			note_coarse(a, cpu[i].interval_s, notice, noticelen);
			break;
		}
	for (int i = 0; i < t->n; i++) {
		const struct delta *d = &cpu[i];
		struct gov_sample s;

		sample_of(ctx, d, &s);
		memset(&out[i], 0, sizeof(out[i]));
		for (size_t g = 0; g < a->n; g++) {
			size_t k = g * a->ncpu + i;

			/* decide from the P-state the hardware was asked for, as the driver would */
			if (delta_raw(d, RAW_PERF_CTL)->st == DS_OK)
				gov_state_set_current(&a->st[k], &a->cpu, (int)delta_raw(d, RAW_PERF_CTL)->v);
			int usable = !d->offline && delta_raw(d, RAW_APERF)->st == DS_OK &&
				     delta_raw(d, RAW_MPERF)->st == DS_OK && delta_raw(d, RAW_TSC)->st == DS_OK;
			int rc = usable ? gov_advise(&a->gov[g], &a->st[k], &a->cpu, &s, &a->last[k]) : -EINVAL;

			if (rc == 1)
				a->have_last[k] = 1;
			out[i].gov[g].ok = rc >= 0 && a->have_last[k];
			out[i].gov[g].pstate = a->last[k].pstate;
			out[i].gov[g].khz = a->last[k].khz;
			if (rc == 1 && a->trace) {
				char buf[512];

				gov_trace_format(&a->last[k], buf, sizeof(buf));
				fprintf(a->trace, "cpu%d %s: %s\n", t->cpu[i].cpu, a->gov[g].spec, buf);
			}
			if (g == 0 && a->act)
				a->act_khz[i] = rc == 1 ? a->last[k].khz : 0;
		}
	}
}

void advise_act(struct advisor *a, const struct topology *t)
{
	for (int i = 0; a->act && i < t->n; i++)
		if (a->act_khz[i])
			cpufreq_act_set_khz(a->act, t->cpu[i].cpu, a->act_khz[i]);
}

void advise_restore(struct advisor *a)
{
	cpufreq_act_restore(a->act);
}

void advise_close(struct advisor *a)
{
	if (a->act) {
		cpufreq_act_restore(a->act);
		cpufreq_act_close(a->act);
	}
	free(a->st);
	free(a->last);
	free(a->have_last);
	free(a->act_khz);
	memset(a, 0, sizeof(*a));
}
