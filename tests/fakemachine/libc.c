// SPDX-License-Identifier: GPL-2.0-only
/*
 * The calls other tools make where turbostat-ng makes open() and read():
 * upstream turbostat (tools/power/x86/turbostat/turbostat.c) checks a node
 * with stat() and euidaccess(), reads sysfs and procfs with fopen() and
 * fscanf(), asks sched_getcpu() where it runs and raises RLIMIT_NOFILE.
 * glibc's fopen() opens with its own internal call, which no preload sees,
 * so a served path becomes a stdio stream over the preload's descriptor
 * (fopencookie) and every byte still comes from the description.
 *
 * Only absolute paths outside TSNG_SYSROOT are served here: turbostat-ng's
 * own stat() and fopen() calls are of its --act files under that root, its
 * output and its configuration, which stay the real files.
 */
#include <dlfcn.h>
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "preload.h"

/* glibc sizes a stream's buffer by st_blksize, a page for sysfs and procfs: the same here */
#define STREAM_BUF 4096

static ssize_t stream_read(void *c, char *buf, size_t n)
{
	return read((int)(intptr_t)c, buf, n);
}

static int stream_seek(void *c, off64_t *pos, int whence)
{
	off_t at = pl_seek((int)(intptr_t)c, (off_t)*pos, whence);

	if (at < 0)
		return -1;
	*pos = at;
	return 0;
}

static int stream_close(void *c)
{
	return close((int)(intptr_t)c);
}

FILE *fopen(const char *path, const char *mode)
{
	static FILE *(*real_fopen)(const char *, const char *);
	static const cookie_io_functions_t io = { stream_read, NULL, stream_seek, stream_close };
	int fd;
	FILE *f;

	if (mode[0] != 'r' || strchr(mode, '+')) {
		/* the machine is never written (preload.c no_write); a file it lacks cannot be made */
		fd = pl_probe(path);
		if (fd >= 0) {
			fprintf(stderr, "fakemachine: fopen of %s for writing: the tool must never write it\n", path);
			abort();
		}
	} else {
		fd = pl_open(path, strchr(mode, 'e') != NULL);
	}
	if (fd == -1)
		return NULL;
	if (fd == -2) {
		if (!real_fopen)
			real_fopen = pl_next("fopen");
		return real_fopen(path, mode);
	}
	f = fopencookie((void *)(intptr_t)fd, "r", io);
	if (!f) {
		close(fd);
		return NULL;
	}
	setvbuf(f, NULL, _IOFBF, STREAM_BUF);
	/* a real stream's first read costs an fstat() for st_blksize (glibc _IO_file_doallocate): counted */
	pl_stat_calls++;
	return f;
}

FILE *fopen64(const char *path, const char *mode)
{
	return fopen(path, mode);
}

/* A served path's metadata: sysfs files 0444 of a page, device nodes 0600, directories 0555. */
int stat(const char *path, struct stat *st)
{
	static int (*real_stat)(const char *, struct stat *);
	int kind = pl_probe(path);

	if (kind == -2) {
		if (!real_stat)
			real_stat = pl_next("stat");
		return real_stat(path, st);
	}
	pl_stat_calls++;
	if (kind < 0)
		return -1;
	memset(st, 0, sizeof(*st));
	st->st_nlink = 1;
	st->st_blksize = STREAM_BUF;
	st->st_mode = kind == PL_DIR ? S_IFDIR | 0555 : kind == PL_DEVICE ? S_IFCHR | 0600 : S_IFREG | 0444;
	st->st_size = kind == PL_FILE ? STREAM_BUF : 0;
	return 0;
}

/* x86-64: struct stat64 is struct stat */
int stat64(const char *path, struct stat64 *st)
{
	return stat(path, (struct stat *)st);
}

/* Readable when served; never writable (the machine is never written), whoever asks. */
static int served_access(const char *path, int mode, const char *name)
{
	int kind = pl_probe(path);

	if (kind == -2) {
		int (*real_access)(const char *, int) = pl_next(name);

		return real_access(path, mode);
	}
	pl_stat_calls++;
	if (kind < 0)
		return -1;
	if (mode & W_OK) {
		errno = EACCES;
		return -1;
	}
	return 0;
}

int access(const char *path, int mode)
{
	return served_access(path, mode, "access");
}

int euidaccess(const char *path, int mode)
{
	return served_access(path, mode, "euidaccess");
}

int eaccess(const char *path, int mode)
{
	return served_access(path, mode, "eaccess");
}

/* The CPU sched_setaffinity() last moved the program to (a program pinned nowhere: CPU 0). */
int sched_getcpu(void)
{
	static int (*real_getcpu)(void);

	if (!pl_active()) {
		if (!real_getcpu)
			real_getcpu = pl_next("sched_getcpu");
		return real_getcpu();
	}
	return pl_cpu();
}

/*
 * RLIMIT_NOFILE above the hard limit: clamped to it.  The hard limit is the
 * limit of the VM this runs in (one without CAP_SYS_RESOURCE, which may not
 * raise it), not the tool's: upstream raises both limits to 32768
 * (turbostat.c set_rlimit()) and stops when that fails, and needs far fewer
 * descriptors than that (one msr node per CPU).
 */
int setrlimit(__rlimit_resource_t res, const struct rlimit *rl)
{
	static int (*real_setrlimit)(__rlimit_resource_t, const struct rlimit *);
	struct rlimit now, want = *rl;

	if (!real_setrlimit)
		real_setrlimit = pl_next("setrlimit");
	if (res == RLIMIT_NOFILE && pl_active() && getrlimit(res, &now) == 0) {
		want.rlim_max = want.rlim_max < now.rlim_max ? want.rlim_max : now.rlim_max;
		want.rlim_cur = want.rlim_cur < want.rlim_max ? want.rlim_cur : want.rlim_max;
	}
	return real_setrlimit(res, &want);
}

/* x86-64: struct rlimit64 is struct rlimit */
int setrlimit64(__rlimit_resource_t res, const struct rlimit64 *rl)
{
	return setrlimit(res, (const struct rlimit *)rl);
}
