// SPDX-License-Identifier: GPL-2.0-only
/* Descriptors kept open by name; see msr/fdcache.h. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "msr/fdcache.h"
#include "msr/sysroot.h"

/* A dropped entry: opened again on its next use. */
#define FD_REOPEN INT32_MIN

void fdcache_init(struct fdcache *c)
{
	memset(c, 0, sizeof(*c));
	c->once_fd = -1;
}

static int open_ro(const char *path)
{
	char full[4096];
	int fd = open(sysroot_path(full, sizeof(full), path), O_RDONLY | O_CLOEXEC);

	return fd < 0 ? -errno : fd;
}

static void once_close(struct fdcache *c)
{
	if (c->once_fd >= 0)
		close(c->once_fd);
	c->once_fd = -1;
	c->once_path[0] = '\0';
}

/* A file opened for one use: its descriptor lives until the next such file is asked for. */
static int get_once(struct fdcache *c, const char *path)
{
	if (c->once_fd >= 0 && c->once_path[0] && strcmp(c->once_path, path) == 0)
		return c->once_fd;
	once_close(c);
	int fd = open_ro(path);

	if (fd >= 0 && strlen(path) < sizeof(c->once_path))
		strcpy(c->once_path, path);
	c->once_fd = fd < 0 ? -1 : fd;
	return fd;
}

int fdcache_get(struct fdcache *c, const char *path)
{
	if (c->startup)
		return get_once(c, path);
	int32_t *v = pathmap_find(&c->map, path);

	if (v && *v != FD_REOPEN)
		return *v;
	if (!v)
		v = pathmap_insert(&c->map, path);
	if (!v)		/* a file the table cannot hold is still read, opened for one use */
		return get_once(c, path);
	*v = open_ro(path);
	return *v;
}

void fdcache_drop(struct fdcache *c, const char *path)
{
	if (c->once_fd >= 0 && strcmp(c->once_path, path) == 0)
		once_close(c);
	int32_t *v = pathmap_find(&c->map, path);

	if (!v)
		return;
	if (*v >= 0)
		close(*v);
	/* not now: a file of an offline CPU is gone until it comes back, and a failed open is kept */
	*v = FD_REOPEN;
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

int fdcache_fit(struct fdcache *c)
{
	return pathmap_fit(&c->map) ? -ENOMEM : 0;
}

static void close_fd(int32_t fd)
{
	if (fd >= 0)
		close(fd);
}

void fdcache_close(struct fdcache *c)
{
	once_close(c);
	pathmap_free(&c->map, close_fd);
}
