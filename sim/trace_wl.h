/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --simulate trace:FILE (sim/trace_wl.c): a scheduler trace's tasks
 * (sim/trace_tasks.h) replayed through the governors as workload streams,
 * one a task: each burst is its cycles of work at the simulated clock, each
 * sleep its frequency-independent part plus the waker's work in it at the
 * simulated clock.  The run ends when every task has done its last burst.
 */
#ifndef TSNG_TRACE_WL_H
#define TSNG_TRACE_WL_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/sim.h"
#include "sim/trace_tasks.h"
#include "sim/workload.h"

/*
 * The reference row (the trace's own frequencies held, no governor) must
 * reproduce the trace's elapsed time within this share, declared before any
 * run: the simulator's C-state exits and run queues are a model of the
 * traced machine's, and a sleep's waker is reduced to its work in the sleep.
 */
#define TRACE_REF_BOUND 0.10

struct sim_trace_wl {
	const struct trace_model *m;
	unsigned nstreams;		/* at least the simulated CPUs: streams past the tasks stay idle */
	size_t ntasks;			/* replayed: the tasks with the most CPU time, SIM_MAX_STREAMS at most */
	size_t task[SIM_MAX_STREAMS];	/* the trace task each stream replays */
	uint64_t requests;		/* the phases every stream completes: the run ends at the last */
	double left_out_cpu_ns;		/* CPU time of the tasks not replayed */
};

/* Which tasks become streams on @cpus simulated CPUs. */
void sim_trace_wl_build(const struct trace_model *m, unsigned cpus, struct sim_trace_wl *t);
/* A stream's next phase (sim_workload_next() for a trace's workload). */
void sim_trace_wl_next(const struct sim_trace_wl *t, struct sim_wl_state *st, struct sim_phase *ph);
/* The workload whose streams replay @t (sim/workload.h sim_workload_new()); free() it.  NULL: out of memory. */
struct sim_workload *sim_trace_workload(const struct sim_trace_wl *t);

/* What the trace path of --simulate needs from its caller (sim/simulate.c), all checked. */
struct sim_trace_request {
	const char *path;
	unsigned mhz;			/* --trace-mhz: the declared frequency; 0: none declared */
	const unsigned *rec_mhz;	/* a recording's busy MHz by CPU number (--replay), or NULL */
	unsigned rec_ncpus;
	const struct gov_inst *g;
	const enum sim_place *place;
	size_t ngov;
	const struct gov_cpu *cpu;	/* the part the governors run on */
	const struct sim_power *power;
	const struct hwp_caps *hwp;
	const char *part_name;
};

/* The report on @out: 0; 2 bad input, 1 a write error or no memory, the reason in @err. */
int sim_trace_main(const struct sim_trace_request *rq, FILE *out, char *err, size_t errlen);

#endif
