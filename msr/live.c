// SPDX-License-Identifier: GPL-2.0-only
/*
 * Live access to this machine: MSRs, the CPUID instruction, sysfs/procfs
 * files, perf counters, the TSC, the clocks and AMD SMN registers
 * (msr/smn.c).
 *
 * MSRs come from the cheapest path there is: msr-safe's batch device (one
 * ioctl per snapshot for every register of every CPU, msr/batch.c), else
 * one pread per value on /dev/cpu/N/msr (or msr-safe's /dev/cpu/N/msr_safe).
 * Only that last path migrates: a CPU's registers are then read locally
 * (no inter-processor interrupt) and close together with its TSC; the
 * migration is done on the first read that needs it, so a CPU whose values
 * all come from the batch or from perf is never visited.
 *
 * Descriptors are opened on first use and kept for the whole run, so a
 * steady-state interval costs one pread per value and no open/close.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HAVE_X86 1
#else
#define HAVE_X86 0
#endif

#include "msr/msr_driver.h"
#include "msr/batch.h"
#include "msr/fdcache.h"
#include "hw.h"
#include "msr/perf.h"
#include "msr/task.h"
#include "msr/smn.h"
#include "msr/sysroot.h"

#define MSR_TSC 0x10	/* IA32_TIME_STAMP_COUNTER, arch/x86/include/asm/msr-index.h MSR_IA32_TSC */

struct live {
	struct hw hw;
	int use_msr, use_perf;
	int msr_access;		/* 0, or why MSRs cannot be read */
	struct msr_batch *batch;	/* msr-safe's batch device, or NULL */
	const struct msr_node *node;	/* the per-CPU device in use */
	int pin_want, pinned;	/* the CPU being sampled, and the one this thread runs on (-1 none) */
	int nmsr_fd;
	int *msr_fd;		/* per CPU; -1 not yet opened, < -1 the -errno of the open */
	struct fdcache files;
	unsigned nsnap;		/* snapshots begun */
	struct perf_groups perf;
	struct task_counters task;	/* the command's or --cgroup's own counters (msr/task.h) */
	int cgroup_fd;			/* --cgroup's directory while counted; -1 */
	int cgroup_err;			/* -ENOTDIR: it could not be opened as a directory */
	struct smn_pci *smn;	/* libpci, opened by the first SMN read */
};

/*
 * The per-CPU MSR devices, in the order turbostat 2026.02 probes them
 * (probe_msr_driver()): Android's /dev/msrN first, then the msr driver's
 * /dev/cpu/N/msr; then msr-safe's node.
 */
static const struct msr_node {
	const char *fmt;	/* the path of CPU N */
	const char *name;	/* as messages and --debug name it */
} msr_nodes[] = {
	{ "/dev/msr%d", "/dev/msrN" },
	{ "/dev/cpu/%d/msr", "/dev/cpu/N/msr" },
	{ "/dev/cpu/%d/msr_safe", "/dev/cpu/N/msr_safe" },
};

enum { NODE_ANDROID, NODE_MSR, NODE_MSR_SAFE };

static struct live *live_of(struct hw *hw)
{
	return (struct live *)hw;
}

static int msr_fd_get(struct live *l, int cpu)
{
	char path[64], full[4096];

	if (cpu < 0)
		return -EINVAL;
	if (cpu >= l->nmsr_fd) {
		int n = cpu + 64;
		int *p = realloc(l->msr_fd, n * sizeof(*p));

		if (!p)
			return -ENOMEM;
		for (int i = l->nmsr_fd; i < n; i++)
			p[i] = -1;
		l->msr_fd = p;
		l->nmsr_fd = n;
	}
	if (l->msr_fd[cpu] == -1) {
		snprintf(path, sizeof(path), l->node->fmt, cpu);
		int fd = open(sysroot_path(full, sizeof(full), path), O_RDONLY | O_CLOEXEC);

		/*
		 * An offline CPU has no node (ENOENT) or refuses the open (ENXIO);
		 * it may come back, so only a lasting refusal is remembered.  A
		 * descriptor opened while online keeps working across hotplug.
		 */
		if (fd < 0 && (errno == ENOENT || errno == ENXIO))
			return -errno;
		l->msr_fd[cpu] = fd >= 0 ? fd : -errno - 1;
	}
	return l->msr_fd[cpu] >= 0 ? l->msr_fd[cpu] : l->msr_fd[cpu] + 1;
}

