/* SPDX-License-Identifier: GPL-2.0-only */
/* Descriptors kept open by name for the whole run (msr/fdcache.c). */
#ifndef TSNG_FDCACHE_H
#define TSNG_FDCACHE_H

#include "lib/pathmap.h"

/*
 * Values are descriptors, or the -errno of a failed open (remembered, so an
 * absent file costs one open per run, not one per interval).  During
 * start-up (fdcache_startup()) files are not kept: the probe, the topology
 * and the CPUs' identities read five files a CPU once, and on a large
 * machine their names and descriptors were thousands kept for nothing.
 */
struct fdcache {
	struct pathmap map;
	int startup;
	int once_fd;		/* a file opened for one use, until the next is; or -1 */
	char once_path[128];	/* its path ("" when too long to ask for again) */
};

void fdcache_init(struct fdcache *c);
/*
 * The descriptor for @path, opened read-only on first use; -errno if it
 * cannot be.  A path the table cannot hold (out of memory, or a byte 0x01
 * in it: lib/pathmap.h) is opened for one use, as during start-up.
 */
int fdcache_get(struct fdcache *c, const char *path);
/* Forget @path's descriptor: its file went away (CPU hotplug); the next get opens it again. */
void fdcache_drop(struct fdcache *c, const char *path);
/*
 * Start-up begins: until fdcache_run(), a file's descriptor is good until
 * the next file is asked for, then closed (the same file asked for again
 * at once gets the same descriptor: a CPU's cpuid device is read for
 * several leaves).  Nothing enters the table: what the interval loop reads, it
 * opens again and keeps.
 */
void fdcache_startup(struct fdcache *c);
/* The interval loop begins: files are kept from now on. */
void fdcache_run(struct fdcache *c);
/* The table shrunk to what it holds (the first snapshot has opened what the run reads); 0 or -ENOMEM. */
int fdcache_fit(struct fdcache *c);
void fdcache_close(struct fdcache *c);

#endif
