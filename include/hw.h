/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one interface through which turbostat-ng reads the machine.
 *
 * Three implementations: live (msr/live.c), record (msr/record.c, a tee of
 * live that writes every value read) and replay (msr/replay.c, which serves
 * a recording).  Everything above msr/ sees only these ops, so a recording
 * exercises exactly the code path a live run does.
 *
 * Every op returns 0 (or a length) on success and -errno on failure; none of
 * them prints or exits.  -EIO from read_msr means "register absent on this
 * part" (what the msr driver returns for a #GP on rdmsr); HW_NOT_RECORDED
 * that a replay's recording holds no read of it (nothing known either way).
 */
#ifndef TSNG_HW_H
#define TSNG_HW_H

#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdint.h>

struct hw;

/* read_msr of a replay: the recording has no read of this register (its reads that failed keep their -errno) */
#define HW_NOT_RECORDED (-ENOKEY)

struct hw_time {
	uint64_t mono_ns;	/* CLOCK_MONOTONIC */
	int64_t tod_sec;	/* time of day, for Time_Of_Day_Seconds */
	int64_t tod_usec;
};

/* How a backend reaches each kind of counter (--debug); NULL where it cannot say. */
struct hw_paths {
	const char *msr;	/* "msr-safe batch", "/dev/cpu/N/msr", ... */
	const char *tsc;	/* "rdtsc", "msr 0x10 in the msr-safe batch", ... */
	uint32_t refused[32];	/* registers the access path refused (msr-safe allowlist) */
	int nrefused;
};