/* Runs the caller on the CPU being sampled, once per visit; -ENXIO when it is offline. */
static int migrate(struct live *l)
{
	cpu_set_t set;

	if (l->pinned == l->pin_want)
		return 0;
	CPU_ZERO(&set);
	CPU_SET(l->pin_want, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		return errno == EINVAL ? -ENXIO : -errno;
	l->pinned = l->pin_want;
	return 0;
}

static int live_read_msr(struct hw *hw, int cpu, uint32_t reg, uint64_t *val)
{
	struct live *l = live_of(hw);

	if (l->msr_access)
		return l->msr_access;
	if (l->batch)
		return batch_read(l->batch, cpu, reg, val);
	int fd = msr_fd_get(l, cpu);

	if (fd < 0)
		return fd;
	if (cpu == l->pin_want) {
		int err = migrate(l);

		if (err)
			return err;
	}
	ssize_t n = pread(fd, val, sizeof(*val), reg);

	if (n == (ssize_t)sizeof(*val))
		return 0;
	return n < 0 ? -errno : -EIO;
}

/* Only records the CPU: migrate() runs there when a read needs it. */
static int live_pin(struct hw *hw, int cpu)
{
	struct live *l = live_of(hw);

	if (cpu < 0 || cpu >= CPU_SETSIZE)
		return -EINVAL;
	l->pin_want = cpu;
	return 0;
}

/* The cpuid device answers for its CPU without migrating; else run the instruction pinned. */
static int live_cpuid(struct hw *hw, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	struct live *l = live_of(hw);
	char path[64];

	snprintf(path, sizeof(path), "/dev/cpu/%d/cpuid", cpu);
	int fd = fdcache_get(&l->files, path);

	if (fd >= 0 && pread(fd, regs, 16, ((off_t)sub << 32) | leaf) == 16)
		return 0;
#if HAVE_X86
	live_pin(hw, cpu);
	int err = migrate(l);

	if (err)
		return err;
	__asm__ volatile("cpuid"
			 : "=a"(regs[0]), "=b"(regs[1]), "=c"(regs[2]), "=d"(regs[3])
			 : "a"(leaf), "c"(sub));
	return 0;
#else
	return -EOPNOTSUPP;
#endif
}

/*
 * A procfs file is a seq_file (fs/seq_file.c seq_read_iter()): one read
 * gives whole lines until the next would overflow its buffer, at least a
 * page.  A first read that left room in that page for another line of the
 * longest length seen, with a wide margin, was therefore the whole file: no
 * second read just to see the end.
 */
#define PROCFS_PAGE 4096
#define PROCFS_LINE_SLACK 256

static int procfs_whole(const char *buf, size_t n)
{
	size_t longest = 0;

	for (size_t i = 0, start = 0; i < n; i++) {
		if (buf[i] == '\n') {
			if (i + 1 - start > longest)
				longest = i + 1 - start;
			start = i + 1;
		}
	}
	return n + longest + PROCFS_LINE_SLACK < PROCFS_PAGE;
}

static long live_read_file(struct hw *hw, const char *path, char *buf, size_t size)
{
	struct live *l = live_of(hw);
	int fd = fdcache_get(&l->files, path);

	if (fd < 0)
		return fd;
	if (size == 0)
		return -EINVAL;
	size_t got = 0;
	/* A sysfs attribute is produced whole by one read (at most a page), so a short read is its end. */
	int one_read = strncmp(path, "/sys/", 5) == 0;

	/* pread at 0 makes sysfs and procfs regenerate the text on a kept descriptor. */
	while (got < size - 1) {
		ssize_t n = pread(fd, buf + got, size - 1 - got, got);

		if (n < 0) {
			int e = errno;

			if (e == EINTR)
				continue;
			fdcache_drop(&l->files, path);
			return -e;
		}
		if (n == 0)
			break;
		got += n;
		if (got < size - 1 && (one_read || (got == (size_t)n && strncmp(path, "/proc/", 6) == 0 &&
						    procfs_whole(buf, got))))
			break;
	}
	buf[got] = '\0';
	return got == size - 1 ? -EFBIG : (long)got;
}

static long live_read_chunk(struct hw *hw, const char *path, uint64_t off, char *buf, size_t size)
{
	struct live *l = live_of(hw);
	int fd = fdcache_get(&l->files, path);

	if (fd < 0)
		return fd;
	/* procfs (seq_file) goes on from where the last read ended; a read at 0 regenerates the text */
	for (;;) {
		ssize_t n = pread(fd, buf, size, (off_t)off);

		if (n >= 0)
			return (long)n;
		if (errno != EINTR) {
			int e = errno;

			fdcache_drop(&l->files, path);
			return -e;
		}
	}
}

static int live_perf_read(struct hw *hw, int cpu, const char *event, uint64_t *val)
{
	struct live *l = live_of(hw);

	if (!l->use_perf)
		return -ECANCELED;
	return perf_event_read(&l->perf, &l->files, cpu, event, val);
}

/* A number from a sysfs file, after @prefix ("event=0x02": the msr PMU's events, arch/x86/events/msr.c); 0 none. */
static uint64_t sysfs_number(struct hw *hw, const char *path, const char *prefix)
{
	char buf[64];
	long n = live_read_file(hw, path, buf, sizeof(buf) - 1);

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	if (strncmp(buf, prefix, strlen(prefix)))
		return 0;
	return strtoull(buf + strlen(prefix), NULL, 0);
}

/* The command's or cgroup's counters; MPERF through the msr PMU where the generic reference cycles are missing. */
static int live_task_open(struct hw *hw, int pid, const char *cgroup)
{
	struct live *l = live_of(hw);
	struct task_mperf m = {
		.type = (uint32_t)sysfs_number(hw, "/sys/bus/event_source/devices/msr/type", ""),
		.config = sysfs_number(hw, "/sys/bus/event_source/devices/msr/events/mperf", "event="),
	};

	if (!l->use_perf)
		return -ECANCELED;
	if (!m.config)
		m.type = 0;
	if (!cgroup)
		return task_counters_open(&l->task, pid, &m);
	if (l->cgroup_fd < 0)
		l->cgroup_fd = open(cgroup, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (l->cgroup_fd < 0)
		return l->cgroup_err = -ENOTDIR;
	long ncpu = sysconf(_SC_NPROCESSORS_CONF);

	return task_counters_open_cgroup(&l->task, l->cgroup_fd, ncpu > 0 ? (int)ncpu : 1, &m);
}

static int live_task_read(struct hw *hw, const char *event, uint64_t *val)
{
	struct live *l = live_of(hw);

	return l->cgroup_err ? l->cgroup_err : task_counters_read(&l->task, event, val);
}

/*
 * IA32_TIME_STAMP_COUNTER (SDM vol. 4, MSR 0x10) in the same batch as the
 * CPU's APERF and MPERF where msr-safe allows it (where they come from perf,
 * the plan reads the msr PMU's tsc event instead).  Else the instruction:
 * on that CPU when the plain msr path migrates there, otherwise here (the
 * TSC is one clock on parts with constant_tsc).
 */
static int live_tsc(struct hw *hw, int cpu, uint64_t *val)
{
	struct live *l = live_of(hw);

	if (l->batch && batch_read(l->batch, cpu, MSR_TSC, val) == 0)
		return 0;
#if HAVE_X86
	if (!l->batch && !l->msr_access && cpu == l->pin_want) {
		int err = migrate(l);

		if (err)
			return err;
	}
	*val = __rdtsc();
	return 0;
#else
	(void)cpu;
	return -EOPNOTSUPP;
#endif
}

static int live_now(struct hw *hw, struct hw_time *t)
{
	struct timespec ts;
	struct timeval tv;

	(void)hw;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) || gettimeofday(&tv, NULL))
		return -errno;
	t->mono_ns = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	t->tod_sec = tv.tv_sec;
	t->tod_usec = tv.tv_usec;
	return 0;
}

