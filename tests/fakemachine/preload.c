// SPDX-License-Identifier: GPL-2.0-only
/*
 * The fake machine: an LD_PRELOAD library that serves the machine of the
 * description named by $FAKEMACHINE through the calls turbostat-ng's live
 * path makes (msr/live.c, msr/perf.c): /dev/cpu/N/{msr,msr_safe,cpuid},
 * /dev/cpu/msr_batch, the sysfs and procfs files it reads, perf_event_open,
 * sched_setaffinity and the clocks.  Test code: never part of the binary.
 *
 * Time is virtual: CLOCK_MONOTONIC starts at 1000 s and moves only when the
 * program sleeps (to the deadline it asked for), so every interval is
 * exactly as long as requested and every value is known in advance.
 *
 * Every path under /sys/ and /dev/cpu/ is served from the model (absent
 * unless described), so no test sees the host's files.  With $FAKEMACHINE_STATS
 * the calls served are counted into that file at exit (make bench).
 */
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "model.h"
#include "msr/msr_safe_abi.h"
#include "preload.h"

#define FD_MAX 65536
#define MONO0_NS 1000000000000ull		/* CLOCK_MONOTONIC at virtual time 0: 1000 s */
#define TOD0_S 1800000000ull			/* time of day at virtual time 0 */
/* as large as the sampler reads (msr/sample.c TEXT_MAX): /proc/interrupts of a large machine */
#define TEXT_MAX (64 << 20)

enum ffd_kind { FFD_MSR, FFD_CPUID, FFD_BATCH, FFD_FILE, FFD_PERF, FFD_TASK };

struct ffd {
	enum ffd_kind kind;
	int cpu;
	char *path;		/* FFD_FILE */
	off_t pos;		/* FFD_FILE, for read() */
	int perf;		/* FFD_PERF: index into the model's perf lines */
	int next;		/* FFD_PERF: the group's next member's fd (the leader reads the chain), -1 at the end */
	uint64_t read_format;
	uint64_t task;		/* FFD_TASK: the count its read gives */
};

static struct fm_model model;
static int active;
static uint64_t vt_ns;		/* virtual time since start */
static int cur_cpu;		/* the CPU sched_setaffinity() last moved the program to */
static struct ffd *fds[FD_MAX];
static char *text;		/* a file's text, generated per read */

static struct {
	unsigned long open, close, read, pread, ioctl, migrate, sleep, perf_open;
} calls;
unsigned long pl_stat_calls;

static int (*real_openat)(int, const char *, int, ...);
static int (*real_close)(int);
static DIR *(*real_opendir)(const char *);
static struct dirent *(*real_readdir)(DIR *);
static int (*real_closedir)(DIR *);
static ssize_t (*real_read)(int, void *, size_t);
static ssize_t (*real_pread)(int, void *, size_t, off_t);
static ssize_t (*real_write)(int, const void *, size_t);
static ssize_t (*real_pwrite)(int, const void *, size_t, off_t);
static int (*real_ioctl)(int, unsigned long, ...);
static int (*real_clock_gettime)(clockid_t, struct timespec *);
static int (*real_clock_nanosleep)(clockid_t, int, const struct timespec *, struct timespec *);
static long (*real_syscall)(long, ...);

static void *next(const char *name)
{
	void *p = dlsym(RTLD_NEXT, name);

	if (!p) {
		fprintf(stderr, "fakemachine: no %s to wrap\n", name);
		abort();
	}
	return p;
}

void *pl_next(const char *name)
{
	return next(name);
}

/*
 * A library's own constructor (libmicrohttpd's reads the clock) can run before
 * fm_init(): every wrapper makes sure the functions it forwards to are resolved.
 */
static void fm_resolve(void)
{
	if (real_syscall)
		return;
	real_openat = next("openat");
	real_close = next("close");
	real_read = next("read");
	real_pread = next("pread");
	real_write = next("write");
	real_pwrite = next("pwrite");
	real_ioctl = next("ioctl");
	real_clock_gettime = next("clock_gettime");
	real_clock_nanosleep = next("clock_nanosleep");
	real_opendir = next("opendir");
	real_readdir = next("readdir");
	real_closedir = next("closedir");
	real_syscall = next("syscall");
}
#define REAL(f) (fm_resolve(), real_##f)

