// SPDX-License-Identifier: GPL-2.0-only
/*
 * A command's own counters.  perf_event_open(2) with pid = the command,
 * cpu = -1 (wherever it runs), inherit (its children, forked after the
 * open, count into the same counters) and enable_on_exec (counting starts
 * at its exec, not in the fork's leftovers); generic hardware events
 * (include/uapi/linux/perf_event.h: PERF_COUNT_HW_CPU_CYCLES,
 * PERF_COUNT_HW_INSTRUCTIONS, PERF_COUNT_HW_REF_CPU_CYCLES), or MPERF from
 * the msr PMU (arch/x86/events/msr.c) for the reference cycles where the
 * generic event is missing.  Inherited counters cannot be read as a group,
 * so each is its own.
 */
#include <errno.h>
#include <linux/perf_event.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "msr/task.h"

static const char *const names[TASK__COUNT] = { [TASK_CYCLES] = "cycles", [TASK_INSTR] = "instructions" };

static int open_one(uint32_t type, uint64_t config, int pid)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = type;
	attr.config = config;
	attr.disabled = 1;
	attr.inherit = 1;
	attr.enable_on_exec = 1;
	int fd = (int)syscall(SYS_perf_event_open, &attr, pid, -1, -1, PERF_FLAG_FD_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

static void put(struct task_counters *t, enum task_event e, int fd)
{
	t->fd[e] = fd < 0 ? -1 : fd;
	t->err[e] = fd < 0 ? fd : 0;
}

int task_open(struct task_counters *t, int pid, const struct task_mperf *mperf)
{
	int fd;

	for (int e = 0; e < TASK__COUNT; e++)
		put(t, e, -ENOENT);
	t->ref = TASK_REF_CYCLES;
	put(t, TASK_CYCLES, open_one(PERF_TYPE_HARDWARE, PERF_COUNT_HW_CPU_CYCLES, pid));
	if (t->err[TASK_CYCLES])
		return t->err[TASK_CYCLES];
	put(t, TASK_INSTR, open_one(PERF_TYPE_HARDWARE, PERF_COUNT_HW_INSTRUCTIONS, pid));
	fd = open_one(PERF_TYPE_HARDWARE, PERF_COUNT_HW_REF_CPU_CYCLES, pid);
	if (fd < 0 && mperf && mperf->type) {
		t->ref = TASK_REF_MPERF;
		fd = open_one(mperf->type, mperf->config, pid);
	}
	put(t, TASK_REF, fd);
	return 0;
}

int task_read(const struct task_counters *t, const char *event, uint64_t *val)
{
	int e = t->ref && strcmp(event, t->ref) == 0 ? TASK_REF : -1;

	for (int i = 0; e < 0 && i < TASK__COUNT; i++)
		if (names[i] && strcmp(event, names[i]) == 0)
			e = i;
	if (e < 0 || !t->ref)
		return -ENOENT;
	if (t->fd[e] < 0)
		return t->err[e];
	if (read(t->fd[e], val, sizeof(*val)) != (ssize_t)sizeof(*val))
		return -EIO;
	return 0;
}

void task_close(struct task_counters *t)
{
	for (int e = 0; e < TASK__COUNT; e++) {
		if (t->fd[e] >= 0)
			close(t->fd[e]);
		t->fd[e] = -1;
	}
}