struct hw_ops {
	const char *name;
	int (*read_msr)(struct hw *hw, int cpu, uint32_t reg, uint64_t *val);
	int (*cpuid)(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4]);
	/* Whole file into buf, NUL-terminated; returns its length or -errno. */
	long (*read_file)(struct hw *hw, const char *path, char *buf, size_t size);
	/*
	 * Optional: up to @size bytes of a file from offset @off (not
	 * NUL-terminated); the byte count, 0 at its end, or -errno.  For a text
	 * too large to hold (/proc/interrupts of a large machine): read in
	 * order from 0, each read at the end of the last, to the 0.
	 */
	long (*read_chunk)(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size);
	/* A perf counter named "pmu/event" on one CPU, opened on first use and kept open. */
	int (*perf_read)(struct hw *hw, int cpu, const char *event, uint64_t *val);
	/* The time stamp counter as seen on @cpu (call after pin()). */
	int (*tsc)(struct hw *hw, int cpu, uint64_t *val);
	/* Run the caller on @cpu so that its registers are read locally. */
	int (*pin)(struct hw *hw, int cpu);
	/* Start a snapshot: every read until the next call belongs to it. */
	int (*snapshot)(struct hw *hw, struct hw_time *t);
	int (*now)(struct hw *hw, struct hw_time *t);
	/* Sleep until a monotonic time; -EINTR when a signal cut it short. */
	int (*sleep_until)(struct hw *hw, uint64_t mono_ns);
	/* 0 when /dev/cpu/N/msr can be read, else why not (-ENOENT no driver, -EACCES/-EPERM). */
	int (*msr_access)(struct hw *hw);
	/* Optional: 1 when one call per snapshot reads every MSR of every CPU (msr-safe's batch device). */
	int (*msr_batched)(struct hw *hw);
	/*
	 * A 32-bit register of the AMD System Management Network of @node, through
	 * the index/data pair in its root complex's PCI config space (kernel
	 * arch/x86/kernel/amd_node.c amd_smn_read()).  -EBUSY while the kernel's
	 * k10temp driver is bound, -EACCES when not root, -ENODEV when the node has
	 * no root complex or the read returns all ones.  Optional: NULL in an
	 * implementation without it.
	 */
	int (*smn_read)(struct hw *hw, int node, uint32_t addr, uint32_t *val);
	/*
	 * The 64-bit little-endian word at byte @offset of a binary file: an Intel
	 * PMT telemetry region (/sys/class/intel_pmt/telemN/telem, kernel
	 * Documentation/ABI/testing/sysfs-class-intel_pmt).  -ENODATA past its end.
	 * Optional: NULL in an implementation without it.
	 */
	int (*read_at)(struct hw *hw, const char *path, uint64_t offset, uint64_t *val);
	/*
	 * The bytes of a binary device or file from its start, by one read() of at
	 * most @size: /dev/cpu_dma_latency, the CPU latency QoS value as an s32
	 * (kernel/power/qos.c cpu_latency_qos_read()).  Opened read-only and closed
	 * at once: an open for write would place a latency request.  The byte
	 * count or -errno.  Optional: NULL in an implementation without it.
	 */
	long (*read_bin)(struct hw *hw, const char *path, void *buf, size_t size);
	/*
	 * The names in directory @path, one a line, in the order readdir() gives
	 * them ("." and ".." left out), NUL-terminated into @buf: the length,
	 * -EFBIG when they do not fit, or -errno.  Optional, as read_bin.
	 */
	long (*list_dir)(struct hw *hw, const char *path, char *buf, size_t size);
	/* Optional: fills @p (zeroed by the caller). */
	void (*paths)(struct hw *hw, struct hw_paths *p);
	/*
	 * Optional, for a replay to print what the recorded run printed:
	 * note_command() tells a recording that the run wraps a command
	 * ("run command"); recorded_command() is 1 when a replayed one says so;
	 * snapshots_left() is how many snapshots a replay has still to serve.
	 */
	void (*note_command)(struct hw *hw);
	/*
	 * Optional: CLOCK_MONOTONIC now, as the clock of @cpu's reads (@end: 0 when
	 * they begin, 1 when they end), recorded as "time CPU begin|end NS" and
	 * replayed; without it, or without the line, hw_now()'s time.
	 */
	int (*cpu_clock)(struct hw *hw, int cpu, int end, uint64_t *mono_ns);
	int (*recorded_command)(struct hw *hw);
	/*
	 * Optional: task_open starts counting process @pid and its children
	 * from its exec (fork mode), or with @cgroup (a cgroup's directory) that
	 * cgroup's tasks on every CPU from now (msr/task.h): 0 or -errno; task_read one of
	 * its counts by name ("cycles", "instructions", "ref-cycles" or
	 * "msr/mperf/"), or the -errno of its open, recorded as "task EVENT
	 * VALUE" and replayed (-ENODATA: a recording without it).
	 */
	int (*task_open)(struct hw *hw, int pid, const char *cgroup);
	int (*task_read)(struct hw *hw, const char *event, uint64_t *val);
	int (*snapshots_left)(struct hw *hw);
	/* Optional: a replay's "tool" (@options 0) or "options" (1) line; NULL when it has none. */
	const char *(*recorded_about)(struct hw *hw, int options);
	/* Releases everything; for record, also reports a failed write (-EIO). */
	int (*close)(struct hw *hw);
};

struct hw {
	const struct hw_ops *ops;
	void *priv;
};

/* Constructors; each returns NULL with *err set to a one-line reason. */
struct hw *hw_live_open(int use_msr, int use_perf, char *err, size_t errlen);
/* @path: "-" is standard output; opened by the rules of lib/outfile.h */
struct hw *hw_record_open(struct hw *live, const char *path, char *err, size_t errlen);
/*
 * A recording's own lines ("tool VERSION", "options ARGS", escaped) and the
 * intervals planned (0: until stopped), for its one-line notice when the
 * run will pass what --replay reads (as @prog, on standard error); call
 * right after hw_record_open().  Not a recording: nothing.
 */
void hw_record_describe(struct hw *hw, const char *version, const char *options, long planned, const char *prog);
/* On success *err is "" or a one-line warning: a recording cut short replays its complete snapshots. */
struct hw *hw_replay_open(const char *path, char *err, size_t errlen);
/* The same from a stream already open (@name in messages); the caller closes @f. */
struct hw *hw_replay_read(FILE *f, const char *name, char *err, size_t errlen);

