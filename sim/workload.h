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
};
#define SIM_MAX_TASKS 2			/* tasks taking turns on one core */

struct sim_workload;
struct sim_wl_state {
	const struct sim_workload *w;
	uint64_t rng;
	uint64_t left;			/* round trips left in the current session */
	unsigned core;			/* which core of the domain this stream feeds */
	unsigned clients;		/* --sim-clients: streams with work (0: the workload's own number) */
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
/* A workload whose streams replay a trace's tasks (sim/trace_wl.h); free() it.  NULL: out of memory. */
struct sim_trace_wl;
struct sim_workload *sim_workload_of_trace(const struct sim_trace_wl *t);

#endif
