// SPDX-License-Identifier: GPL-2.0-only
/*
 * A scheduler trace through the governors (sim/trace_wl.h).  Rows: the
 * trace as recorded (its span and its own wake-up latencies, sched_waking
 * to sched_switch), the reference (the trace's frequency held on the
 * trace's CPUs: what the simulator makes of the trace with no governor
 * effect, which must come within TRACE_REF_BOUND of the recorded span), then
 * each --governor on the part.
 */
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim/lathist.h"
#include "sim/power.h"
#include "sim/simulate.h"
#include "sim/trace_wl.h"

void sim_trace_wl_build(const struct trace_model *m, unsigned cpus, struct sim_trace_wl *t)
{
	unsigned char *take = calloc(m->ntasks ? m->ntasks : 1, 1);

	memset(t, 0, sizeof(*t));
	t->m = m;
	/* the SIM_MAX_STREAMS tasks with the most CPU time (ties: the first seen), kept in trace order */
	for (size_t n = 0; take && n < SIM_MAX_STREAMS && n < m->ntasks; n++) {
		size_t best = m->ntasks;

		for (size_t i = 0; i < m->ntasks; i++)
			if (!take[i] && (best == m->ntasks || m->task[i].cpu_ns > m->task[best].cpu_ns))
				best = i;
		take[best] = 1;
	}
	for (size_t i = 0; i < m->ntasks; i++) {
		if (take && take[i]) {
			t->task[t->ntasks++] = i;
			t->requests += m->task[i].nseg;
		} else {
			t->left_out_cpu_ns += (double)m->task[i].cpu_ns;
		}
	}
	free(take);
	t->nstreams = t->ntasks > cpus ? (unsigned)t->ntasks : cpus;
}

void sim_trace_wl_next(const struct sim_trace_wl *t, struct sim_wl_state *st, struct sim_phase *ph)
{
	*ph = (struct sim_phase){ .idle_ns = SIM_NEVER };
	if (st->core >= t->ntasks)
		return;		/* a CPU more than the trace has tasks: idle */
	const struct trace_task *k = &t->m->task[t->task[st->core]];
	if (st->left >= k->nseg)
		return;		/* done: the last burst's request ended as this phase began */
	const struct trace_seg *g = &t->m->seg[k->first + st->left++];

	ph->cycles = g->cycles;
	ph->request = 1;
	if (g->sleep_ns == TRACE_NEVER) {
		ph->idle_ns = 0;
		return;
	}
	ph->idle_ns = g->sleep_ns - g->waker_ns;
	ph->peer_cycles = g->waker_cycles;
	ph->iowait = g->state == 'D';
}

static void trace_next(struct sim_wl_state *st, struct sim_phase *ph)
{
	sim_trace_wl_next(sim_workload_data(st->w), st, ph);
}

struct sim_workload *sim_trace_workload(const struct sim_trace_wl *t)
{
	return sim_workload_new("trace", "the tasks of a scheduler trace", trace_next, t);
}

/* The trace's own wake-up latencies: every sleep that a switch-in ended. */
static void trace_own_wakeups(const struct trace_model *m, struct sim_lathist *h)
{
	for (size_t i = 0; i < m->ntasks; i++) {
		const struct trace_task *k = &m->task[i];

		for (size_t j = 0; j + 1 < k->nseg; j++) {
			const struct trace_seg *g = &m->seg[k->first + j];

			if (g->sleep_ns != TRACE_NEVER && (j || g->sleep_ns))
				sim_lat_add(h, g->wait_ns);
		}
	}
}

/* The trace's frequency on every P-state: ratio mhz/100 (at least 1), bus clock to match. */
static void trace_fixed_cpu(unsigned mhz, struct gov_cpu *cpu)
{
	unsigned r = (mhz + 50) / 100 ? (mhz + 50) / 100 : 1;

	*cpu = (struct gov_cpu){ .min_pstate = r, .max_pstate = r, .max_pstate_physical = r, .turbo_pstate = r,
				 .bclk_khz = mhz * 1000 / r };
}

