/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A recording held in memory (msr/recparse.c parses it; msr/replay.c serves
 * it): for every key, its values in file order, each tagged with the
 * snapshot it was given in.  Private to msr/.
 */
#ifndef TSNG_MSR_RECORDING_H
#define TSNG_MSR_RECORDING_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hw.h"
#include "msr/strmap.h"

struct rec_ent {
	int snap;		/* -1: start-up */
	int err;
	uint64_t v;
	uint32_t r[4];
	char *text;
	size_t len;
};

struct hist {
	size_t n, cap;
	struct rec_ent *e;
};

struct recording {
	struct strmap keys;	/* key -> struct hist * */
	size_t nsnap, capsnap;
	struct hw_time *snaps;
	int msr_access;
	int msr_batched;	/* "msr-access ok batch": MSRs came from msr-safe's batch device */
	int command;		/* "run command": the recorded run wrapped a command */
	int ended;		/* the "end N" trailer was read */
};

/* Parses @f, named @name in messages; -EINVAL (or -ENOMEM) with "NAME:LINE: what is wrong" in @err. */
int recording_read(FILE *f, const char *name, struct recording *rec, char *err, size_t errlen);
void recording_free(struct recording *rec);

/* The value of @key served in snapshot @cur: the latest given at or before it; NULL when none. */
const struct rec_ent *recording_lookup(const struct recording *rec, const char *key, int cur);

#endif