/*
 * The process's peak RSS (VmHWM, proc(5)) as it ends: unlike a parent's
 * getrusage(), it leaves out the memory of the process it was forked from
 * (a python or shell parent's pages count in a child's ru_maxrss until exec).
 */
static unsigned long hwm_kib(void)
{
	FILE *f = fopen("/proc/self/status", "r");
	char line[128];
	unsigned long kib = 0;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "VmHWM: %lu", &kib) == 1)
			break;
	if (f)
		fclose(f);
	return kib;
}

static void stats_write(void)
{
	const char *path = getenv("FAKEMACHINE_STATS");
	FILE *f = path ? fopen(path, "w") : NULL;

	if (!f)
		return;
	fprintf(f, "open %lu\nclose %lu\nread %lu\npread %lu\nioctl %lu\nmigrate %lu\nsleep %lu\nperf_open %lu\n",
		calls.open, calls.close, calls.read, calls.pread, calls.ioctl, calls.migrate, calls.sleep,
		calls.perf_open);
	fprintf(f, "stat %lu\nhwm_kib %lu\n", pl_stat_calls, hwm_kib());
	rss_write(f, text);
	fclose(f);
}

__attribute__((constructor)) static void fm_init(void)
{
	const char *path = getenv("FAKEMACHINE");
	char err[256];

	fm_resolve();
	if (!path)
		return;
	if (fm_load(&model, path, err, sizeof(err))) {
		fprintf(stderr, "fakemachine: %s\n", err);
		exit(99);
	}
	text = malloc(TEXT_MAX);
	if (!text)
		abort();
	active = 1;
	atexit(stats_write);
	insn_init();
}

static int fail(int e)
{
	errno = e;
	return -1;
}

/* A descriptor number of our own: a real open of /dev/null, so numbers never collide. */
/*
 * Whether the open being served asked for close-on-exec (O_CLOEXEC, or
 * PERF_FLAG_FD_CLOEXEC): the stand-in descriptor gets the same, so that a
 * test of what a forked command inherits sees what the real device would.
 */
static int want_cloexec;

static int ffd_new(enum ffd_kind kind, int cpu, const char *path)
{
	int fd = REAL(openat)(AT_FDCWD, "/dev/null", O_RDONLY | (want_cloexec ? O_CLOEXEC : 0));
	struct ffd *f;

	if (fd < 0)
		return -1;
	if (fd >= FD_MAX || !(f = calloc(1, sizeof(*f)))) {
		REAL(close)(fd);
		return fail(EMFILE);
	}
	f->kind = kind;
	f->cpu = cpu;
	f->path = path ? strdup(path) : NULL;
	f->next = -1;
	fds[fd] = f;
	return fd;
}

static struct ffd *ffd_of(int fd)
{
	return active && fd >= 0 && fd < FD_MAX ? fds[fd] : NULL;
}

/*
 * Under turbostat-ng's TSNG_SYSROOT (its test hook) every path it opens
 * starts with the root: the machine serves what it describes there, and a
 * /sys file it does not describe is the real file in the root (the cpufreq
 * files --act writes).  NULL: not under the root.
 */
static const char *unrooted(const char *path)
{
	const char *root = getenv("TSNG_SYSROOT");
	size_t n = root ? strlen(root) : 0;

	return n && strncmp(path, root, n) == 0 && path[n] == '/' ? path + n : NULL;
}

/*
 * What fake_open() found: a new descriptor, or with @probe (stat, access)
 * only that the path is there: PL_DEVICE or PL_FILE.
 */
static int found(int probe, enum ffd_kind kind, int cpu, const char *path)
{
	if (probe)
		return kind == FFD_FILE ? PL_FILE : PL_DEVICE;
	return ffd_new(kind, cpu, path);
}

