// SPDX-License-Identifier: GPL-2.0-only
/*
 * Run queues, when a workload has more streams than CPUs: each CPU a CFS
 * run queue of nice-0 streams (kernel/sched/fair.c of v5.2, sim/cfs.c for
 * the arithmetic).  The running stream keeps the CPU until it sleeps, a tick
 * finds its slice used (check_preempt_tick()) or a woken stream is more than
 * wakeup_granularity behind it in vruntime (check_preempt_wakeup()); the next
 * is the leftmost (least vruntime).  A woken stream goes back to its CPU
 * (wake_affine() keeps a sync wake-up on the waker's CPU: tbench's client and
 * server are one stream) unless that CPU is busy and select_idle_sibling()
 * finds an idle core, then an idle CPU, in the LLC, here every simulated CPU;
 * it then migrates, its tasks' PELT util detached from the old CPU and
 * attached to the new (remove_entity_load_avg(), attach_entity_load_avg()),
 * its vruntime carried relative to min_vruntime.  Simplifications: no
 * buddies, no SIS_PROP scan limit, no periodic or idle load balancing, the
 * governor called at a wake-up and at ticks as without run queues.
 */
#include "sim/cfs.h"
#include "sim/sim_state.h"

/*
 * The CPU's stream in @state that comes first: queued, the leftmost (least
 * vruntime); asleep, the earliest wake-up.  Ties: the lower stream; NULL: none.
 */
static struct sim_stream *sim_rq_least(struct sim *s, unsigned cpu, enum stream_state state)
{
	struct sim_stream *best = NULL;

	for (unsigned k = 0; k < s->nstreams; k++) {
		struct sim_stream *sp = &s->stream[k];

		if (sp->cpu != cpu || sp->state != state)
			continue;
		if (!best || (state == STREAM_SLEEP ? sp->wake_at < best->wake_at : sp->vruntime < best->vruntime))
			best = sp;
	}
	return best;
}

struct sim_stream *sim_rq_first(struct sim *s, unsigned cpu)
{
	return sim_rq_least(s, cpu, STREAM_QUEUED);
}

/* update_min_vruntime(): never backwards, the least of the running and the leftmost. */
static void sim_rq_min_vruntime(struct sim *s, struct sim_core *c)
{
	const struct sim_stream *first = sim_rq_first(s, sim_cpu_of(s, c));
	const struct sim_stream *curr = c->sp->state == STREAM_RUN ? c->sp : NULL;
	int64_t v;

	if (!curr && !first)
		return;
	v = curr ? curr->vruntime : first->vruntime;
	if (first && first->vruntime < v)
		v = first->vruntime;
	if (v > c->min_vruntime)
		c->min_vruntime = v;
}

/* set_next_entity(): the stream runs on the CPU, its slice counted from now. */
void sim_rq_run(struct sim *s, struct sim_core *c, struct sim_stream *sp)
{
	c->sp = sp;
	sp->state = STREAM_RUN;
	if (c->mode == CORE_BUSY)
		sim_stream_runs(s, sp);	/* on the idle path it runs once the CPU is awake (sim_wake()) */
	sp->exec_start = sp->sum_exec;
	sim_rq_min_vruntime(s, c);
}

void sim_rq_place(const struct sim *s, const struct sim_core *c, struct sim_stream *sp)
{
	sp->vruntime = sim_cfs_place(sp->vruntime, c->min_vruntime, s->cfs_factor);
}

struct sim_stream *sim_rq_sleeper(struct sim *s, unsigned cpu)
{
	return sim_rq_least(s, cpu, STREAM_SLEEP);
}

static int sim_rq_idle(const struct sim *s, unsigned cpu)
{
	return s->core[cpu].mode == CORE_IDLE && s->core[cpu].idle_until > s->t;
}

/* select_idle_core() then select_idle_cpu(), scanning from the next CPU round (for_each_cpu_wrap()). */
static struct sim_core *sim_rq_select_idle(struct sim *s, unsigned target)
{
	unsigned n = s->cfg->cores;