static int live_snapshot(struct hw *hw, struct hw_time *t)
{
	struct live *l = live_of(hw);
	int err = live_now(hw, t);

	if (!err && l->batch)
		batch_snapshot(l->batch);
	perf_groups_snapshot(&l->perf);
	/* files read before the first snapshot (topology, cache ids, cpuid devices: five a CPU) were
	 * opened for one use; the snapshots' own are kept, and the table fits them once all are open */
	if (l->nsnap == 0)
		fdcache_run(&l->files);
	else if (l->nsnap == 1)
		fdcache_fit(&l->files);
	l->nsnap++;
	return err;
}

static int live_sleep_until(struct hw *hw, uint64_t mono_ns)
{
	struct timespec ts = {
		.tv_sec = (time_t)(mono_ns / 1000000000u),
		.tv_nsec = (long)(mono_ns % 1000000000u),
	};

	(void)hw;
	return -clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL);
}

static int live_msr_access(struct hw *hw)
{
	return live_of(hw)->msr_access;
}

static int live_msr_batched(struct hw *hw)
{
	return live_of(hw)->batch != NULL;
}

static int live_smn_read(struct hw *hw, int node, uint32_t addr, uint32_t *val)
{
	return smn_pci_read(&live_of(hw)->smn, node, addr, val);
}

