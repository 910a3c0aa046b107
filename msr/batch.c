// SPDX-License-Identifier: GPL-2.0-only
/*
 * msr-safe's batch device, ABI 2.x (msr/msr_safe_abi.h).  The set of
 * (CPU, register) pairs is learned: whatever a snapshot reads joins it, and
 * the next snapshot starts with one ioctl for the whole set, so reads are
 * then served from memory.  Registers read before the first snapshot
 * (start-up facts) are read singly and do not join.
 *
 * msr_batch.c msrbatch_ioctl() first checks every op (an offline CPU gives
 * ENXIO, a register off the allowlist EACCES) and, if any fails, reads
 * nothing; otherwise it reads all and a failed rdmsr (absent register)
 * leaves -EIO in that op alone.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "msr/batch.h"
#include "msr/msr_safe_abi.h"
#include "msr/sysroot.h"

#define DENIED_MAX 32

struct msr_batch {
	int fd;
	struct msr_batch_op *ops;	/* the set, in the order a snapshot reads it */
	int n, cap;
	int grown;		/* the set grew in the last snapshot: cut to fit as the next begins */
	int fresh;		/* ops hold this snapshot's values */
	int in_snapshot;	/* a snapshot has begun: new reads join the set */
	int cursor;		/* where the next read is expected in ops */
	uint32_t denied[DENIED_MAX];
	int ndenied;
};

struct msr_batch *batch_open(int *err)
{
	struct msr_batch *b;
	char path[300];
	int fd = open(sysroot_path(path, sizeof(path), "/dev/cpu/msr_batch"), O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		*err = -errno;
		return NULL;
	}
	b = calloc(1, sizeof(*b));
	if (!b) {
		close(fd);
		*err = -ENOMEM;
		return NULL;
	}
	b->fd = fd;
	return b;
}

void batch_close(struct msr_batch *b)
{
	if (!b)
		return;
	close(b->fd);
	free(b->ops);
	free(b);
}

static int issue(int fd, struct msr_batch_op *ops, int n)
{
	struct msr_batch_array a = { .numops = (uint32_t)n, .version = MSR_SAFE_VERSION_2, .ops = ops };

	for (int i = 0; i < n; i++) {
		ops[i].isrdmsr = 1;
		ops[i].err = 0;
	}
	return ioctl(fd, X86_IOC_MSR_BATCH, &a) ? -errno : 0;
}

/* The refusals of the checking stage, after which nothing was read. */
static int refused(int err)
{
	return err == -ENXIO || err == -EACCES;
}

static void deny(struct msr_batch *b, uint32_t reg)
{
	for (int i = 0; i < b->ndenied; i++)
		if (b->denied[i] == reg)
			return;
	if (b->ndenied < DENIED_MAX)
		b->denied[b->ndenied++] = reg;
}

static int is_denied(const struct msr_batch *b, uint32_t reg)
{
	for (int i = 0; i < b->ndenied; i++)
		if (b->denied[i] == reg)
			return 1;
	return 0;
}

/* Drops the refused ops: a register off the allowlist for good, an offline CPU's until read again. */
static int drop_refused(struct msr_batch *b)
{
	int k = 0, dropped = 0;

	for (int i = 0; i < b->n; i++) {
		if (!refused(b->ops[i].err)) {
			b->ops[k++] = b->ops[i];
			continue;
		}
		if (b->ops[i].err == -EACCES)
			deny(b, b->ops[i].msr);
		dropped = 1;
	}
	b->n = k;
	return dropped;
}

void batch_snapshot(struct msr_batch *b)
{
	/* the first snapshot made the set (doubling its room); later ones add to it only with a new plan */
	struct msr_batch_op *fit = b->grown && b->n ? realloc(b->ops, (size_t)b->n * sizeof(*fit)) : NULL;

	if (fit) {
		b->ops = fit;
		b->cap = b->n;
	}
	b->grown = 0;
	b->in_snapshot = 1;
	b->fresh = 0;
	b->cursor = 0;
	/* a CPU may go offline between the two tries; after that its reads go one by one */
	for (int tries = 0; tries < 2 && b->n; tries++) {
		if (issue(b->fd, b->ops, b->n) == 0 || !drop_refused(b)) {
			b->fresh = 1;
			return;
		}
	}
}

static int find(struct msr_batch *b, int cpu, uint32_t reg)
{
	if (b->cursor < b->n && b->ops[b->cursor].cpu == cpu && b->ops[b->cursor].msr == reg)
		return b->cursor;
	for (int i = 0; i < b->n; i++)
		if (b->ops[i].cpu == cpu && b->ops[i].msr == reg)
			return i;
	return -1;
}

static int join(struct msr_batch *b, const struct msr_batch_op *op)
{
	if (b->n == b->cap) {
		int cap = b->cap ? 2 * b->cap : 64;
		struct msr_batch_op *p = realloc(b->ops, (size_t)cap * sizeof(*p));

		if (!p)
			return -ENOMEM;
		b->ops = p;
		b->cap = cap;
		b->grown = 1;
	}
	b->ops[b->n++] = *op;
	return 0;
}

int batch_read(struct msr_batch *b, int cpu, uint32_t reg, uint64_t *val)
{
	struct msr_batch_op op = { .cpu = (uint16_t)cpu, .msr = reg };
	int i, err;

	if (cpu < 0 || cpu > UINT16_MAX)
		return -EINVAL;
	i = find(b, cpu, reg);
	if (i >= 0 && b->fresh) {
		b->cursor = i + 1;
		if (!b->ops[i].err)
			*val = b->ops[i].msrdata;
		return b->ops[i].err;
	}
	if (is_denied(b, reg))
		return -EACCES;
	err = issue(b->fd, &op, 1);
	if (err && op.err)
		err = op.err;
	if (err == -EACCES)
		deny(b, reg);
	/* an absent register stays in the set: the sampler asks for it every time anyway */
	if ((!err || err == -EIO) && b->in_snapshot && i < 0 && join(b, &op))
		return -ENOMEM;
	if (!err)
		*val = op.msrdata;
	return err;
}

int batch_denied(const struct msr_batch *b, uint32_t *regs, int max)
{
	int n = b->ndenied < max ? b->ndenied : max;

	memcpy(regs, b->denied, (size_t)n * sizeof(*regs));
	return n;
}
