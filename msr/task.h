/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A wrapped command's own counters (msr/task.c): its cycles, reference
 * cycles and instructions, and those of every child it starts, counted by
 * perf from its exec on.
 */
#ifndef TSNG_TASK_H
#define TSNG_TASK_H

#include <stdint.h>

enum task_event { TASK_CYCLES, TASK_REF, TASK_INSTR, TASK__COUNT };

/*
 * The names a task count is read, recorded and replayed by: "cycles",
 * "instructions", and the reference cycles' source, "ref-cycles" (the
 * generic event, at the TSC rate on Intel) or "msr/mperf/" (MPERF through
 * the msr PMU, where there is no generic one, as on AMD).
 */
#define TASK_REF_CYCLES "ref-cycles"
#define TASK_REF_MPERF "msr/mperf/"

/* Zeroed before the first open. */
struct task_counters {
	int pid;		/* the process, or the cgroup directory's descriptor */
	int cgroup;		/* 1: one counter a CPU for a cgroup */
	int n;			/* counters an event: 1, or the CPUs */
	int *fd[TASK__COUNT];	/* n each; -1 not open */
	int err[TASK__COUNT];	/* 0, or the -errno of the open (every CPU's failed) */
	const char *ref;	/* TASK_REF_CYCLES or TASK_REF_MPERF: the one opened, or tried last; NULL: none opened */
};

/* The msr PMU's type and the config of its mperf event, from sysfs; type 0 when it has none. */
struct task_mperf {
	uint32_t type;
	uint64_t config;
};

/*
 * Opens the counters on process @pid, inherited by its children and enabled
 * at its exec (perf_event_open(2): inherit, enable_on_exec): the caller
 * holds the child before its exec until this returns.  0, or the -errno of
 * the cycles counter's open (then nothing is counted).
 */
int task_counters_open(struct task_counters *t, int pid, const struct task_mperf *mperf);

/*
 * The same for the tasks of the cgroup whose directory @dirfd is open
 * (kept open by the caller), on CPUs 0 to @ncpu - 1 (an offline one passed
 * over), counting from now.  0, or the -errno of cycles' open on every CPU.
 */
int task_counters_open_cgroup(struct task_counters *t, int dirfd, int ncpu, const struct task_mperf *mperf);

/* Count @event ("cycles", "instructions", TASK_REF_CYCLES or TASK_REF_MPERF), summed over CPUs: 0, or -errno; -ENOENT not open. */
int task_counters_read(const struct task_counters *t, const char *event, uint64_t *val);

void task_counters_close(struct task_counters *t);

#endif
