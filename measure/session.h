/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A measurement session (measure/): the machine's facts, topology and plan,
 * two snapshots and the table they make.  Interval mode, fork mode and the
 * top view all run on it, so every mode shows the same numbers.
 */
#ifndef TSNG_SESSION_H
#define TSNG_SESSION_H

#include <stdio.h>

#include "advice.h"
#include "decode/derive.h"
#include "decode/facts.h"
#include "decode/hybrid.h"
#include "decode/plaus.h"
#include "decode/rapl.h"
#include "decode/regtab.h"
#include "decode/table.h"
#include "decode/thermal.h"
#include "decode/why.h"
#include "hw.h"
#include "measure/advise.h"
#include "msr/cpulist.h"
#include "msr/topology.h"
#include "options.h"
#include "raw.h"
#include "regset.h"
#include "snapshot.h"

struct session {
	struct hw *hw;
	const struct options *opt;
	struct regset *rs;		/* the first CPU's start-up registers (its own allocation: include/regset.h) */
	struct regset *pkg_rs;		/* the first CPU of each other package, for the report's per-package lines */
	size_t npkg_rs;
	struct reg_core *cores;		/* with --debug, every core's thermal registers (print_thermal()) */
	size_t ncores;
	struct cpu_facts facts;
	struct topology topo;
	struct idle_states idle;
	rawset needed;		/* the counters the enabled columns read */
	struct plan plan;
	struct hw_paths paths;	/* how the access path reaches MSRs and the TSC, known after the first sample */
	struct derive_ctx ctx;
	struct snapshot snap[2];
	struct sum_rows sum_rows;	/* where each row's accumulated counters are summed (decode/rapl.h) */
	struct raw_sums *sums[2];	/* the accumulated counters' 64-bit sums at snap[0] and snap[1] */
	int cur;		/* snap[cur] is the latest */
	struct delta_layout delta_lay;	/* where the deltas keep the plan's counters */
	struct delta *cpu_delta;
	struct dval *delta_val;		/* their counters, n + 1 rows (the summary's last) */
	struct delta_more *delta_more;	/* n + 1 (the summary's last), once a snapshot holds counts */
	struct delta sum;
	struct advice *advice;	/* per CPU, when advisory governors run */
	struct table table;
	int have_layout;
	enum { ROWS_ALL, ROWS_CORE, ROWS_PKG, ROWS_LIST } rows;	/* --cpu */
	struct cpulist row_cpus;
	char notice[512];	/* what the last interval noticed, or "" */
	bool appeared_said;	/* fork mode, top view: a CPU that came online was noted */
	struct advisor adv;	/* --governor in advisory mode */
	struct added_set added;	/* --add counters; the plan points here */
	/* power and thermal start-up facts, and the energy polls between samples */
	struct rapl_info rapl;
	enum tjmax_source tjmax_src;
	uint64_t poll_period_ns;	/* half the shortest counter wrap; 0: no polls needed */
	uint64_t energy_ns;		/* when the energy counters were last read */
	struct raw_last *elast;		/* their last values, in sum_rows sets */
	struct raw_sums *elast_sums;	/* and their 64-bit sums */
	struct snapshot poll;		/* scratch for a poll; allocated on the first one */
	struct snapshot base;		/* fork mode: the snapshot the whole run is derived from */
	struct raw_sums *base_sums;
	struct hybrid_caps hybrid;	/* per-CPU capacity on hybrid parts (state HYBRID_NONE elsewhere) */
	struct plaus_limits plaus_lim;	/* what the plausibility check compares with, from start-up facts */
	struct why_facts why;		/* ctx.why: what the verdicts need (decode/why.h) */
	struct plaus_report plaus;	/* its findings in the last table filled */
	unsigned *fi_ratio_cpu;		/* ctx.fi_ratio_cpu: hybrid freq_ratio by CPU number */
	uint64_t (*plr_first)[3];	/* ctx.plr_first: the limit reasons' log bits at the first snapshot */
};

/* Identifies the machine and reads its topology; -errno with a one-line reason in @err. */
int session_open(struct session *s, const struct options *opt, struct hw *hw, char *err, size_t errlen);
void session_close(struct session *s);

/* One line on what this run cannot measure and why, or "" when nothing is missing. */
void session_missing(const struct session *s, char *buf, size_t len);

