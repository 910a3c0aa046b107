/*
 * A measurement session (measure/): the machine's facts, topology and plan,
 * two snapshots and the table they make.  Interval mode, fork mode and the
 * top view all run on it, so every mode shows the same numbers.
 */
#ifndef TSNG_SESSION_H
#define TSNG_SESSION_H

#include <stdio.h>

#include "cpulist.h"
#include "derive.h"
#include "facts.h"
#include "hw.h"
#include "options.h"
#include "raw.h"
#include "regset.h"
#include "snapshot.h"
#include "table.h"
#include "topology.h"

struct session {
	struct hw *hw;
	const struct options *opt;
	struct regset rs;
	struct cpu_facts facts;
	struct topology topo;
	struct idle_states idle;
	struct plan plan;
	struct derive_ctx ctx;
	struct snapshot snap[2];
	int cur;		/* snap[cur] is the latest */
	struct delta *cpu_delta;
	struct delta sum;
	struct table table;
	int have_layout;
	enum { ROWS_ALL, ROWS_CORE, ROWS_PKG, ROWS_LIST } rows;	/* --cpu */
	struct cpulist row_cpus;
	char notice[512];	/* what the last interval noticed, or "" */
};

/* Identifies the machine and reads its topology; -errno with a one-line reason in @err. */
int session_open(struct session *s, const struct options *opt, struct hw *hw, char *err, size_t errlen);
void session_close(struct session *s);

/* One line on what this run cannot measure and why, or "" when nothing is missing. */
void session_missing(const struct session *s, char *buf, size_t len);

/* Takes the baseline snapshot; -ENODATA when a replay holds none. */
int session_start(struct session *s);

/*
 * Takes the next snapshot and fills s->table with the interval since the
 * previous one.  On the first interval the column layout is fixed (the
 * enabled columns that have a value).  -ENODATA at the end of a replay;
 * -EINVAL with @err set when --show/--hide name no column.
 */
int session_step(struct session *s, char *err, size_t errlen);

#endif
