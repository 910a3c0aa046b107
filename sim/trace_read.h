/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One line of a scheduler trace as text (sim/trace_read.c): what
 * `perf script -F comm,pid,tid,cpu,time,event,trace` prints for the events
 * of `perf sched record`, and what ftrace's trace file and
 * `trace-cmd report` print for the same events (with or without
 * libtraceevent's sched_switch plugin).  Only the events the simulator uses
 * are decoded; every other line is counted, never guessed at.
 */
#ifndef TSNG_TRACE_READ_H
#define TSNG_TRACE_READ_H

#include <stdint.h>

#define TRACE_COMM_LEN 16		/* TASK_COMM_LEN (include/linux/sched.h) */

enum trace_ev {
	TEV_SWITCH,			/* sched:sched_switch */
	TEV_WAKING,			/* sched:sched_waking: the waker decides (v4.3 on) */
	TEV_WAKEUP,			/* sched:sched_wakeup: the task is on a run queue */
	TEV_WAKEUP_NEW,			/* sched:sched_wakeup_new: a new task's first wake-up */
	TEV_MIGRATE,			/* sched:sched_migrate_task */
	TEV_FREQ,			/* power:cpu_frequency */
};

struct trace_event {
	enum trace_ev type;
	uint64_t t_ns;
	unsigned cpu;			/* where the event was emitted */
	int ctx_pid;			/* the task it was emitted in the context of (its tid) */
	int pid;			/* switch: prev; wake-ups, migrate: the task */
	int next_pid;			/* switch */
	char state;			/* switch: prev_state's first letter (R: preempted, still runnable) */
	unsigned arg;			/* wake-ups: target CPU; migrate: dest CPU; freq: kHz */
	unsigned freq_cpu;		/* freq: cpu_id */
	char comm[TRACE_COMM_LEN];	/* switch: next's; wake-ups, migrate: the task's */
};

enum trace_line {
	TRACE_LINE_EVENT,		/* @ev holds an event */
	TRACE_LINE_SKIP,		/* a comment, a blank line or an event the simulator does not use */
	TRACE_LINE_BAD,			/* neither: counted and reported */
};

/* Decodes one NUL-terminated line (its newline, if any, included). */
enum trace_line trace_read_line(const char *line, struct trace_event *ev);

#endif
