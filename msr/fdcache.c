// SPDX-License-Identifier: GPL-2.0-only
/* Descriptors kept open by name; see include/fdcache.h. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "msr/fdcache.h"
#include "msr/sysroot.h"

void fdcache_init(struct fdcache *c)
{
	memset(c, 0, sizeof(*c));
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
#define FD_REOPEN INTPTR_MIN

int fdcache_get_with(struct fdcache *c, const char *key, int (*open_fn)(void *arg), void *arg)
{
	intptr_t *v = strmap_find(&c->map, key);

	if (v && *v != FD_REOPEN)
		return (int)*v;
	if (!v)
		v = strmap_insert(&c->map, key);
	if (!v)
		return -ENOMEM;
	*v = open_fn(arg);
	return (int)*v;
}

void fdcache_drop(struct fdcache *c, const char *path)
{
	intptr_t *v = strmap_find(&c->map, path);

	if (!v)
		return;
	if (*v >= 0)
		close((int)*v);
	/* not now: a file of an offline CPU is gone until it comes back, and a failed open is kept */
	*v = FD_REOPEN;
}

static void close_fd(intptr_t fd)
{
	if (fd >= 0)
		close((int)fd);
}

void fdcache_close(struct fdcache *c)
{
	strmap_free(&c->map, close_fd);
}
