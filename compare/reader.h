/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Reading one run's records (compare/reader.c): JSON Lines or CSV in the
 * record schema of output/record.h, as --format json or csv wrote them.
 * Keeps the summary row of every interval record as per-interval samples
 * of each field, and the summary of the run record if there is one.
 * Bounded: a file is at most READER_BYTES_MAX bytes, a line at most
 * READER_LINE_MAX, a run at most READER_SERIES_MAX fields and
 * READER_SAMPLES_MAX intervals.  A field is found by the hash of its
 * name: each line costs its length, whatever the number of fields.
 */
#ifndef TSNG_READER_H
#define TSNG_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define READER_LINE_MAX (1u << 20)
#define READER_SERIES_MAX 512
#define READER_SAMPLES_MAX 1000000
#define READER_NAME_MAX 64
#define READER_HASH_SLOTS 1024	/* a power of two, at least twice READER_SERIES_MAX */
#define READER_BYTES_MAX (512u << 20)	/* a run's file, as --replay's recordings */

/* One field's values over the intervals: v[i] over w[i] seconds. */
struct series {
	char name[READER_NAME_MAX];
	double *v, *w;
	size_t n, cap;
	bool has_run;
	double run;		/* the run record's value, when has_run */
};

/* The run's "host" record: what compare checks the sides alike on. */
#define READER_HOST_MAX 8
struct host_fact {
	char key[32];
	char val[96];
	bool from_host;		/* said by a host record (else by the config record's registers) */
};

struct run_data {
	int nhost;
	struct host_fact host[READER_HOST_MAX];
	int nseries;
	struct series s[READER_SERIES_MAX];
	short slot[READER_HASH_SLOTS];	/* series index + 1 by the hash of its name (open addressing); 0 empty */
	size_t intervals;	/* interval records read */
	bool have_run;		/* a run record was read */
};

/*
 * Reads @f (JSON Lines or CSV, told apart by the first character) into
 * @rd.  0, or -1 with one line in @err: a file or line too long, a line malformed, a
 * schema other than 1, no interval or run record, too many fields or
 * intervals.  @rd is freed on error.
 */
int reader_load(FILE *f, struct run_data *rd, char *err, size_t errlen);
void reader_free(struct run_data *rd);

/*
 * Whether interval @i of a series, @w seconds after @seen seconds in the @i before it, is short:
 * under half their mean length (the tail a command's end cuts off).  Its time counts as any
 * interval's; it is no minimum, maximum or point of its own (decode/stats.h stats_short()).
 */
static inline bool reader_short(double w, double seen, size_t i)
{
	return i > 0 && w < 0.5 * seen / (double)i;
}

/* The series named @name, or NULL. */
const struct series *reader_find(const struct run_data *rd, const char *name);

#endif