/* -1 with errno, a new descriptor (with @probe: found()'s kind), or -2: not ours. */
static int fake_open(const char *path, int probe)
{
	const char *rel = unrooted(path);
	int rooted = rel != NULL;

	if (rooted)
		path = rel;
	int cpu, n = 0;
	char dev[16];

	if (!active)
		return -2;
	if (strcmp(path, "/dev/cpu/msr_batch") == 0)
		return model.dev_batch ? found(probe, FFD_BATCH, -1, NULL) : fail(ENOENT);
	if (sscanf(path, "/dev/cpu/%d/%15s%n", &cpu, dev, &n) == 2 && !path[n]) {
		int is_msr = strcmp(dev, "msr") == 0, is_safe = strcmp(dev, "msr_safe") == 0;

		if ((is_msr && !model.dev_msr) || (is_safe && !model.dev_msr_safe) ||
		    (!is_msr && !is_safe && strcmp(dev, "cpuid") != 0))
			return fail(ENOENT);
		/* an offline CPU's nodes are removed (arch/x86/kernel/msr.c msr_device_destroy) */
		if (!fm_cpu_online(&model, cpu, vt_ns))
			return fail(ENOENT);
		return found(probe, is_msr || is_safe ? FFD_MSR : FFD_CPUID, cpu, NULL);
	}
	if (strncmp(path, "/dev/cpu/", 9) == 0)
		return fail(ENOENT);
	if (sscanf(path, "/dev/msr%d%n", &cpu, &n) == 1 && !path[n]) {
		if (!model.dev_msr_android || !fm_cpu_online(&model, cpu, vt_ns))
			return fail(ENOENT);
		return found(probe, FFD_MSR, cpu, NULL);
	}
	/* the CPU latency QoS device: a "word" line describes it, else it is not there (never the host's) */
	if (strcmp(path, "/dev/cpu_dma_latency") == 0 && fm_file_text(&model, path, vt_ns, text, TEXT_MAX) < 0)
		return fail(ENOENT);
	if (strcmp(path, "/proc/interrupts") == 0 && fm_interrupts_line(&model, vt_ns, 0, NULL, 0) >= 0)
		return found(probe, FFD_FILE, -1, path);
	/* /proc/cmdline too: the host's would print in the report of a fake machine */
	if (strncmp(path, "/sys/", 5) == 0 || strcmp(path, "/proc/interrupts") == 0 ||
	    strcmp(path, "/proc/stat") == 0 || strcmp(path, "/proc/cmdline") == 0) {
		if (fm_file_text(&model, path, vt_ns, text, TEXT_MAX) < 0)
			return rooted ? -2 : fail(ENOENT);
		return found(probe, FFD_FILE, -1, path);
	}
	/* elsewhere only what the description lists (the kernel's release and config) */
	if (fm_file_text(&model, path, vt_ns, text, TEXT_MAX) >= 0)
		return found(probe, FFD_FILE, -1, path);
	return -2;
}

int pl_active(void)
{
	return active;
}

int pl_probe(const char *path)
{
	if (!active || path[0] != '/' || unrooted(path))
		return -2;
	if (strncmp(path, "/sys/", 5) == 0 && fm_dir_list(&model, path, text, TEXT_MAX) >= 0)
		return PL_DIR;
	return fake_open(path, 1);
}

int pl_open(const char *path, int cloexec)
{
	int fd = pl_probe(path);

	if (fd == PL_DIR)
		return fail(EISDIR);
	if (fd < 0)
		return fd;
	want_cloexec = cloexec;
	calls.open++;
	return fake_open(path, 0);
}

off_t pl_seek(int fd, off_t off, int whence)
{
	struct ffd *f = ffd_of(fd);

	if (!f || (whence != SEEK_SET && whence != SEEK_CUR))
		return fail(EINVAL);
	off += whence == SEEK_CUR ? f->pos : 0;
	if (off < 0)
		return fail(EINVAL);
	return f->pos = off;
}