static inline int hw_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	return hw->ops->read_msr(hw, cpu, reg, val);
}
static inline int hw_cpuid(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	return hw->ops->cpuid(hw, cpu, leaf, sub, regs);
}
static inline long hw_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	return hw->ops->read_file(hw, path, buf, size);
}
static inline long hw_read_chunk(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size)
{
	return hw->ops->read_chunk ? hw->ops->read_chunk(hw, path, off, buf, size) : -EFBIG;
}
static inline int hw_perf_read(struct hw *hw, int cpu, const char *event, uint64_t *val)
{
	return hw->ops->perf_read(hw, cpu, event, val);
}
static inline int hw_task_open(struct hw *hw, int pid, const char *cgroup)
{
	return hw->ops->task_open ? hw->ops->task_open(hw, pid, cgroup) : -EOPNOTSUPP;
}
static inline int hw_task_read(struct hw *hw, const char *event, uint64_t *val)
{
	return hw->ops->task_read ? hw->ops->task_read(hw, event, val) : -ENOENT;
}
static inline int hw_tsc(struct hw *hw, int cpu, uint64_t *val)
{
	return hw->ops->tsc(hw, cpu, val);
}
static inline int hw_pin(struct hw *hw, int cpu)
{
	return hw->ops->pin(hw, cpu);
}
static inline int hw_snapshot(struct hw *hw, struct hw_time *t)
{
	return hw->ops->snapshot(hw, t);
}
static inline int hw_now(struct hw *hw, struct hw_time *t)
{
	return hw->ops->now(hw, t);
}
static inline int hw_sleep_until(struct hw *hw, uint64_t mono_ns)
{
	return hw->ops->sleep_until(hw, mono_ns);
}
static inline void hw_note_command(struct hw *hw)
{
	if (hw->ops->note_command)
		hw->ops->note_command(hw);
}
static inline int hw_cpu_clock(struct hw *hw, int cpu, int end, uint64_t *mono_ns)
{
	struct hw_time t;
	int err;

	if (hw->ops->cpu_clock)
		return hw->ops->cpu_clock(hw, cpu, end, mono_ns);
	err = hw->ops->now(hw, &t);
	*mono_ns = t.mono_ns;
	return err;
}
static inline int hw_recorded_command(struct hw *hw)
{
	return hw->ops->recorded_command ? hw->ops->recorded_command(hw) : 0;
}
static inline const char *hw_recorded_about(struct hw *hw, int options)
{
	return hw->ops->recorded_about ? hw->ops->recorded_about(hw, options) : NULL;
}
static inline int hw_snapshots_left(struct hw *hw)
{
	return hw->ops->snapshots_left ? hw->ops->snapshots_left(hw) : -1;
}
static inline int hw_msr_access(struct hw *hw)
{
	return hw->ops->msr_access(hw);
}
static inline int hw_msr_batched(struct hw *hw)
{
	return hw->ops->msr_batched ? hw->ops->msr_batched(hw) : 0;
}
static inline int hw_smn_read(struct hw *hw, int node, uint32_t addr, uint32_t *val)
{
	return hw->ops->smn_read ? hw->ops->smn_read(hw, node, addr, val) : -EOPNOTSUPP;
}
static inline int hw_read_at(struct hw *hw, const char *path, uint64_t offset, uint64_t *val)
{
	return hw->ops->read_at ? hw->ops->read_at(hw, path, offset, val) : -EOPNOTSUPP;
}
static inline long hw_read_bin(struct hw *hw, const char *path, void *buf, size_t size)
{
	return hw->ops->read_bin ? hw->ops->read_bin(hw, path, buf, size) : -EOPNOTSUPP;
}
static inline long hw_list_dir(struct hw *hw, const char *path, char *buf, size_t size)
{
	return hw->ops->list_dir ? hw->ops->list_dir(hw, path, buf, size) : -EOPNOTSUPP;
}
static inline void hw_paths(struct hw *hw, struct hw_paths *p)
{
	*p = (struct hw_paths){ 0 };
	if (hw->ops->paths)
		hw->ops->paths(hw, p);
}
static inline int hw_close(struct hw *hw)
{
	return hw ? hw->ops->close(hw) : 0;
}

/* Reads a small sysfs/procfs value; helpers over read_file. */
int hw_read_u64(struct hw *hw, const char *path, uint64_t *val);
int hw_read_str(struct hw *hw, const char *path, char *buf, size_t size);

#endif
