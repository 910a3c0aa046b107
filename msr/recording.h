/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A recording held in memory (msr/recparse.c parses it, msr/recstore.c
 * stores it, msr/replay.c serves it): for every key, its values in file
 * order, each tagged with the snapshot it was given in.  Private to msr/.
 *
 * Compact, because a recording may be 512 MiB with a new key on most lines:
 * key names in one arena, an open-addressing table of 32-bit key numbers,
 * each key's first value in its 28-byte record, later values (16 bytes) in
 * one array grouped by key (a counting sort at the end of the parse), CPUID
 * words and file texts in arenas of their own; every
 * array is an anonymous mapping that grows with mremap(), so no copy and no
 * allocator slack.  The parser refuses a file whose store would pass twice
 * its size plus 8 MiB (REC_MEM_SLACK), so a replay's memory stays within 2x
 * the file plus 16 MiB with the program itself.
 */
#ifndef TSNG_MSR_RECORDING_H
#define TSNG_MSR_RECORDING_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hw.h"

/*
 * One value: a number, a CPUID result (index of 4 words) or a text (offset
 * of its length and bytes, + 1).  Kept 4-byte aligned (v in two halves), so
 * that a key's first value sits in its key record without padding.
 */
struct rec_ent {
	int32_t snap;		/* -1: start-up */
	int32_t err;		/* -errno, or 0 */
	uint32_t v_lo, v_hi;
};

static inline uint64_t rec_ent_v(const struct rec_ent *e)
{
	return (uint64_t)e->v_hi << 32 | e->v_lo;
}

static inline void rec_ent_set_v(struct rec_ent *e, uint64_t v)
{
	e->v_lo = (uint32_t)v;
	e->v_hi = (uint32_t)(v >> 32);
}

/* A growing array in an anonymous mapping (msr/recstore.c). */
struct rec_vec {
	char *p;
	size_t used, cap;	/* bytes */
};

struct recording {
	struct rec_vec names;	/* key names, NUL-terminated, one after another */
	struct rec_vec keys;	/* struct rec_key, by key number */
	struct rec_vec slots;	/* uint32_t: key number + 1, 0 empty; a power of two of them */
	struct rec_vec ents;	/* struct rec_ent: file order while parsing, by key after */
	struct rec_vec owner;	/* uint32_t key number of each entry while parsing */
	struct rec_vec words;	/* uint32_t[4] CPUID results */
	struct rec_vec text;	/* uint32_t length, bytes, NUL; one per text */
	struct rec_vec snaps;	/* struct hw_time */
	size_t nsnap;
	int sorted;
	int msr_access;
	int msr_batched;	/* "msr-access ok batch": MSRs came from msr-safe's batch device */
	int command;		/* "run command": the recorded run wrapped a command */
	int ended;		/* the "end N" trailer was read */
	char version[64];	/* "tool VERSION" line, "" in older recordings */
	char *argv;		/* "options ARGS" line (malloc'd, escaped), NULL in older recordings */
	char warning[320];	/* a cut recording: which line, what is replayed */
};

/* Parses @f, named @name in messages; -EINVAL (or -ENOMEM) with "NAME:LINE: what is wrong" in @err. */
int recording_read(FILE *f, const char *name, struct recording *rec, char *err, size_t errlen);
void recording_free(struct recording *rec);

/* The value of @key served in snapshot @cur, the latest given at or before it, into @out; 0 when none. */
int recording_lookup(const struct recording *rec, const char *key, int cur, struct rec_ent *out);
/* A CPUID entry's four registers. */
const uint32_t *recording_words(const struct recording *rec, const struct rec_ent *e);
/* A file entry's text and its length (NULL, 0 for a file record without content). */
const char *recording_text(const struct recording *rec, const struct rec_ent *e, size_t *len);

/* Building the store (msr/recparse.c).  An entry's index: in the values array, or REC_INLINE | key. */
#define REC_NONE UINT32_MAX
#define REC_INLINE 0x80000000u
/* The entry of @key in snapshot @snap: a new one, or the one this snapshot already gave (a later value
 * replaces it); its index in *idx.  -ENOMEM. */
int recstore_add(struct recording *rec, const char *key, int snap, uint32_t *idx);
struct rec_ent *recstore_ent(struct recording *rec, uint32_t idx);
int recstore_set_words(struct recording *rec, uint32_t idx, const uint32_t r[4]);
/* Starts entry @idx's text (empty); recstore_append_text() extends the text started last. */
int recstore_start_text(struct recording *rec, uint32_t idx);
int recstore_append_text(struct recording *rec, uint32_t idx, const char *s, size_t len);
int recstore_add_snapshot(struct recording *rec, const struct hw_time *t);
/* Bytes the store holds now, and what grouping the values by key will add for a moment. */
size_t recstore_bytes(const struct recording *rec);
size_t recstore_sort_bytes(const struct recording *rec);
/* Groups the values by key; -ENOMEM. */
int recstore_finish(struct recording *rec);

#endif