/* Takes the baseline snapshot; -ENODATA when a replay holds none. */
int session_start(struct session *s);

/*
 * The one line for session_start()'s error @rc: a replay without a snapshot is a
 * configuration-only recording (tests/recordings/ *.config.rec), which --show-turbo reads.
 */
void session_start_error(const struct session *s, int rc, char *buf, size_t len);

/*
 * One interval, one way: sample the raw snapshot, carry the accumulated
 * sums, derive, ask the advisory governors, fill s->table.  On the first
 * interval the column layout is fixed (the enabled columns that have a
 * value).  -ENODATA at the end of a replay; -EINVAL with @err set when
 * --show/--hide name no column.  -EAGAIN with the reason in @err (interval
 * mode): a CPU came online that the topology lacks, or one came back online
 * as another core; close and open the session again.  Fork mode and the top
 * view keep their CPUs and say so in the notice.
 */
int session_step(struct session *s, char *err, size_t errlen);

/* --act: applies the first governor's requests of the last step (call after rendering it). */
void session_act(struct session *s);
/* --act: cpufreq as it was, at once (SIGTERM in fork mode); later requests are dropped. */
void session_act_restore(struct session *s);

/* Fills s->table again from the last interval, in joules or watts (the top view's j key). */
void session_refill(struct session *s, int joules);

/* The time the latest snapshot was taken (CLOCK_MONOTONIC ns). */
uint64_t session_last_ns(const struct session *s);

/* Fork mode: keeps the latest snapshot as the start of the whole run; -ENOMEM. */
int session_mark_base(struct session *s);

/* Fills s->table with the whole run, from the kept start to the latest snapshot. */
void session_since_base(struct session *s);

/*
 * The start-up configuration report (output/report.c, to @diag, like
 * turbostat's start-up output).  Unless --quiet: as turbostat or with
 * --debug every register line turbostat 2026.02 prints for this part; in our
 * own name without --debug the brief set ("RAPL: N sec. Joule Counter
 * Range, at W Watts", the RAPL unit and POWER_INFO lines, and
 * "cpuN: MSR_IA32_TEMPERATURE_TARGET: 0x... (T C)" when temperatures are
 * read).  Always, when temperatures are read: "cpuN: Using cmdline TCC
 * Target (T C)" under --TCC (a guessed TjMax: session_tjmax_guess()).
 */
void session_power_config(const struct session *s, FILE *diag);

/*
 * After session_start(), unless --quiet: for each package and limit reasons
 * register read, the log bits already set in the first snapshot, "cpuN:
 * MSR_CORE_PERF_LIMIT_REASONS logged before the start (since boot or the
 * last clear; CoreLog shows only later ones): Thermal".  Nothing when none.
 */
void session_limits_at_start(const struct session *s, FILE *diag);

/*
 * Invoked as turbostat, after the first interval: turbostat 2026.02
 * check_perf_access()'s warning when the IPC (else the LLC) columns are on
 * and their perf counter could not be read, "turbostat: Failed to access
 * perf instructions retired counter. Some of the counters may not be
 * available" and its "\tRun as root ..." line.  One at most: turbostat
 * turns perf off at the first.
 */
void session_perf_warning(const struct session *s, FILE *diag);

/*
 * Our name, after the first interval: a line for each column --show names that has no
 * value this run (turbostat drops it without a word): "PkgWatt: not shown: no energy-pkg
 * on this machine" (what session_missing() says at start stands beside it).
 */
void session_shown_absent(const struct session *s, FILE *diag);

/* The register table's context (decode/regtab.h) from the session's start-up registers. */
void session_reg_ctx(const struct session *s, struct reg_ctx *c);

/*
 * "cpuN: Guessing tjMax 100 C, Please use -T to specify" when TjMax is
 * unknown and the table (after its first interval) shows a temperature.
 */
void session_tjmax_guess(const struct session *s, FILE *diag);

/*
 * When the next energy poll is due (CLOCK_MONOTONIC ns), or 0 when none is
 * needed.  A loop waiting for a later sample calls session_poll_energy() at
 * each due time before it, so that no 32-bit energy counter wraps twice
 * between two reads on any interval length.
 */
uint64_t session_next_poll_ns(const struct session *s);

/* Reads the energy counters now (a snapshot of its own in a recording) and carries their 64-bit sums. */
int session_poll_energy(struct session *s);

#endif
