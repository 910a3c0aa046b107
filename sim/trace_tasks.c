// SPDX-License-Identifier: GPL-2.0-only
/*
 * A scheduler trace into tasks of bursts and sleeps (sim/trace_tasks.h).
 * The events are taken in the order read (perf script and ftrace print
 * them in time order; a step back in time is counted and taken as no time).
 * A task's time on a CPU is a slice, from the switch that put it there to
 * the one that took it off; its work is the slice's time at its CPU's
 * frequency, split at each power:cpu_frequency event.  Switched out in state
 * R it stays runnable (preempted: the burst goes on); in any other state it
 * sleeps until a sched_waking (or sched_wakeup, when waking was not
 * recorded) names it.  The waker is the task the wake-up was emitted in the
 * context of; the idle task (pid 0) means an interrupt or a timer.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lib/linelimit.h"
#include "sim/trace_tasks.h"

struct tt_slice {
	uint64_t t0, t1;
	uint64_t cyc_end, ns_end;	/* the task's totals at t1 */
};

enum tt_run { TT_NEW, TT_RUN, TT_READY, TT_SLEEP };

struct tt_task {
	int tid;
	char comm[TRACE_COMM_LEN];
	enum tt_run st;
	unsigned cpu;
	uint64_t since;			/* running: on the CPU since */
	uint64_t sleep_at;		/* sleeping: since */
	uint64_t cyc, ns;		/* totals of its closed slices */
	uint64_t burst_cyc, burst_ns;
	struct tt_slice *sl;
	size_t nsl, capsl;
	struct trace_seg *seg;
	size_t nseg, capseg;
};

struct tt {
	struct trace_model *m;
	struct tt_task *t;
	size_t nt;
	int hash[2 * TRACE_MAX_TASKS];	/* tid -> index + 1 */
	int cur[TRACE_MAX_CPUS];	/* the task running on each CPU, -1 none */
	uint64_t switched[TRACE_MAX_CPUS];	/* the CPU's last switch (the trace's start before its first) */
	uint64_t seen[TRACE_MAX_CPUS];	/* the last event on the CPU in its running task's context */
	unsigned khz[TRACE_MAX_CPUS];
	size_t slices;
	uint64_t last;
	int started;
	char *err;
	size_t errlen;
};

static int tt_fail(struct tt *s, int rc, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->err, s->errlen, fmt, ap);
	va_end(ap);
	return rc;
}

static int tt_grow(void **p, size_t *cap, size_t need, size_t size)
{
	size_t n = *cap ? *cap : 8;
	void *q;

	if (need <= *cap)
		return 0;
	while (n < need)
		n *= 2;
	q = realloc(*p, n * size);
	if (!q)
		return -ENOMEM;
	*p = q;
	*cap = n;
	return 0;
}

/* The task of @tid, added (in state TT_NEW) when @add; -1 when absent or past the bound (-2). */
static int tt_find(struct tt *s, int tid, int add)
{
	size_t n = sizeof(s->hash) / sizeof(s->hash[0]);
	size_t h = ((unsigned)tid * 2654435761u) % n;

	if (tid <= 0)
		return -1;
	for (;; h = (h + 1) % n) {
		if (!s->hash[h])
			break;
		if (s->t[s->hash[h] - 1].tid == tid)
			return s->hash[h] - 1;
	}
	if (!add)
		return -1;
	if (s->nt == TRACE_MAX_TASKS)
		return -2;
	struct tt_task *k = &s->t[s->nt];
	memset(k, 0, sizeof(*k));
	k->tid = tid;
	k->sleep_at = s->m->t0_ns;
	s->hash[h] = (int)++s->nt;
	return (int)s->nt - 1;
}

static uint64_t tt_cycles(uint64_t ns, unsigned khz)
{
	return (uint64_t)((double)ns * khz / 1e6 + 0.5);
}

/* Closes the running task's slice at @t (a switch, or a frequency change on its CPU). */
static int tt_close(struct tt *s, struct tt_task *k, uint64_t t)
{
	uint64_t ns = t - k->since, cyc = tt_cycles(ns, s->khz[k->cpu]);

	if (s->slices == TRACE_MAX_SLICES)
		return tt_fail(s, -EINVAL, "more than %d slices on a CPU: cut the trace (perf script --time)",
			       TRACE_MAX_SLICES);
	if (tt_grow((void **)&k->sl, &k->capsl, k->nsl + 1, sizeof(*k->sl)))
		return -ENOMEM;
	if (!s->khz[k->cpu])
		s->m->unclocked_ns += ns;
	k->cyc += cyc;
	k->ns += ns;
	k->burst_cyc += cyc;
	k->burst_ns += ns;
	k->sl[k->nsl++] = (struct tt_slice){ k->since, t, k->cyc, k->ns };
	s->slices++;
	k->since = t;
	return 0;
}