const struct fm_model *pl_model(void)
{
	return &model;
}

uint64_t pl_now(void)
{
	return vt_ns;
}

int pl_cpu(void)
{
	return cur_cpu;
}

/* open and openat: a served path, else the real call with the mode it may carry. */
int openat(int dirfd, const char *path, int flags, ...)
{
	va_list ap;
	int fd;

	want_cloexec = (flags & O_CLOEXEC) != 0;
	fd = path[0] == '/' || unrooted(path) ? fake_open(path, 0) : -2;

	if (fd != -2) {
		calls.open++;
		return fd;
	}
	va_start(ap, flags);
	int mode = va_arg(ap, int);

	va_end(ap);
	return REAL(openat)(dirfd, path, flags, mode);
}

int open(const char *path, int flags, ...)
{
	va_list ap;

	va_start(ap, flags);
	int mode = va_arg(ap, int);

	va_end(ap);
	return openat(AT_FDCWD, path, flags, mode);
}

int close(int fd)
{
	struct ffd *f = ffd_of(fd);

	if (f) {
		calls.close++;
		free(f->path);
		free(f);
		fds[fd] = NULL;
	}
	return REAL(close)(fd);
}

/*
 * A directory under /sys/ lists what the description has under it (a
 * stand-in DIR, walked by readdir()); one it does not describe is absent,
 * or under TSNG_SYSROOT the real one in the root.
 */
struct fake_dir {
	char *names, *pos;
	struct dirent ent;
};

#define FAKE_DIRS 16
static struct fake_dir *fake_dirs[FAKE_DIRS];

static struct fake_dir *fake_dir_of(DIR *d)
{
	for (int i = 0; d && i < FAKE_DIRS; i++)
		if (fake_dirs[i] == (struct fake_dir *)d)
			return fake_dirs[i];
	return NULL;
}

DIR *opendir(const char *path)
{
	const char *rel = unrooted(path);
	const char *p = rel ? rel : path;
	struct fake_dir *fd;
	long n;
	int slot = 0;

	if (!active || strncmp(p, "/sys/", 5))
		return REAL(opendir)(path);
	calls.open++;
	n = fm_dir_list(&model, p, text, TEXT_MAX);
	if (n < 0) {
		if (rel)
			return REAL(opendir)(path);
		errno = ENOENT;
		return NULL;
	}
	while (slot < FAKE_DIRS && fake_dirs[slot])
		slot++;
	if (slot == FAKE_DIRS || !(fd = calloc(1, sizeof(*fd))) || !(fd->names = strdup(text))) {
		if (slot < FAKE_DIRS)
			free(fake_dirs[slot]);
		errno = EMFILE;
		return NULL;
	}
	fd->pos = fd->names;
	fake_dirs[slot] = fd;
	return (DIR *)fd;
}

struct dirent *readdir(DIR *d)
{
	struct fake_dir *fd = fake_dir_of(d);
	char *nl;

	if (!fd)
		return REAL(readdir)(d);
	if (!*fd->pos)
		return NULL;
	nl = strchr(fd->pos, '\n');
	*nl = '\0';
	snprintf(fd->ent.d_name, sizeof(fd->ent.d_name), "%s", fd->pos);
	fd->pos = nl + 1;
	return &fd->ent;
}

int closedir(DIR *d)
{
	struct fake_dir *fd = fake_dir_of(d);

	if (!fd)
		return REAL(closedir)(d);
	for (int i = 0; i < FAKE_DIRS; i++)
		if (fake_dirs[i] == fd)
			fake_dirs[i] = NULL;
	free(fd->names);
	free(fd);
	return 0;
}

static ssize_t copy_out(const void *src, size_t len, void *buf, size_t n)
{
	size_t k = len < n ? len : n;

	memcpy(buf, src, k);
	return (ssize_t)k;
}

/*
 * A perf count: the register the perf line names, as the kernel's msr and
 * cstate PMUs read it; or, for the power PMU (a line with a shift), the
 * energy status register's count summed across its 32-bit wraps and shifted
 * into 2^-32 J units (arch/x86/events/rapl.c rapl_event_update() and
 * rapl_scale(): count << (32 - the domain's energy unit bits)).
 */
