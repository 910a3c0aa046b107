// SPDX-License-Identifier: GPL-2.0-only
/*
 * A command's or a cgroup's own counters.  perf_event_open(2) either on the
 * command's process with cpu = -1 (wherever it runs), inherit (its
 * children, forked after the open, count into the same counters) and
 * enable_on_exec (counting starts at its exec, not in the fork's
 * leftovers); or, for a cgroup, one counter a CPU with pid = the cgroup
 * directory's descriptor and PERF_FLAG_PID_CGROUP (counting the cgroup's
 * tasks while they run there; CAP_PERFMON or CAP_SYS_ADMIN), summed.
 * Generic hardware events (include/uapi/linux/perf_event.h:
 * PERF_COUNT_HW_CPU_CYCLES, PERF_COUNT_HW_INSTRUCTIONS,
 * PERF_COUNT_HW_REF_CPU_CYCLES), or MPERF from the msr PMU
 * (arch/x86/events/msr.c) for the reference cycles where the generic event
 * is missing.  Inherited counters cannot be read as a group, so each is its own.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "msr/task.h"

static const char *const names[TASK__COUNT] = { [TASK_CYCLES] = "cycles", [TASK_INSTR] = "instructions" };

static int open_one(const struct task_counters *t, uint32_t type, uint64_t config, int cpu)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = type;
	attr.config = config;
	if (!t->cgroup) {
		attr.disabled = 1;
		attr.inherit = 1;
		attr.enable_on_exec = 1;
	}
	int fd = (int)syscall(SYS_perf_event_open, &attr, t->pid, t->cgroup ? cpu : -1, -1,
			      PERF_FLAG_FD_CLOEXEC | (t->cgroup ? PERF_FLAG_PID_CGROUP : 0));

	return fd < 0 ? -errno : fd;
}

/*
 * Event @e on every CPU of the target: 0 when one opened (a CPU offline,
 * ENODEV, is passed over), else the first other error.
 */
static int open_event(struct task_counters *t, enum task_event e, uint32_t type, uint64_t config)
{
	int opened = 0, first = 0;

	for (int i = 0; i < t->n; i++) {
		int fd = open_one(t, type, config, i);

		t->fd[e][i] = fd < 0 ? -1 : fd;
		opened += fd >= 0;
		if (fd < 0 && fd != -ENODEV && !first)
			first = fd;
	}
	t->err[e] = opened ? 0 : first ? first : -ENODEV;
	return t->err[e];
}

static int start(struct task_counters *t, int n, const struct task_mperf *mperf)
{
	t->n = n;
	t->ref = TASK_REF_CYCLES;
	for (int e = 0; e < TASK__COUNT; e++) {
		t->fd[e] = malloc((size_t)n * sizeof(int));
		if (!t->fd[e])
			return -ENOMEM;
		for (int i = 0; i < n; i++)
			t->fd[e][i] = -1;
		t->err[e] = -ENOENT;
	}
	if (open_event(t, TASK_CYCLES, PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES))
		return t->err[TASK_CYCLES];
	open_event(t, TASK_INSTR, PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS);
	if (open_event(t, TASK_REF, PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES) && mperf && mperf->type) {
		t->ref = TASK_REF_MPERF;
		open_event(t, TASK_REF, mperf->type, mperf->config);
	}
	return 0;
}

int task_counters_open(struct task_counters *t, int pid, const struct task_mperf *mperf)
{
	task_counters_close(t);
	t->pid = pid;
	t->cgroup = 0;
	return start(t, 1, mperf);
}

int task_counters_open_cgroup(struct task_counters *t, int dirfd, int ncpu, const struct task_mperf *mperf)
{
	task_counters_close(t);
	t->pid = dirfd;
	t->cgroup = 1;
	return start(t, ncpu, mperf);
}

int task_counters_read(const struct task_counters *t, const char *event, uint64_t *val)
{
	int e = t->ref && strcmp(event, t->ref) == 0 ? TASK_REF : -1;

	for (int i = 0; e < 0 && i < TASK__COUNT; i++)
		if (names[i] && strcmp(event, names[i]) == 0)
			e = i;
	if (e < 0 || !t->ref)
		return -ENOENT;
	if (t->err[e])
		return t->err[e];
	*val = 0;
	for (int i = 0; i < t->n; i++) {
		uint64_t v;

		if (t->fd[e][i] < 0)
			continue;
		if (read(t->fd[e][i], &v, sizeof(v)) != (ssize_t)sizeof(v))
			return -EIO;
		*val += v;
	}
	return 0;
}

void task_counters_close(struct task_counters *t)
{
	for (int e = 0; e < TASK__COUNT; e++) {
		for (int i = 0; t->fd[e] && i < t->n; i++)
			if (t->fd[e][i] >= 0)
				close(t->fd[e][i]);
		free(t->fd[e]);
		t->fd[e] = NULL;
	}
	t->n = 0;
	t->ref = NULL;
}