/* The task's work and CPU time done by @t (@t at or after its last closed slice's start). */
static void tt_total_at(const struct tt *s, const struct tt_task *k, uint64_t t, uint64_t *cyc, uint64_t *ns)
{
	size_t lo = 0, hi = k->nsl;

	if (k->st == TT_RUN && t >= k->since) {
		*cyc = k->cyc + tt_cycles(t - k->since, s->khz[k->cpu]);
		*ns = k->ns + (t - k->since);
		return;
	}
	/* the last slice starting at or before t */
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (k->sl[mid].t0 <= t)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo) {
		*cyc = *ns = 0;
		return;
	}
	const struct tt_slice *sl = &k->sl[lo - 1];
	uint64_t c0 = lo > 1 ? k->sl[lo - 2].cyc_end : 0, n0 = lo > 1 ? k->sl[lo - 2].ns_end : 0;
	if (t >= sl->t1) {
		*cyc = sl->cyc_end;
		*ns = sl->ns_end;
		return;
	}
	/* inside it: its work spread evenly over it */
	double f = (double)(t - sl->t0) / (double)(sl->t1 - sl->t0);
	*cyc = c0 + (uint64_t)((double)(sl->cyc_end - c0) * f + 0.5);
	*ns = n0 + (t - sl->t0);
}

/* A new phase: the burst so far, the sleep to come. */
static int tt_phase(struct tt_task *k, char state, uint64_t t)
{
	if (tt_grow((void **)&k->seg, &k->capseg, k->nseg + 1, sizeof(*k->seg)))
		return -ENOMEM;
	k->seg[k->nseg++] = (struct trace_seg){ .cycles = k->burst_cyc, .run_ns = k->burst_ns,
						 .sleep_ns = TRACE_NEVER, .waker = -1, .state = state };
	k->burst_cyc = k->burst_ns = 0;
	k->sleep_at = t;
	k->st = TT_SLEEP;
	return 0;
}

/* A task never seen before: phase 0 is its time before its first burst (none when it runs now). */
static int tt_first(const struct tt *s, struct tt_task *k)
{
	return k->st == TT_NEW ? tt_phase(k, 'S', s->m->t0_ns) : 0;
}

static void tt_woken(struct tt *s, struct tt_task *k, int waker, uint64_t t)
{
	struct trace_seg *g = &k->seg[k->nseg - 1];

	g->sleep_ns = t - k->sleep_at;
	g->waker = waker;
	if (waker >= 0 && waker != (int)(k - s->t)) {
		uint64_t c0, n0, c1, n1;

		tt_total_at(s, &s->t[waker], k->sleep_at, &c0, &n0);
		tt_total_at(s, &s->t[waker], t, &c1, &n1);
		g->waker_cycles = c1 - c0;
		g->waker_ns = n1 - n0 < g->sleep_ns ? n1 - n0 : g->sleep_ns;
	} else {
		g->waker = -1;
	}
	k->sleep_at = t;	/* now the wait for a CPU */
	k->st = TT_READY;
}