static void live_paths(struct hw *hw, struct hw_paths *p)
{
	struct live *l = live_of(hw);
	uint64_t v;

	if (l->msr_access)
		return;
	if (!l->batch) {
		p->msr = l->node->name;
		p->tsc = "rdtsc";
		return;
	}
	p->msr = "msr-safe batch";
	p->nrefused = batch_denied(l->batch, p->refused, (int)(sizeof(p->refused) / sizeof(p->refused[0])));
	p->tsc = batch_read(l->batch, 0, MSR_TSC, &v) == -EACCES ? "rdtsc" : "msr 0x10 in the msr-safe batch";
}

static int live_close(struct hw *hw)
{
	struct live *l = live_of(hw);

	smn_pci_close(l->smn);
	batch_close(l->batch);

	for (int i = 0; i < l->nmsr_fd; i++)
		if (l->msr_fd[i] >= 0)
			close(l->msr_fd[i]);
	free(l->msr_fd);
	fdcache_close(&l->files);
	perf_groups_free(&l->perf);
	task_counters_close(&l->task);
	if (l->cgroup_fd >= 0)
		close(l->cgroup_fd);
	free(l);
	return 0;
}

/* PMT telemetry is a little-endian MMIO region exposed as a binary sysfs file. */
static int live_read_at(struct hw *hw, const char *path, uint64_t offset, uint64_t *val)
{
	struct live *l = live_of(hw);
	unsigned char b[8];
	int fd = fdcache_get(&l->files, path);
	ssize_t n;

	if (fd < 0)
		return fd;
	do
		n = pread(fd, b, sizeof(b), (off_t)offset);
	while (n < 0 && errno == EINTR);
	if (n < 0) {
		int e = errno;

		fdcache_drop(&l->files, path);
		return -e;
	}
	if (n != (ssize_t)sizeof(b))
		return -ENODATA;
	*val = 0;
	for (int i = 7; i >= 0; i--)
		*val = *val << 8 | b[i];
	return 0;
}

/* Read-only, never kept open: a descriptor of /dev/cpu_dma_latency open for write would be a QoS request. */
static long live_read_bin(struct hw *hw, const char *path, void *buf, size_t size)
{
	char full[512];
	int fd = open(sysroot_path(full, sizeof(full), path), O_RDONLY | O_CLOEXEC);
	ssize_t n;

	(void)hw;
	if (fd < 0)
		return -errno;
	do
		n = read(fd, buf, size);
	while (n < 0 && errno == EINTR);
	int e = n < 0 ? errno : 0;

	close(fd);
	return n < 0 ? -e : (long)n;
}

