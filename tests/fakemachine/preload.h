/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What preload.c (the descriptors, the clock, the model) offers the
 * preload's other files: libc.c (the stdio, stat and access calls of
 * tools that do not read through open and read) and insn.c (the CPUID and
 * RDTSC instructions).  Hidden: not symbols a program could bind to.
 */
#ifndef FM_PRELOAD_H
#define FM_PRELOAD_H

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

#include "model.h"

#define PL_HIDDEN __attribute__((visibility("hidden")))

/* what a served path is */
enum { PL_DEVICE = 1, PL_FILE, PL_DIR };

/* the next definition of a wrapped function (the real one); a missing one aborts */
PL_HIDDEN void *pl_next(const char *name);
/* whether a machine is served ($FAKEMACHINE named one) */
PL_HIDDEN int pl_active(void);
/*
 * An absolute path outside TSNG_SYSROOT as the machine serves it: PL_DEVICE,
 * PL_FILE or PL_DIR; -1 with errno when the machine says it is absent; -2
 * when it is not the machine's (the real one).
 */
PL_HIDDEN int pl_probe(const char *path);
/*
 * Such a path opened for reading (@cloexec: as with O_CLOEXEC): a descriptor
 * read() and close() serve, -1 with errno, or -2.
 */
PL_HIDDEN int pl_open(const char *path, int cloexec);
/* A served descriptor's new read offset (SEEK_SET, SEEK_CUR), or -1 with errno. */
PL_HIDDEN off_t pl_seek(int fd, off_t off, int whence);
PL_HIDDEN const struct fm_model *pl_model(void);
/* the virtual time, and the CPU the program runs on (the last one sched_setaffinity() chose) */
PL_HIDDEN uint64_t pl_now(void);
PL_HIDDEN int pl_cpu(void);
/* stat() and access() calls answered from the model (no system call): for $FAKEMACHINE_STATS */
PL_HIDDEN extern unsigned long pl_stat_calls;

/* rss.c: "rss NAME KIB" lines into @out, the preload's buffer @own counted as the preload's */
PL_HIDDEN void rss_write(FILE *out, const void *own);

/* insn.c: with $FAKEMACHINE_INSN, CPUID and RDTSC fault and are served from the model */
PL_HIDDEN void insn_init(void);

#endif