static void trace_row(FILE *out, const char *label, double secs, double span, const double *energy,
		      double mhz, const double *pct)
{
	fprintf(out, "%-34s %10.6f %8.3f ", label, secs, secs / span);
	if (energy)
		fprintf(out, "%9.4f ", *energy);
	else
		fprintf(out, "%9s ", "-");
	if (mhz > 0)
		fprintf(out, "%8.0f", mhz);
	else
		fprintf(out, "%8s", "-");
	fprintf(out, " %9.1f %9.1f %9.1f\n", pct[0], pct[1], pct[2]);
}

static int trace_read_file(const struct sim_trace_request *rq, struct trace_model *m, char *err, size_t errlen)
{
	FILE *f = fopen(rq->path, "r");
	char why[200];
	int rc;

	if (!f) {
		snprintf(err, errlen, "trace %s: %s", rq->path, strerror(errno));
		return 2;
	}
	rc = trace_model_read(f, rq->mhz, rq->rec_mhz, rq->rec_ncpus, m, why, sizeof(why));
	if (rc == -EIO)
		snprintf(why, sizeof(why), "%s", strerror(errno));	/* the read's own reason (EISDIR) */
	fclose(f);
	if (rc == -ENOMEM) {
		snprintf(err, errlen, "out of memory reading trace %s", rq->path);
		return 1;
	}
	if (rc) {
		snprintf(err, errlen, "trace %s: %s", rq->path, why);
		return 2;
	}
	if (m->unclocked_ns) {
		if (m->has_freq)
			snprintf(err, errlen, "trace %s: %.3f ms ran on CPUs before their first power:cpu_frequency event: "
				 "declare the frequency they ran at with --trace-mhz MHZ, or replay a recording taken "
				 "alongside (--replay)", rq->path, (double)m->unclocked_ns * 1e-6);
		else
			snprintf(err, errlen, "trace %s has no power:cpu_frequency event: declare the frequency its CPUs ran "
				 "at with --trace-mhz MHZ, or replay a recording taken alongside (--replay)", rq->path);
		trace_model_free(m);
		return 2;
	}
	if (m->ncpus > SIM_MAX_CORES) {
		snprintf(err, errlen, "trace %s has %u CPUs: the simulator models at most %d", rq->path, m->ncpus,
			 SIM_MAX_CORES);
		trace_model_free(m);
		return 2;
	}
	return 0;
}

static void trace_header(FILE *out, const struct sim_trace_request *rq, const struct trace_model *m,
			 const struct sim_trace_wl *t)
{
	double cpu_ns = 0;

	for (size_t i = 0; i < m->ntasks; i++)
		cpu_ns += (double)m->task[i].cpu_ns;
	fprintf(out, "trace %s: %lu lines, %lu events used, %lu lines not understood", rq->path, m->st.lines,
		m->st.events, m->st.bad);
	if (m->st.bad)
		fprintf(out, " (the first: line %lu)", m->st.first_bad_line);
	if (m->st.out_of_order)
		fprintf(out, ", %lu events earlier than the one before", m->st.out_of_order);
	if (m->st.lost_switches)
		fprintf(out, ", %lu switches lost (a CPU's task changed with no sched_switch)", m->st.lost_switches);
	fprintf(out, "\n%zu tasks on %u CPU%s over %.6f s, %.1f%% busy\n", m->ntasks, m->ncpus, m->ncpus == 1 ? "" : "s",
		(double)(m->t1_ns - m->t0_ns) * 1e-9,
		m->t1_ns > m->t0_ns ? 100.0 * cpu_ns / ((double)(m->t1_ns - m->t0_ns) * m->ncpus) : 0);
	if (m->has_freq)
		fprintf(out, "work: cycles at the frequencies of %lu power:cpu_frequency events%s\n", m->st.freq_events,
			rq->rec_ncpus ? " (before a CPU's first, the recording's)" :
			rq->mhz ? " (before a CPU's first, the declared --trace-mhz)" : "");
	else if (!rq->rec_ncpus)
		fprintf(out, "work: cycles at the declared %u MHz (--trace-mhz; the trace has no power:cpu_frequency "
			"event)\n", rq->mhz);
	if (rq->rec_ncpus && !m->has_freq) {
		fputs("work: cycles at each CPU's busy MHz over the recording replayed beside it (--replay):", out);
		for (unsigned c = 0; c < rq->rec_ncpus && c < m->ncpus; c++)
			if (rq->rec_mhz[c])
				fprintf(out, " cpu%u %u", c, rq->rec_mhz[c]);
			else
				fprintf(out, " cpu%u %s", c, rq->mhz ? "--trace-mhz" : "-");
		fputc('\n', out);
	}
	if (t->ntasks < m->ntasks)
		fprintf(out, "replayed: the %zu tasks with the most CPU time; %zu left out with %.2f%% of it "
			"(at most %d streams)\n", t->ntasks, m->ntasks - t->ntasks,
			cpu_ns > 0 ? 100.0 * t->left_out_cpu_ns / cpu_ns : 0, SIM_MAX_STREAMS);
	fprintf(out, "governors on part %s with the trace's %u CPU%s as one frequency domain\n\n", rq->part_name,
		m->ncpus, m->ncpus == 1 ? "" : "s");
	fprintf(out, "%-34s %10s %8s %9s %8s %9s %9s %9s\n", "run", "elapsed_s", "vs_trace", "energy_J", "Bzy_MHz",
		"wake_p50", "wake_p95", "wake_p99");
}

