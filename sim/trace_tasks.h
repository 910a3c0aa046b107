/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The tasks of a scheduler trace as the simulator replays them
 * (sim/trace_tasks.c): each task alternates bursts of CPU work, counted in
 * cycles at the frequency its CPU ran at, and sleeps, each kept with who
 * ended it.  A sleep ended by another task is split into the waker's CPU
 * work in that window (it scales with the simulated frequency) and the rest
 * (frequency-independent: device, timer, network); a sleep ended from an
 * interrupt or the idle task is all frequency-independent.  That keeps the
 * trace's closed loop to first order: a slower waker wakes its sleeper later.
 */
#ifndef TSNG_TRACE_TASKS_H
#define TSNG_TRACE_TASKS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "sim/trace_read.h"

/* Bounds on what one trace may hold: beyond them the read fails with a one-line reason. */
#define TRACE_MAX_TASKS 4096
#define TRACE_MAX_SLICES 1000000	/* times a task ran on a CPU, all tasks */
#define TRACE_MAX_CPUS 1024
#define TRACE_LINE_MAX 4096		/* longest line read (perf's longest sched line is under 300 bytes) */
#define TRACE_NEVER UINT64_MAX		/* a sleep that lasts to the end of the trace */

/* One phase of a task: a burst of work, then a sleep. */
struct trace_seg {
	uint64_t cycles;		/* the burst's work at the frequencies it ran at */
	uint64_t run_ns;		/* its time on a CPU in the trace */
	uint64_t sleep_ns;		/* then asleep this long (TRACE_NEVER: to the end) */
	uint64_t waker_cycles;		/* of the sleep, the waker's work ... */
	uint64_t waker_ns;		/* ... and its time on a CPU for it */
	uint64_t wait_ns;		/* from the wake-up to running (the trace's wake-up latency) */
	int waker;			/* the waking task's index; -1: an interrupt, a timer, or not seen */
	char state;			/* how it slept: 'S', or 'D' (uninterruptible: taken as an IO wait) */
};

struct trace_task {
	int tid;
	char comm[TRACE_COMM_LEN];
	size_t first, nseg;		/* its phases in trace_model.seg; phase 0 is the time before its first burst */
	uint64_t cpu_ns, cycles;	/* all its bursts */
};

struct trace_stats {
	unsigned long lines, events, skipped, bad, out_of_order, migrations, freq_events;
	unsigned long lost_switches;	/* a CPU's task changed with no sched_switch (a lost event) */
	unsigned long first_bad_line;	/* line number of the first bad line, 0 if none */
};

struct trace_model {
	struct trace_task *task;
	size_t ntasks;
	struct trace_seg *seg;
	size_t nseg;
	uint64_t t0_ns, t1_ns;		/* first and last event */
	unsigned ncpus;			/* highest CPU seen + 1 */
	unsigned const_mhz;		/* the declared frequency where the trace has no cpu_frequency event */
	int has_freq;			/* cycles come from power:cpu_frequency events */
	uint64_t unclocked_ns;		/* time run on a CPU of no known frequency (const_mhz 0, before its first event) */
	struct trace_stats st;
};

/*
 * Reads a trace (sim/trace_read.h's formats) from @f.  The frequency a CPU
 * ran at before its first power:cpu_frequency event, or throughout when
 * there is none: @cpu_mhz[cpu] for a CPU below @ncpu_mhz that has one (a
 * recording's), else @mhz (a declared constant), never guessed.  0, or
 * -EINVAL (nothing usable, a bound passed: the reason in @err), -ENOMEM,
 * -EIO.
 */
int trace_model_read(FILE *f, unsigned mhz, const unsigned *cpu_mhz, unsigned ncpu_mhz, struct trace_model *m,
		     char *err, size_t errlen);
void trace_model_free(struct trace_model *m);

#endif
