/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * MSR reads through msr-safe's batch device (msr/batch.c): every register
 * of every CPU that one snapshot reads is read again at the start of the
 * next in a single ioctl, with no migration.
 */
#ifndef TSNG_BATCH_H
#define TSNG_BATCH_H

#include <stddef.h>
#include <stdint.h>

struct msr_batch;

/* Opens /dev/cpu/msr_batch; NULL with *err = -errno when it is not there or not ours to use. */
struct msr_batch *batch_open(int *err);
void batch_close(struct msr_batch *b);
/* Starts a snapshot: one ioctl for every (CPU, register) the last snapshot read. */
void batch_snapshot(struct msr_batch *b);
/*
 * One register: from this snapshot's batch, or (first use) by a batch of
 * one, then kept for the next snapshots.  -EIO absent, -ENXIO CPU offline,
 * -EACCES not on msr-safe's allowlist.
 */
int batch_read(struct msr_batch *b, int cpu, uint32_t reg, uint64_t *val);
/* The registers the allowlist refused, at most @max into @regs: how many. */
int batch_denied(const struct msr_batch *b, uint32_t *regs, int max);

#endif
