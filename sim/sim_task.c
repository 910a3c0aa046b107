// SPDX-License-Identifier: GPL-2.0-only
/*
 * The closed loop's streams (sim/sim.c): a stream's next phase, and the
 * PELT util its tasks carry onto a CPU, off it when they leave and back.
 */
#include "sim/pelt.h"
#include "sim/sim_state.h"

void sim_task_detach(struct sim_core *c, struct sim_task *tk)
{
	c->util = c->util > tk->util[0] ? c->util - tk->util[0] : 0;
	c->util_raw = c->util_raw > tk->util[1] ? c->util_raw - tk->util[1] : 0;
	tk->attached = 0;
}

/*
 * The phase's task is enqueued: a new one starts its util as
 * post_init_entity_util_avg() says (load_avg taken as util_avg: nice-0 tasks
 * that never wait for the CPU) and no util_est; one that left brings its util
 * back (it ran elsewhere meanwhile: kept as it left, a model choice).
 */
static void sim_task_enqueue(struct sim_core *c, struct sim_stream *sp)
{
	sp->cur = sp->ph.task < SIM_MAX_TASKS ? sp->ph.task : 0;
	struct sim_task *tk = &sp->task[sp->cur];

	if (sp->ph.new_task) {
		if (tk->attached)
			sim_task_detach(c, tk);
		tk->util[0] = sim_pelt_new_task_util((unsigned)c->util, (unsigned)c->util);
		tk->util[1] = sim_pelt_new_task_util((unsigned)c->util_raw, (unsigned)c->util_raw);
		tk->est[0] = tk->est[1] = 0;
	}
	if (!tk->attached) {
		c->util += tk->util[0];
		c->util_raw += tk->util[1];
		tk->attached = 1;
	}
}

/* The task sleeps: util_est_update(); one that leaves takes its util along. */
void sim_task_sleep(struct sim_core *c)
{
	struct sim_task *tk = &c->sp->task[c->sp->cur];

	for (int k = 0; k < 2; k++)
		tk->est[k] = sim_util_est_update(tk->est[k], (unsigned)tk->util[k]);
	if (c->sp->ph.leave)
		sim_task_detach(c, tk);
}

/* The stream's next phase begins on CPU c (its request, if any, ends: counted there). */
void sim_stream_phase(struct sim *s, struct sim_core *c, struct sim_stream *sp, uint64_t t)
{
	if (sp->ph.request) {
		c->requests++;
		c->request_ns += t - sp->phase_start;
		s->requests_done++;
		sim_lat_add(&s->lat, t - sp->phase_start);
	}
	sim_workload_next(&sp->wl, &sp->ph);
	sim_task_enqueue(c, sp);
	sp->phase_start = t;
	sp->rem = sp->ph.cycles * UNITS_PER_CYCLE;
}

/*
 * The stream runs its work now: a wake-up latency ends (the C-state exit,
 * then the wait on the run queue), counted as the kernel's wakeup-to-switch
 * time (sched_waking to sched_switch in a trace).
 */
void sim_stream_runs(struct sim *s, struct sim_stream *sp)
{
	if (!sp->wake_due || s->t < sp->wake_due)
		return;
	uint64_t ns = s->t - sp->wake_due;

	sp->wake_due = 0;
	sp->wake_n++;
	sp->wake_sum_ns += ns;
	if (ns > sp->wake_max_ns)
		sp->wake_max_ns = ns;
	sim_lat_add(&s->wake_lat, ns);
}