static uint64_t perf_count(const struct ffd *f)
{
	const struct fm_perf *p = &model.perf[f->perf];
	uint64_t v = 0;

	if (fm_msr_count(&model, f->cpu, p->reg, vt_ns, p->shift != 0, &v))
		return 0;
	return v << p->shift;
}

/* read(2) of a perf descriptor: one count, or with PERF_FORMAT_GROUP { nr, values[nr] } of its group. */
static ssize_t perf_read(int fd, struct ffd *f, void *buf, size_t n)
{
	uint64_t out[64];
	size_t k = 0;

	if (!(f->read_format & PERF_FORMAT_GROUP)) {
		out[0] = perf_count(f);
		return copy_out(out, sizeof(out[0]), buf, n);
	}
	out[k++] = 0;
	for (int i = fd; i >= 0 && k < 64; i = fds[i] ? fds[i]->next : -1)
		out[k++] = perf_count(fds[i]);
	out[0] = k - 1;
	if (n < k * sizeof(uint64_t))
		return fail(ENOSPC);
	return copy_out(out, k * sizeof(uint64_t), buf, n);
}

/*
 * /proc/interrupts line by line from a cursor (the line holding the last
 * byte served), so that a sequential read of a text of megabytes costs one
 * pass and holds one line: what the tool under test holds is its own memory.
 */
static struct {
	uint64_t vt;
	off_t start;		/* offset of the line in buf */
	int k;			/* its number; -1 none yet */
	long len;
	char *buf;
	size_t cap;
} irq_cur = { .k = -1 };

static ssize_t interrupts_read(void *buf, size_t n, off_t off)
{
	size_t got = 0;

	if (!irq_cur.buf) {
		irq_cur.cap = (size_t)model.ncpu * 16 + 256;
		irq_cur.buf = malloc(irq_cur.cap);
		if (!irq_cur.buf)
			return fail(ENOMEM);
	}
	if (irq_cur.k < 0 || irq_cur.vt != vt_ns || off < irq_cur.start) {
		irq_cur.vt = vt_ns;
		irq_cur.k = 0;
		irq_cur.start = 0;
		irq_cur.len = fm_interrupts_line(&model, vt_ns, 0, irq_cur.buf, irq_cur.cap);
	}
	while (got < n && irq_cur.len >= 0) {
		off_t at = off + (off_t)got;

		if (at < irq_cur.start + irq_cur.len) {
			size_t k = (size_t)(irq_cur.start + irq_cur.len - at);

			k = k < n - got ? k : n - got;
			memcpy((char *)buf + got, irq_cur.buf + (at - irq_cur.start), k);
			got += k;
			continue;
		}
		irq_cur.start += irq_cur.len;
		irq_cur.len = fm_interrupts_line(&model, vt_ns, ++irq_cur.k, irq_cur.buf, irq_cur.cap);
	}
	return (ssize_t)got;
}

static ssize_t file_read(struct ffd *f, void *buf, size_t n, off_t off)
{
	uint64_t w;
	int err = fm_word_read(&model, f->path, (uint64_t)off, vt_ns, &w);

	if (err == 0)
		return copy_out(&w, sizeof(w), buf, n);	/* x86: the word's bytes are little-endian */
	if (err == -ENODATA)
		return 0;
	if (strcmp(f->path, "/proc/interrupts") == 0 && fm_interrupts_line(&model, vt_ns, 0, NULL, 0) >= 0)
		return interrupts_read(buf, n, off);
	long len = fm_file_text(&model, f->path, vt_ns, text, TEXT_MAX);

	if (len < 0)
		return fail(ENOENT);
	if (off >= len)
		return 0;
	return copy_out(text + off, (size_t)(len - off), buf, n);
}