static int tt_switch(struct tt *s, const struct trace_event *ev)
{
	unsigned cpu = ev->cpu;
	int p = tt_find(s, ev->pid, 1), n = tt_find(s, ev->next_pid, 1);
	int rc;

	if (p == -2 || n == -2)
		return tt_fail(s, -EINVAL, "more than %d tasks: cut the trace (perf script --time, --pid)",
			       TRACE_MAX_TASKS);
	if (p >= 0) {
		struct tt_task *k = &s->t[p];

		if (k->st == TT_NEW) {
			/* running since the CPU's last switch, or since the trace began */
			if ((rc = tt_first(s, k)))
				return rc;
			s->t[p].seg[0].sleep_ns = 0;
			k->st = TT_RUN;
			k->cpu = cpu;
			k->since = s->switched[cpu];
		}
		if (k->st == TT_RUN && k->cpu == cpu && (rc = tt_close(s, k, ev->t_ns)))
			return rc;
		if (ev->state == 'R')
			k->st = TT_READY;	/* preempted: the burst goes on */
		else if ((rc = tt_phase(k, ev->state == 'D' ? 'D' : 'S', ev->t_ns)))
			return rc;
	}
	s->cur[cpu] = n;
	s->switched[cpu] = s->seen[cpu] = ev->t_ns;
	if (n >= 0) {
		struct tt_task *k = &s->t[n];

		if (k->st == TT_NEW && (rc = tt_first(s, k)))
			return rc;
		if (k->st == TT_SLEEP)
			tt_woken(s, k, -1, ev->t_ns);	/* its wake-up was not recorded */
		if (!k->burst_ns && !k->burst_cyc && k->nseg)
			k->seg[k->nseg - 1].wait_ns = ev->t_ns - k->sleep_at;
		memcpy(k->comm, ev->comm, sizeof(k->comm));
		k->st = TT_RUN;
		k->cpu = cpu;
		k->since = ev->t_ns;
	}
	return 0;
}

static int tt_wake(struct tt *s, const struct trace_event *ev)
{
	int i = tt_find(s, ev->pid, 1), w = tt_find(s, ev->ctx_pid, 0);
	int rc;

	if (i == -2)
		return tt_fail(s, -EINVAL, "more than %d tasks: cut the trace (perf script --time, --pid)",
			       TRACE_MAX_TASKS);
	if (i < 0)
		return 0;
	struct tt_task *k = &s->t[i];
	if (k->st == TT_NEW) {
		if ((rc = tt_first(s, k)))
			return rc;
		memcpy(k->comm, ev->comm, sizeof(k->comm));
	}
	if (k->st == TT_SLEEP)
		tt_woken(s, k, w, ev->t_ns);
	return 0;
}

static int tt_freq(struct tt *s, const struct trace_event *ev)
{
	int rc;

	if (ev->freq_cpu >= TRACE_MAX_CPUS)
		return tt_fail(s, -EINVAL, "cpu_frequency for CPU %u: at most %d CPUs", ev->freq_cpu, TRACE_MAX_CPUS);
	int c = s->cur[ev->freq_cpu];
	if (c >= 0 && s->t[c].st == TT_RUN && s->t[c].cpu == ev->freq_cpu && (rc = tt_close(s, &s->t[c], ev->t_ns)))
		return rc;
	s->khz[ev->freq_cpu] = ev->arg;
	s->m->has_freq = 1;
	s->m->st.freq_events++;
	return 0;
}

/*
 * Every event names the task it ran in the context of (the idle task's 0
 * in an interrupt of an idle CPU): another than the CPU's running one means
 * the switch that took that one off was lost (a full buffer).  Its slice
 * ends at the last event seen in its context; it stays runnable.
 */
static int tt_context(struct tt *s, const struct trace_event *ev)
{
	int c = s->cur[ev->cpu];

	if (c < 0 || s->t[c].tid == ev->ctx_pid) {
		if (c >= 0)
			s->seen[ev->cpu] = ev->t_ns;
		return 0;
	}
	struct tt_task *k = &s->t[c];
	int rc = k->st == TT_RUN && k->cpu == ev->cpu ? tt_close(s, k, s->seen[ev->cpu]) : 0;

	if (k->st == TT_RUN)
		k->st = TT_READY;
	s->cur[ev->cpu] = -1;
	s->m->st.lost_switches++;
	return rc;
}

static int tt_event(struct tt *s, struct trace_event *ev)
{
	int rc;

	if (ev->cpu >= TRACE_MAX_CPUS)
		return tt_fail(s, -EINVAL, "an event on CPU %u: at most %d CPUs", ev->cpu, TRACE_MAX_CPUS);
	if (!s->started) {
		s->m->t0_ns = s->last = ev->t_ns;
		for (size_t c = 0; c < TRACE_MAX_CPUS; c++)
			s->switched[c] = ev->t_ns;
		s->started = 1;
	}
	if (ev->t_ns < s->last) {
		s->m->st.out_of_order++;
		ev->t_ns = s->last;
	}
	s->last = ev->t_ns;
	if (ev->cpu + 1 > s->m->ncpus)
		s->m->ncpus = ev->cpu + 1;
	s->m->st.events++;
	if (ev->type != TEV_FREQ && (rc = tt_context(s, ev)))
		return rc;
	switch (ev->type) {
	case TEV_SWITCH:
		return tt_switch(s, ev);
	case TEV_WAKING:
	case TEV_WAKEUP:
	case TEV_WAKEUP_NEW:
		return tt_wake(s, ev);
	case TEV_MIGRATE:
		s->m->st.migrations++;
		return 0;
	case TEV_FREQ:
		return tt_freq(s, ev);
	}
	return 0;
}