/* Mean wake-up latency of the busiest tasks, per run. */
static void trace_tasks_table(FILE *out, const struct trace_model *m, const struct sim_trace_wl *t,
			      const struct sim_result *r, size_t nr)
{
	size_t shown = t->ntasks < 5 ? t->ntasks : 5;
	unsigned char done[SIM_MAX_STREAMS] = { 0 };

	fprintf(out, "\nmean wake-up latency (us) of the %zu tasks with the most CPU time:\n%-24s %9s %9s", shown,
		"task", "cpu_ms", "trace");
	for (size_t j = 0; j < nr; j++)
		fprintf(out, " %9s", j ? r[j].label : "reference");
	fputc('\n', out);
	for (size_t n = 0; n < shown; n++) {
		size_t best = t->ntasks;

		for (size_t s = 0; s < t->ntasks; s++)
			if (!done[s] && (best == t->ntasks || m->task[t->task[s]].cpu_ns > m->task[t->task[best]].cpu_ns))
				best = s;
		done[best] = 1;
		const struct trace_task *k = &m->task[t->task[best]];
		double sum = 0;
		unsigned cnt = 0;
		char name[TRACE_COMM_LEN + 12];

		for (size_t j = 1; j + 1 < k->nseg; j++)
			if (m->seg[k->first + j].sleep_ns != TRACE_NEVER) {
				sum += (double)m->seg[k->first + j].wait_ns;
				cnt++;
			}
		snprintf(name, sizeof(name), "%s/%d", k->comm[0] ? k->comm : "?", k->tid);
		fprintf(out, "%-24s %9.3f %9.1f", name, (double)k->cpu_ns * 1e-6, cnt ? sum / cnt / 1000.0 : 0);
		for (size_t j = 0; j < nr; j++)
			fprintf(out, " %9.1f", r[j].stream_wake_us[best]);
		fputc('\n', out);
	}
}