static ssize_t fake_pread(struct ffd *f, void *buf, size_t n, off_t off)
{
	uint64_t v;
	uint32_t regs[4];
	int err;

	switch (f->kind) {
	case FFD_MSR:
		if (n != 8)
			return fail(EINVAL);
		err = fm_msr_read(&model, f->cpu, (uint32_t)off, vt_ns, &v);
		/* a kept descriptor of a CPU gone offline: smp_call_function_single() says ENXIO */
		if (err)
			return fail(-err);
		return copy_out(&v, sizeof(v), buf, n);
	case FFD_CPUID:
		if (n != 16)
			return fail(EINVAL);
		if (!fm_cpu_online(&model, f->cpu, vt_ns))
			return fail(ENXIO);
		fm_cpuid_read(&model, f->cpu, (uint32_t)off, (uint32_t)((uint64_t)off >> 32), regs);
		return copy_out(regs, sizeof(regs), buf, n);
	case FFD_FILE:
		return file_read(f, buf, n, off);
	case FFD_BATCH:
	case FFD_PERF:
	case FFD_TASK:
		break;
	}
	return fail(EINVAL);
}

ssize_t pread(int fd, void *buf, size_t n, off_t off)
{
	struct ffd *f = ffd_of(fd);

	if (!f)
		return REAL(pread)(fd, buf, n, off);
	calls.pread++;
	if (getenv("FAKEMACHINE_TRACE"))
		fprintf(stderr, "fakemachine: pread %s cpu %d offset 0x%llx\n", f->path ? f->path : "device", f->cpu,
			(unsigned long long)off);
	return fake_pread(f, buf, n, off);
}

ssize_t pread64(int fd, void *buf, size_t n, off_t off) __attribute__((alias("pread")));

ssize_t read(int fd, void *buf, size_t n)
{
	struct ffd *f = ffd_of(fd);
	ssize_t got;

	if (!f)
		return REAL(read)(fd, buf, n);
	calls.read++;
	if (f->kind == FFD_PERF)
		return perf_read(fd, f, buf, n);
	if (f->kind == FFD_TASK)
		return copy_out(&f->task, sizeof(f->task), buf, n);
	got = fake_pread(f, buf, n, f->pos);
	if (got > 0)
		f->pos += got;
	return got;
}

/* The tool never writes an MSR: any write to a fake device ends the test loudly. */
static void no_write(int fd)
{
	fprintf(stderr, "fakemachine: write to fake device (fd %d): turbostat-ng must never write an MSR\n", fd);
	abort();
}

ssize_t write(int fd, const void *buf, size_t n)
{
	if (ffd_of(fd))
		no_write(fd);
	return REAL(write)(fd, buf, n);
}

ssize_t pwrite(int fd, const void *buf, size_t n, off_t off)
{
	if (ffd_of(fd))
		no_write(fd);
	return REAL(pwrite)(fd, buf, n, off);
}

ssize_t pwrite64(int fd, const void *buf, size_t n, off_t off) __attribute__((alias("pwrite")));

/*
 * msr-safe's X86_IOC_MSR_BATCH (msr_batch.c msrbatch_ioctl()): first every op
 * is checked (CPU online, else ENXIO; register on the allowlist, else
 * EACCES) and if any fails nothing is read; then each op is read, a failed
 * rdmsr leaving its err; the ioctl fails with the last error.
 */
static int batch_ioctl(struct msr_batch_array *a)
{
	int err = 0;

	if (a->numops == 0)
		return fail(EINVAL);
	for (uint32_t i = 0; i < a->numops; i++) {
		struct msr_batch_op *op = &a->ops[i];

		if (!op->isrdmsr)
			no_write(-1);
		op->err = 0;
		if (op->cpu >= model.ncpu || !fm_cpu_online(&model, op->cpu, vt_ns))
			op->err = err = -ENXIO;
		else if (!fm_msr_allowed(&model, op->msr))
			op->err = err = -EACCES;
	}
	if (err)
		return fail(-err);
	for (uint32_t i = 0; i < a->numops; i++) {
		struct msr_batch_op *op = &a->ops[i];
		uint64_t v = 0;

		op->err = fm_msr_read(&model, op->cpu, op->msr, vt_ns, &v);
		op->msrdata = v;
		if (op->err)
			err = op->err;
	}
	return err ? fail(-err) : 0;
}

