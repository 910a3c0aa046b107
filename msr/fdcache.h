/* SPDX-License-Identifier: GPL-2.0-only */
/* Descriptors kept open by name for the whole run (msr/fdcache.c). */
#ifndef TSNG_FDCACHE_H
#define TSNG_FDCACHE_H

#include "msr/strmap.h"

/* Values are descriptors, or the -errno of a failed open (remembered, so an
 * absent file costs one open per run, not one per interval). */
struct fdcache {
	struct strmap map;
};

void fdcache_init(struct fdcache *c);
/* The descriptor for @path, opened read-only on first use; -errno if it cannot be. */
int fdcache_get(struct fdcache *c, const char *path);
/* The same for any descriptor named by @key: @open_fn(arg) makes it (fd or -errno). */
int fdcache_get_with(struct fdcache *c, const char *key, int (*open_fn)(void *arg), void *arg);
/* Forget @path's descriptor: its file went away (CPU hotplug); the next get opens it again. */
void fdcache_drop(struct fdcache *c, const char *path);
void fdcache_close(struct fdcache *c);

#endif