static int trace_runs(const struct sim_trace_request *rq, const struct trace_model *m, const struct sim_trace_wl *t,
		      const struct sim_workload *w, struct sim_result *r, char *err, size_t errlen)
{
	struct gov_cpu fixed;
	struct sim_power fixed_power;
	struct gov_inst perf;
	double span = (double)(m->t1_ns - m->t0_ns) * 1e-9;
	/* the time cap: ten times the trace, whatever governor */
	double cap = span * 10 < 1 ? 1 : span * 10 > SIM_MAX_SECONDS ? SIM_MAX_SECONDS : span * 10;
	struct sim_config cfg = { .workload = w, .cores = m->ncpus, .streams = t->nstreams > m->ncpus ? t->nstreams : 0,
				  .seconds_ns = (uint64_t)llround(cap * 1e9), .seed = SIM_SEED, .requests = t->requests,
				  .call_at_start = 1 };
	/* the reference holds the trace's frequencies: their mean over its work */
	double cyc = 0, ns = 0;

	for (size_t i = 0; i < m->ntasks; i++) {
		cyc += (double)m->task[i].cycles;
		ns += (double)m->task[i].cpu_ns;
	}
	unsigned mhz = ns > 0 ? (unsigned)lround(cyc / ns * 1000) : rq->mhz ? rq->mhz : 1000;
	trace_fixed_cpu(mhz, &fixed);
	sim_power_default(&fixed, &fixed_power);
	if (gov_parse("performance", &perf, err, errlen))
		return 1;
	cfg.cpu = &fixed;
	cfg.power = &fixed_power;
	if (sim_run(&cfg, &perf, &r[0])) {
		snprintf(err, errlen, "cannot simulate the trace at %u MHz", mhz);
		return 2;
	}
	snprintf(r[0].label, sizeof(r[0].label), "reference (%u MHz held)", mhz);
	cfg.cpu = rq->cpu;
	cfg.power = rq->power;
	cfg.hwp = rq->hwp;
	for (size_t i = 0; i < rq->ngov; i++) {
		cfg.place = rq->place[i];
		if (sim_run(&cfg, &rq->g[i], &r[i + 1])) {
			snprintf(err, errlen, "cannot simulate: the CPU's P-state facts are incomplete");
			return 2;
		}
	}
	return 0;
}

int sim_trace_main(const struct sim_trace_request *rq, FILE *out, char *err, size_t errlen)
{
	struct trace_model m;
	struct sim_trace_wl *t = malloc(sizeof(*t));
	struct sim_result *r = calloc(rq->ngov + 1, sizeof(*r));
	struct sim_lathist *own = calloc(1, sizeof(*own));
	struct sim_workload *w = NULL;
	int rc, have_model = 0;

	if (!t || !r || !own) {
		snprintf(err, errlen, "out of memory");
		rc = 1;
		goto out;
	}
	if ((rc = trace_read_file(rq, &m, err, errlen)))
		goto out;
	have_model = 1;
	sim_trace_wl_build(&m, m.ncpus, t);
	w = sim_trace_workload(t);
	if (!w) {
		snprintf(err, errlen, "out of memory");
		rc = 1;
	} else {
		rc = trace_runs(rq, &m, t, w, r, err, errlen);
	}
	if (!rc) {
		double span = (double)(m.t1_ns - m.t0_ns) * 1e-9, own_pct[3];
		double miss = fabs(r[0].seconds / span - 1);

		trace_own_wakeups(&m, own);
		for (int k = 0; k < 3; k++)
			own_pct[k] = sim_lat_pct(own, (double[]){ 50, 95, 99 }[k]) / 1000.0;
		trace_header(out, rq, &m, t);
		trace_row(out, "trace (as recorded)", span, span, NULL, 0, own_pct);
		for (size_t i = 0; i <= rq->ngov; i++)
			trace_row(out, r[i].label, r[i].seconds, span, i ? &r[i].energy_j : NULL, r[i].avg_busy_mhz,
				  r[i].wake_pct_us);
		fprintf(out, "\nreference: %.1f%% from the recorded span, %s the declared %.0f%%%s\n", 100 * miss,
			miss <= TRACE_REF_BOUND ? "within" : "MISSES", 100 * TRACE_REF_BOUND,
			miss <= TRACE_REF_BOUND ? "" : ": the replay does not reproduce this trace; its rows are not evidence");
		for (size_t i = 0; i <= rq->ngov; i++)
			if (r[i].unfinished)
				fprintf(out, "%s: did not finish within %.0f s (ten times the trace)\n", r[i].label,
					r[i].seconds);
		trace_tasks_table(out, &m, t, r, rq->ngov + 1);
		if (fflush(out) || ferror(out)) {
			snprintf(err, errlen, "write error on the report");
			rc = 1;
		}
	}
out:
	if (have_model)
		trace_model_free(&m);
	free(w);
	free(own);
	free(r);
	free(t);
	return rc;
}