static long live_list_dir(struct hw *hw, const char *path, char *buf, size_t size)
{
	char full[512];
	DIR *d = opendir(sysroot_path(full, sizeof(full), path));
	const struct dirent *ent;
	size_t len = 0;

	(void)hw;
	if (!d)
		return -errno;
	if (size)
		buf[0] = '\0';
	while ((ent = readdir(d))) {
		size_t n = strlen(ent->d_name);

		if (!strcmp(ent->d_name, ".") || !strcmp(ent->d_name, ".."))
			continue;
		if (len + n + 2 > size) {
			closedir(d);
			return -EFBIG;
		}
		memcpy(buf + len, ent->d_name, n);
		len += n;
		buf[len++] = '\n';
		buf[len] = '\0';
	}
	closedir(d);
	return (long)len;
}

static const struct hw_ops live_ops = {
	.name = "live",
	.read_msr = live_read_msr,
	.cpuid = live_cpuid,
	.read_file = live_read_file,
	.read_chunk = live_read_chunk,
	.perf_read = live_perf_read,
	.task_open = live_task_open,
	.task_read = live_task_read,
	.tsc = live_tsc,
	.pin = live_pin,
	.snapshot = live_snapshot,
	.now = live_now,
	.sleep_until = live_sleep_until,
	.msr_access = live_msr_access,
	.msr_batched = live_msr_batched,
	.smn_read = live_smn_read,
	.read_at = live_read_at,
	.read_bin = live_read_bin,
	.list_dir = live_list_dir,
	.paths = live_paths,
	.close = live_close,
};

/*
 * Probe MSR access once: msr-safe's batch device, else a per-CPU node.  The
 * msr driver refuses the open with EPERM without CAP_SYS_RAWIO and the node
 * is root-only (EACCES); no node at all means the driver is not loaded.  An
 * offline CPU has no node either, so look further.
 */
static int probe_node(struct live *l, const struct msr_node *node)
{
	/* a refusal remembered for the other node's name is not this one's */
	for (int cpu = 0; cpu < l->nmsr_fd; cpu++)
		l->msr_fd[cpu] = -1;
	l->node = node;
	for (int cpu = 0; cpu < 64; cpu++) {
		int fd = msr_fd_get(l, cpu);

		if (fd >= 0)
			return 0;
		if (fd != -ENOENT && fd != -ENXIO)
			return fd;
	}
	return -ENOENT;
}

static int live_probe_msr(struct live *l)
{
	int err;

	if (!l->use_msr)
		return -ECANCELED;
	l->batch = batch_open(&err);
	if (l->batch)
		return 0;
	if (probe_node(l, &msr_nodes[NODE_ANDROID]) == 0)
		return 0;
	err = probe_node(l, &msr_nodes[NODE_MSR]);
	if (err && probe_node(l, &msr_nodes[NODE_MSR_SAFE]) == 0)
		return 0;
	l->node = &msr_nodes[NODE_MSR];
	/* no node: is the driver only unloaded, or not in this kernel at all? */
	return err == -ENOENT ? msr_driver_missing() : err;
}

/*
 * Every descriptor stays open (an msr node per CPU, two cpuidle files per
 * state per CPU, perf counters): thousands on a large machine, so the soft
 * limit is raised to the hard one, best effort.
 */
static void live_raise_nofile(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
		rl.rlim_cur = rl.rlim_max;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
}

struct hw *hw_live_open(int use_msr, int use_perf, char *err, size_t errlen)
{
	struct live *l = calloc(1, sizeof(*l));

	if (!l) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	live_raise_nofile();
	l->hw.ops = &live_ops;
	l->use_msr = use_msr;
	l->use_perf = use_perf;
	fdcache_init(&l->files);
	fdcache_startup(&l->files);
	perf_groups_init(&l->perf);
	l->cgroup_fd = -1;
	l->pin_want = l->pinned = -1;
	l->msr_access = live_probe_msr(l);
	return &l->hw;
}