	for (int pass = s->smt > 1 ? 0 : 1; pass < 2; pass++) {
		for (unsigned k = 1; k < n; k++) {
			unsigned j = (target + k) % n, first = j / s->smt * s->smt, idle = 1;

			for (unsigned t = first; pass == 0 && t < first + s->smt; t++)
				idle &= sim_rq_idle(s, t);
			if (idle && sim_rq_idle(s, j))
				return &s->core[j];
		}
	}
	return NULL;
}

/* The stream moves to an idle CPU, which wakes for it now. */
static void sim_rq_migrate(struct sim *s, struct sim_core *from, struct sim_core *to, struct sim_stream *sp)
{
	for (unsigned k = 0; k < SIM_MAX_TASKS; k++) {
		struct sim_task *tk = &sp->task[k];

		if (!tk->attached)
			continue;
		sim_task_detach(from, tk);
		to->util += tk->util[0];
		to->util_raw += tk->util[1];
		tk->attached = 1;
	}
	sp->vruntime = sp->vruntime - from->min_vruntime + to->min_vruntime;
	sp->cpu = sim_cpu_of(s, to);
	to->idle_until = s->t;
	s->migrations++;
}

/*
 * A sleeping stream wakes while its CPU is busy (or waking): it migrates to
 * an idle CPU, or is enqueued here: its next phase begins (the request it
 * ends is counted), the governor is told, and it may preempt the running one.
 */
static void sim_rq_wakeup(struct sim *s, struct sim_core *c, struct sim_stream *sp, sim_gov_call_fn *call)
{
	int iowait = sp->ph.iowait;
	struct sim_core *to = sim_rq_select_idle(s, sim_cpu_of(s, c));

	if (to) {
		sim_rq_migrate(s, c, to, sp);
		return;
	}
	sim_rq_place(s, c, sp);
	sim_stream_phase(s, c, sp, s->t);
	sp->state = STREAM_QUEUED;
	if (s->g->ops->drive == GOV_DRIVE_UPDATE && c->mode == CORE_BUSY)
		call(s, c, iowait);
	if (c->mode == CORE_BUSY && sim_cfs_wakeup_preempts(c->sp->vruntime, sp->vruntime, s->cfs_factor)) {
		c->sp->state = STREAM_QUEUED;
		sim_rq_run(s, c, sp);
	}
}

/* Every stream of this CPU whose sleep is over (the CPU is not idle: the idle path wakes it). */
void sim_rq_wakeups(struct sim *s, struct sim_core *c, sim_gov_call_fn *call)
{
	unsigned cpu = sim_cpu_of(s, c);

	if (c->mode == CORE_IDLE || c->next_wake > s->t)
		return;
	for (unsigned k = 0; k < s->nstreams; k++) {
		struct sim_stream *sp = &s->stream[k];

		if (sp->cpu == cpu && sp->state == STREAM_SLEEP && sp->wake_at <= s->t)
			sim_rq_wakeup(s, c, sp, call);
	}
}

/* check_preempt_tick() at a scheduler tick with more than one runnable stream. */
void sim_rq_tick(struct sim *s, struct sim_core *c)
{
	unsigned cpu = sim_cpu_of(s, c), nr = 1;
	struct sim_stream *curr = c->sp, *first = sim_rq_first(s, cpu);

	for (unsigned k = 0; k < s->nstreams; k++)
		nr += s->stream[k].cpu == cpu && s->stream[k].state == STREAM_QUEUED;
	sim_rq_min_vruntime(s, c);
	if (!first || !sim_cfs_tick_preempts(nr, curr->sum_exec - curr->exec_start, curr->vruntime, first->vruntime,
					     s->cfs_factor))
		return;
	curr->state = STREAM_QUEUED;
	sim_rq_run(s, c, sim_rq_first(s, cpu));
}
