/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The fake machine's model: what a machine description file says, and the
 * value of every register, CPUID leaf and file at a moment of its virtual
 * clock.  No I/O besides reading the description (tests/fakemachine/model.c);
 * the preload (preload.c) serves it through the system calls.
 */
#ifndef FM_MODEL_H
#define FM_MODEL_H

#include <stddef.h>
#include <stdint.h>

#define FM_MAX_CPUS 1024

struct fm_cpuset {
	int all;
	uint64_t bits[FM_MAX_CPUS / 64];
};

enum fm_fault { FM_EIO, FM_APPEAR, FM_JUMP };

struct fm_msr {
	uint32_t reg;
	uint64_t value;		/* at virtual time 0 */
	uint64_t rate;		/* counts per second of virtual time */
	unsigned width;		/* the value wraps at 2^width */
	struct fm_cpuset cpus;
};

struct fm_faultrule {
	enum fm_fault kind;
	uint32_t reg;
	int64_t delta;		/* FM_JUMP: added from @after on */
	uint64_t after_ns;
	struct fm_cpuset cpus;
};

struct fm_offline {
	struct fm_cpuset cpus;
	uint64_t from_ns, until_ns;	/* offline in [from, until); until 0 = for good */
};

struct fm_move {
	int cpu, pkg, core;	/* the CPU's topology files read these ids from @from_ns on */
	uint64_t from_ns;
};

struct fm_cpuid {
	uint32_t leaf, sub, regs[4];
};

struct fm_file {
	char *path, *text;
};

/* A 64-bit little-endian word of a binary file (Intel PMT telem): value + rate * t. */
struct fm_word {
	char *path;
	uint64_t off, value, rate;
};

struct fm_perf {
	char *name;		/* "pmu/event" */
	uint32_t reg;		/* counts as this MSR does */
	unsigned shift;		/* 0, or: counts the register's unwrapped value times 2^shift (the power PMU) */
};

/* One cpuidle state every CPU has: stateK/{name,time,usage,below,above} (drivers/cpuidle/sysfs.c). */
struct fm_idle {
	char name[16];
	uint64_t time_rate, usage_rate;	/* microseconds resident and entries, per second */
};

#define FM_IDLE_MAX 10

/* "cpufreq-load": busy CPUs at the frequency cpufreq was asked for, a known power truth (load.c). */
struct fm_cpufreq_load {
	double c_pf, v0_mv, mv_per_ghz, leak_mw, uncore_mw;
	uint64_t aperf[FM_MAX_CPUS], mperf[FM_MAX_CPUS];	/* counted so far */
	uint64_t khz[FM_MAX_CPUS];	/* over the last sleep (0: base) */
	double pkg_j, pp0_j;
};

struct fm_model {
	int pkgs, cores, threads, ncpu;
	int dev_msr, dev_msr_safe, dev_batch, dev_perf;
	int dev_msr_android;	/* the msr driver's nodes as /dev/msrN, Android's layout */
	int sleep_real;		/* sleeps also pass in real time (signal tests) */
	uint64_t irq_rate;	/* /proc/interrupts LOC: per CPU per second */
	int irq_queues;		/* /proc/interrupts rows of device queues, one per CPU in turn, counting nothing */
	struct fm_msr *msr;
	int nmsr;
	struct fm_faultrule *fault;
	int nfault;
	struct fm_offline *off;
	int noff;
	struct fm_move *move;
	int nmove;
	struct fm_cpuid *cpuid;
	int ncpuid;
	struct fm_file *file;
	int nfile;
	struct fm_idle idle[FM_IDLE_MAX];
	int nidle;
	struct fm_word *word;
	int nword;
	struct fm_perf *perf;
	int nperf;
	uint64_t task[3];	/* a wrapped command's counts: cycles, instructions, ref-cycles ("task" lines) */
	int task_set[3];
	uint32_t *deny;		/* registers msr-safe's allowlist lacks */
	int ndeny;
	struct fm_cpufreq_load *load;	/* NULL: counters are value + rate x t */
};

/* Reads @path; on error a one-line reason in @err. */
int fm_load(struct fm_model *m, const char *path, char *err, size_t errlen);

int fm_cpu_online(const struct fm_model *m, int cpu, uint64_t t_ns);
/* 0 and the value, -EIO (absent or faulted), -ENXIO (offline) or -EINVAL (no such CPU). */
int fm_msr_read(const struct fm_model *m, int cpu, uint32_t reg, uint64_t t_ns, uint64_t *val);
/* As fm_msr_read(), or with @unwrapped the value before it wraps at the register's width. */
int fm_msr_count(const struct fm_model *m, int cpu, uint32_t reg, uint64_t t_ns, int unwrapped, uint64_t *val);
int fm_msr_allowed(const struct fm_model *m, uint32_t reg);
void fm_cpuid_read(const struct fm_model *m, int cpu, uint32_t leaf, uint32_t sub, uint32_t regs[4]);
/* A served file's text at @t_ns into @buf (NUL-terminated): its length or -ENOENT. */
long fm_file_text(const struct fm_model *m, const char *path, uint64_t t_ns, char *buf, size_t size);
/*
 * Line @k (0 first) of the generated /proc/interrupts with its '\n', for
 * serving a large one without holding it; -1 past the end or when the
 * description gives the file's text.
 */
long fm_interrupts_line(const struct fm_model *m, uint64_t t_ns, int k, char *buf, size_t size);
/* The word of binary file @path at byte @off at @t_ns: 0, -ENODATA (none there) or -ENOENT (no such file). */
int fm_word_read(const struct fm_model *m, const char *path, uint64_t off, uint64_t t_ns, uint64_t *val);
/* load.c: "cpufreq-load" parsed from its tokens (0 or -1); the counters over dt_ns at each CPU's kHz (0: base). */
int fm_load_parse(struct fm_model *m, char **tok, int n);
void fm_load_advance(const struct fm_model *m, const uint64_t *khz, uint64_t dt_ns);
uint64_t fm_load_base_khz(const struct fm_model *m);
/* 1 and the register's count when "cpufreq-load" drives it, else 0. */
int fm_load_count(const struct fm_model *m, int cpu, uint32_t reg, uint64_t *val);
/*
 * The names in directory @dir: the next part of each described file's path
 * under it, once each, in description order, a name a line into @buf; the
 * length, or -ENOENT when no described file is under it.
 */
long fm_dir_list(const struct fm_model *m, const char *dir, char *buf, size_t size);
const struct fm_perf *fm_perf_find(const struct fm_model *m, const char *name);
int fm_perf_index(const struct fm_model *m, uint32_t type, uint64_t config);
/* The model's task count of generic hardware event @config (cycles, instructions, ref-cycles): 0-2, or -1. */
int fm_task_index(uint32_t type, uint64_t config);
/*
 * Whether perf line @idx's PMU counts on @cpu: a hybrid part's PMU
 * (cpu_core, cpu_atom) only on the CPUs its described
 * /sys/bus/event_source/devices/<pmu>/cpus file lists; a PMU without one on all.
 */
int fm_perf_on_cpu(const struct fm_model *m, int idx, int cpu);

#endif