int ioctl(int fd, unsigned long req, ...)
{
	va_list ap;
	struct ffd *f = ffd_of(fd);

	va_start(ap, req);
	void *arg = va_arg(ap, void *);

	va_end(ap);
	if (!f)
		return REAL(ioctl)(fd, req, arg);
	calls.ioctl++;
	if (f->kind == FFD_BATCH && req == X86_IOC_MSR_BATCH)
		return batch_ioctl(arg);
	if (f->kind == FFD_PERF || f->kind == FFD_TASK)
		return 0;	/* enable, disable, reset: counts run from boot here */
	return fail(ENOTTY);
}

/*
 * A task's counter (pid > 0, any CPU): the model's "task" count for a
 * generic cycles, instructions or ref-cycles event.  Opened the way a
 * command's must be (inherit, enable_on_exec, disabled until then) on a
 * child held before its exec (its /proc/PID/exe still this program's),
 * else EINVAL: a child already exec'ed would have run uncounted.
 */
static long fake_task_open(const struct perf_event_attr *attr, int pid)
{
	char self[256], child[256], path[64];
	long a, b;
	int k = fm_task_index(attr->type, attr->config);

	calls.perf_open++;
	if (k < 0 || !model.task_set[k])
		return fail(ENOENT);
	snprintf(path, sizeof(path), "/proc/%d/exe", pid);
	a = REAL(syscall)(SYS_readlinkat, AT_FDCWD, "/proc/self/exe", self, sizeof(self) - 1);
	b = REAL(syscall)(SYS_readlinkat, AT_FDCWD, path, child, sizeof(child) - 1);
	if (!attr->inherit || !attr->enable_on_exec || !attr->disabled || a <= 0 || a != b || memcmp(self, child, (size_t)a))
		return fail(EINVAL);
	int fd = ffd_new(FFD_TASK, -1, NULL);

	if (fd >= 0)
		fds[fd]->task = model.task[k];
	return fd;
}

static long fake_perf_open(const struct perf_event_attr *attr, int cpu, int group_fd)
{
	int idx = fm_perf_index(&model, attr->type, attr->config);

	calls.perf_open++;
	if (!model.dev_perf || idx < 0 || cpu < 0 || !fm_perf_on_cpu(&model, idx, cpu))
		return fail(ENOENT);
	if (!fm_cpu_online(&model, cpu, vt_ns))
		return fail(ENODEV);
	int fd = ffd_new(FFD_PERF, cpu, NULL);

	if (fd < 0)
		return -1;
	fds[fd]->perf = idx;
	fds[fd]->read_format = attr->read_format;
	if (group_fd >= 0 && ffd_of(group_fd)) {
		int last = group_fd;

		while (fds[last]->next >= 0)
			last = fds[last]->next;
		fds[last]->next = fd;
	}
	return fd;
}