/* The end of the trace: running tasks close their last burst; every last sleep lasts to the end. */
static int tt_finish(struct tt *s)
{
	size_t nseg = 0, j = 0;
	struct trace_model *m = s->m;
	int rc;

	m->t1_ns = s->last;
	for (size_t i = 0; i < s->nt; i++) {
		struct tt_task *k = &s->t[i];

		if (k->st == TT_RUN && (rc = tt_close(s, k, m->t1_ns)))
			return rc;
		if (k->burst_ns && (rc = tt_phase(k, 'S', m->t1_ns)))
			return rc;
		nseg += k->nseg;
	}
	m->task = calloc(s->nt ? s->nt : 1, sizeof(*m->task));
	m->seg = calloc(nseg ? nseg : 1, sizeof(*m->seg));
	if (!m->task || !m->seg)
		return -ENOMEM;
	for (size_t i = 0; i < s->nt; i++) {
		const struct tt_task *k = &s->t[i];
		struct trace_task *o = &m->task[i];

		o->tid = k->tid;
		memcpy(o->comm, k->comm, sizeof(o->comm));
		o->first = j;
		o->nseg = k->nseg;
		o->cpu_ns = k->ns;
		o->cycles = k->cyc;
		memcpy(m->seg + j, k->seg, k->nseg * sizeof(*k->seg));
		j += k->nseg;
	}
	m->ntasks = s->nt;
	m->nseg = nseg;
	return 0;
}

int trace_model_read(FILE *f, unsigned mhz, const unsigned *cpu_mhz, unsigned ncpu_mhz, struct trace_model *m,
		     char *err, size_t errlen)
{
	struct linelimit ll = { .f = f, .line_max = TRACE_LINE_MAX, .total_max = UINT64_MAX };
	struct tt *s = calloc(1, sizeof(*s));
	struct trace_event ev;
	long n;
	int rc = 0;

	memset(m, 0, sizeof(*m));
	if (!s || !(s->t = calloc(TRACE_MAX_TASKS, sizeof(*s->t)))) {
		free(s);
		return -ENOMEM;
	}
	s->m = m;
	s->err = err;
	s->errlen = errlen;
	m->const_mhz = mhz;
	for (size_t c = 0; c < TRACE_MAX_CPUS; c++) {
		s->cur[c] = -1;
		s->khz[c] = (c < ncpu_mhz && cpu_mhz[c] ? cpu_mhz[c] : mhz) * 1000;
	}
	while (!rc && (n = linelimit_next(&ll)) != 0) {
		if (n == -EFBIG) {
			rc = tt_fail(s, -EINVAL, "line %lu is longer than %d bytes: not a scheduler trace",
				     m->st.lines + 1, TRACE_LINE_MAX);
			break;
		}
		if (n < 0) {
			rc = n == -ENOMEM ? -ENOMEM : -EIO;
			break;
		}
		m->st.lines++;
		switch (trace_read_line(ll.buf, &ev)) {
		case TRACE_LINE_EVENT:
			rc = tt_event(s, &ev);
			break;
		case TRACE_LINE_SKIP:
			m->st.skipped++;
			break;
		case TRACE_LINE_BAD:
			if (!m->st.bad++)
				m->st.first_bad_line = m->st.lines;
			break;
		}
	}
	if (!rc && !m->st.events)
		rc = tt_fail(s, -EINVAL, "no sched_switch or wake-up event in %lu lines (%lu not understood)",
			     m->st.lines, m->st.bad);
	if (!rc)
		rc = tt_finish(s);
	for (size_t i = 0; i < s->nt; i++) {
		free(s->t[i].sl);
		free(s->t[i].seg);
	}
	free(s->t);
	free(s);
	linelimit_free(&ll);
	if (rc)
		trace_model_free(m);
	return rc;
}

void trace_model_free(struct trace_model *m)
{
	free(m->task);
	free(m->seg);
	m->task = NULL;
	m->seg = NULL;
	m->ntasks = m->nseg = 0;
}
