/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_WORKLOAD_H
#define TSNG_SIM_WORKLOAD_H

#include <stddef.h>
#include <stdint.h>

/* Workloads: per core, a stream of phases, each busy for some cycles then idle. */
#define SIM_NEVER UINT64_MAX		/* idle_ns of a core the workload leaves idle */
struct sim_phase {
	uint64_t cycles;		/* work to do, in CPU cycles */
	uint64_t idle_ns;		/* then sleep this long (SIM_NEVER: for good) ... */
	uint64_t peer_cycles;		/* ... plus while a peer does this much work at the domain's clock ... */
	uint64_t period_ns;		/* ... or, if set, until period_ns after the phase began */
	int iowait;			/* the sleep is an IO wait (wakes with SCHED_CPUFREQ_IOWAIT) */
	int poll;			/* the sleep is cpuidle's poll loop: C0 (MPERF runs), no work */
	unsigned task;			/* which of the core's tasks runs it (0..SIM_MAX_TASKS-1) */
	int new_task;			/* the task is new (forked): its PELT starts afresh */
	int leave;			/* after it the task leaves the core (migrates or exits) */
	int request;			/* it is one request: its latency runs until the next phase begins */
	int handoff;			/* serial chain: the next phase runs on the next CPU (sim_handoff()) */
	/*
	 * Closed loops (a task waits for another's wake-up): after its work the
	 * phase wakes workload stream wake - 1 idle_ns later (0: none), and with
	 * wait it then sleeps until another stream wakes it (instead of idle_ns).
	 * Without run queues only (one stream a CPU); a wake-up that comes before
	 * the wait is kept for it.
	 */
	unsigned wake;
	int wait;
};
#define SIM_MAX_TASKS 2			/* tasks taking turns on one core */

struct sim_workload;
struct sim_wl_state {
	const struct sim_workload *w;
	uint64_t rng;
	uint64_t left;			/* round trips left in the current session */
	unsigned core;			/* which core of the domain this stream feeds */
	unsigned clients;		/* --sim-clients: streams with work (0: the workload's own number) */
	int paired;			/* stream k and k ^ 1 are a closed loop on two CPUs (set by sim_run) */
	unsigned svc_milli, think_milli;	/* this run's service and think time scales, x 1000 */
};

size_t sim_workload_count(void);
const char *sim_workload_name(size_t i);
const char *sim_workload_description(size_t i);
/* What the workload's source thread measured (lines ending in newlines), or NULL. */
const char *sim_workload_reference(const char *name);
const struct sim_workload *sim_workload_find(const char *name);
/* 1 if the workload takes --sim-clients (streams 0..clients-1 have work), else 0. */
int sim_workload_takes_clients(const struct sim_workload *w);
void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed, unsigned core,
		       unsigned clients);
void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph);
/*
 * The run's own service and think time scales, drawn from @run_seed (an
 * ensemble gives each governor's run of a seed its own: two runs of a
 * benchmark differ even on the same workload).
 */
void sim_workload_spread(struct sim_wl_state *st, uint64_t run_seed);
/*
 * A closed-loop workload's declared split of one request (sim/workload.c):
 * mean CPU work in cycles (at the current clock) and mean frequency-independent
 * time in ns (wake-ups; C-state exits come from the part on top).  0, or
 * -EINVAL for a workload that declares none.
 */
int sim_workload_split(const struct sim_workload *w, uint64_t *cycles, uint64_t *fi_ns);
/*
 * A workload of the caller's (sim/trace_wl.c replays a scheduler trace's
 * tasks): @next gives each stream's phases and finds @data with
 * sim_workload_data(st->w), which only such a workload has.  free() it;
 * NULL: out of memory.
 */
struct sim_workload *sim_workload_new(const char *name, const char *description,
				      void (*next)(struct sim_wl_state *st, struct sim_phase *ph), const void *data);
const void *sim_workload_data(const struct sim_workload *w);

#endif