long syscall(long nr, ...)
{
	va_list ap;
	long a[6];

	va_start(ap, nr);
	for (int i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	if (active && nr == SYS_perf_event_open) {
		want_cloexec = (a[4] & PERF_FLAG_FD_CLOEXEC) != 0;
		if ((int)a[1] > 0 && (int)a[2] == -1)
			return fake_task_open((const struct perf_event_attr *)a[0], (int)a[1]);
		return fake_perf_open((const struct perf_event_attr *)a[0], (int)a[2], (int)a[3]);
	}
	return REAL(syscall)(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
}

int sched_setaffinity(pid_t pid, size_t size, const cpu_set_t *set)
{
	int cpu = -1;

	if (!active)
		return (int)REAL(syscall)(SYS_sched_setaffinity, pid, size, set);
	calls.migrate++;
	for (int c = 0; c < model.ncpu && c < (int)(size * 8); c++)
		if (CPU_ISSET_S(c, size, set) && fm_cpu_online(&model, c, vt_ns))
			cpu = c;
	if (cpu < 0)
		return fail(EINVAL);
	cur_cpu = cpu;
	return 0;
}

int clock_gettime(clockid_t clk, struct timespec *ts)
{
	uint64_t ns;

	if (!active || (clk != CLOCK_MONOTONIC && clk != CLOCK_REALTIME && clk != CLOCK_BOOTTIME &&
			clk != CLOCK_MONOTONIC_RAW))
		return REAL(clock_gettime)(clk, ts);
	ns = clk == CLOCK_REALTIME ? TOD0_S * 1000000000ull + vt_ns : MONO0_NS + vt_ns;
	ts->tv_sec = (time_t)(ns / 1000000000u);
	ts->tv_nsec = (long)(ns % 1000000000u);
	return 0;
}

int gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	struct timespec ts;

	(void)tz;
	clock_gettime(CLOCK_REALTIME, &ts);
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}

/*
 * "cpufreq-load": the frequency each CPU runs at over the coming sleep, from
 * the scaling_setspeed file --act writes (the real file under TSNG_SYSROOT);
 * 0 (the base clock) when there is none.
 */
static void load_advance(uint64_t ns)
{
	static uint64_t khz[FM_MAX_CPUS];
	const char *root = getenv("TSNG_SYSROOT");

	for (int cpu = 0; cpu < model.ncpu; cpu++) {
		char path[512], buf[32];
		int fd;
		ssize_t n = 0;

		khz[cpu] = 0;
		snprintf(path, sizeof(path), "%s/sys/devices/system/cpu/cpu%d/cpufreq/scaling_setspeed", root ? root : "", cpu);
		fd = root ? REAL(openat)(AT_FDCWD, path, O_RDONLY | O_CLOEXEC) : -1;
		if (fd >= 0) {
			n = REAL(read)(fd, buf, sizeof(buf) - 1);
			REAL(close)(fd);
		}
		if (n > 0) {
			buf[n] = '\0';
			khz[cpu] = strtoull(buf, NULL, 10);
		}
	}
	fm_load_advance(&model, khz, ns);
}

/* Virtual time moves to the end of the sleep at once (and also in real time with "sleep real"). */
static int advance(uint64_t ns)
{
	calls.sleep++;
	if (model.load)
		load_advance(ns);
	vt_ns += ns;
	if (model.sleep_real) {
		struct timespec ts = { (time_t)(ns / 1000000000u), (long)(ns % 1000000000u) };

		return REAL(clock_nanosleep)(CLOCK_MONOTONIC, 0, &ts, NULL);
	}
	return 0;
}

int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req, struct timespec *rem)
{
	uint64_t ns;

	if (!active || clk == CLOCK_PROCESS_CPUTIME_ID || clk == CLOCK_THREAD_CPUTIME_ID)
		return REAL(clock_nanosleep)(clk, flags, req, rem);
	ns = (uint64_t)req->tv_sec * 1000000000u + (uint64_t)req->tv_nsec;
	if (flags & TIMER_ABSTIME) {
		struct timespec now;

		clock_gettime(clk, &now);
		uint64_t cur = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;

		ns = ns > cur ? ns - cur : 0;
	}
	return advance(ns);
}

int nanosleep(const struct timespec *req, struct timespec *rem)
{
	int rc = clock_nanosleep(CLOCK_MONOTONIC, 0, req, rem);

	return rc ? fail(rc) : 0;
}

/*
 * FAKEMACHINE_NOLIB=SONAME: a machine where that library is not installed
 * (the exporter's libmicrohttpd is loaded with dlopen: measure/mhd.h).
 */
void *dlopen(const char *file, int flags)
{
	static void *(*real_dlopen)(const char *, int);
	const char *missing = getenv("FAKEMACHINE_NOLIB");

	if (missing && file && strcmp(file, missing) == 0)
		return NULL;
	if (!real_dlopen)
		real_dlopen = next("dlopen");
	return real_dlopen(file, flags);
}
