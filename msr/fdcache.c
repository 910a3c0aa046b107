// SPDX-License-Identifier: GPL-2.0-only
/* Descriptors kept open by name; see msr/fdcache.h. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "msr/fdcache.h"
#include "msr/sysroot.h"

void fdcache_init(struct fdcache *c)
{
	memset(c, 0, sizeof(*c));
	c->once_fd = -1;
}

static int open_ro(void *path)
{
	char full[4096];
	int fd = open(sysroot_path(full, sizeof(full), path), O_RDONLY | O_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

int fdcache_get(struct fdcache *c, const char *path)
{
	return fdcache_get_with(c, path, open_ro, (void *)path);
}

/* A dropped entry: opened again on its next use. */
#define FD_REOPEN INT32_MIN

/* A value: the descriptor (or -errno, or FD_REOPEN) in the low 32 bits, the generation of its last use above. */
static intptr_t fd_val(int32_t fd, uint32_t gen)
{
	return (intptr_t)((uint64_t)gen << 32 | (uint32_t)fd);
}

static int32_t fd_of(intptr_t v)
{
	return (int32_t)(uint32_t)(uint64_t)v;
}

static uint32_t gen_of(intptr_t v)
{
	return (uint32_t)((uint64_t)v >> 32);
}

static void once_close(struct fdcache *c)
{
	if (c->once_fd >= 0)
		close(c->once_fd);
	c->once_fd = -1;
	c->once_path[0] = '\0';
}

/* A start-up file: its descriptor lives until the next call. */
static int get_once(struct fdcache *c, const char *path, int (*open_fn)(void *arg), void *arg)
{
	if (c->once_fd >= 0 && c->once_path[0] && strcmp(c->once_path, path) == 0)
		return c->once_fd;
	once_close(c);
	int fd = open_fn(arg);

	if (fd >= 0 && strlen(path) < sizeof(c->once_path))
		strcpy(c->once_path, path);
	c->once_fd = fd < 0 ? -1 : fd;
	return fd;
}

int fdcache_get_with(struct fdcache *c, const char *key, int (*open_fn)(void *arg), void *arg)
{
	if (c->startup && key[0] == '/')
		return get_once(c, key, open_fn, arg);
	intptr_t *v = strmap_find(&c->map, key);

	if (v && fd_of(*v) != FD_REOPEN) {
		*v = fd_val(fd_of(*v), c->gen);
		return fd_of(*v);
	}
	if (!v)
		v = strmap_insert(&c->map, key);
	if (!v)
		return -ENOMEM;
	int fd = open_fn(arg);

	*v = fd_val(fd, c->gen);
	return fd;
}

void fdcache_drop(struct fdcache *c, const char *path)
{
	if (c->once_fd >= 0 && strcmp(c->once_path, path) == 0)
		once_close(c);
	intptr_t *v = strmap_find(&c->map, path);

	if (!v)
		return;
	if (fd_of(*v) >= 0)
		close(fd_of(*v));
	/* not now: a file of an offline CPU is gone until it comes back, and a failed open is kept */
	*v = fd_val(FD_REOPEN, c->gen);
}

static void close_fd(intptr_t v)
{
	if (fd_of(v) >= 0)
		close(fd_of(v));
}

void fdcache_startup(struct fdcache *c)
{
	c->startup = 1;
}

void fdcache_run(struct fdcache *c)
{
	once_close(c);
	c->startup = 0;
}

void fdcache_next_gen(struct fdcache *c)
{
	c->gen++;
}

/*
 * Files (keys that are paths) only: a perf event's descriptor may be a
 * member of a group read through its leader (msr/perf.c), so it stays.
 */
static int swept(const struct fdcache *c, const struct strmap_ent *e)
{
	return e->key && e->key[0] == '/' && gen_of(e->val) != c->gen;
}

static int kept(const struct strmap_ent *e, const void *c)
{
	return !swept(c, e);
}

/*
 * The kept entries move to a table of their size, their names not copied:
 * a second table grown beside the first with a copy of every kept name was
 * the run's peak of memory at 1024 CPUs (docs/memory.md).
 */
int fdcache_sweep(struct fdcache *c)
{
	return strmap_keep(&c->map, kept, c, close_fd) ? -ENOMEM : 0;
}

void fdcache_close(struct fdcache *c)
{
	once_close(c);
	strmap_free(&c->map, close_fd);
}
