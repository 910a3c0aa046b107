/* SPDX-License-Identifier: GPL-2.0-only */
/* Descriptors kept open by name for the whole run (msr/fdcache.c). */
#ifndef TSNG_FDCACHE_H
#define TSNG_FDCACHE_H

#include <stdint.h>

#include "msr/strmap.h"

/* Values are descriptors, or the -errno of a failed open (remembered, so an
 * absent file costs one open per run, not one per interval), each with the
 * generation of its last use. */
struct fdcache {
	struct strmap map;
	uint32_t gen;
	int startup;
	int once_fd;		/* a start-up file's descriptor, until the next call; or -1 */
	char once_path[128];	/* its path ("" when too long to ask for again) */
};

void fdcache_init(struct fdcache *c);
/* The descriptor for @path, opened read-only on first use; -errno if it cannot be. */
int fdcache_get(struct fdcache *c, const char *path);
/* The same for any descriptor named by @key: @open_fn(arg) makes it (fd or -errno). */
int fdcache_get_with(struct fdcache *c, const char *key, int (*open_fn)(void *arg), void *arg);
/* Forget @path's descriptor: its file went away (CPU hotplug); the next get opens it again. */
void fdcache_drop(struct fdcache *c, const char *path);
/*
 * Start-up begins: until fdcache_run(), a file's descriptor is good until
 * the next call only, then closed (the same file asked for again at once
 * gets the same descriptor: a CPU's cpuid device is read for several
 * leaves).  Nothing enters the table: what the interval loop reads, it
 * opens again and keeps.  A key that is not a path ("perf:CPU:EVENT") is
 * kept all along: a perf event may be a member of a group read through
 * its leader.
 */
void fdcache_startup(struct fdcache *c);
/* The interval loop begins: files are kept from now on. */
void fdcache_run(struct fdcache *c);
/*
 * A new period of use begins: fdcache_sweep() then closes and forgets what
 * was not used in it (files read once at start-up, which on a large machine
 * are thousands of descriptors and their names, kept for nothing).
 */
void fdcache_next_gen(struct fdcache *c);
/* Closes the files not used since then; 0, or -ENOMEM with every descriptor still there */
int fdcache_sweep(struct fdcache *c);
void fdcache_close(struct fdcache *c);

#endif
