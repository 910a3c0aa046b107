/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_SIMULATE_H
#define TSNG_SIM_SIMULATE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct gov_cpu;
struct sim_part;
struct sim_progress;

#define SIM_MAX_SECONDS 600
/*
 * --sim-warmup's default: a run starts at the lowest P-state with no PELT
 * history, and a task's util needs about 7 half-lives of 32 ms (0.23 s) to
 * come within 1% of its level; 1 s leaves every governor's averaging (PELT,
 * util_est, ondemand's and the PID's samples of 10 ms) four times that.
 */
#define SIM_WARMUP_S 1.0

/* What --simulate was asked (cli options). */
struct sim_request {
	const char *workload;
	const char *const *specs;	/* the --governor values (at least one) */
	size_t nspecs;
	const char *part;		/* --part or NULL */
	const struct sim_part *part_file;	/* --part FILE, read (sim/partfile.h); used instead of part */
	const struct gov_cpu *from_recording;	/* decoded facts or NULL (used when no --part) */
	double seconds;			/* --sim-seconds, or 0 for 30 */
	const double *warmup;		/* --sim-warmup, or NULL for SIM_WARMUP_S */
	unsigned seeds;			/* --sim-seeds, or 0 for 1 */
	uint64_t requests;		/* --sim-requests: fixed work; 0: fixed time */
	unsigned clients;		/* --sim-clients; 0: the workload's own */
	unsigned trace_mhz;		/* --trace-mhz: trace:FILE's declared frequency; 0: none */
	const unsigned *rec_mhz;	/* trace:FILE with --replay: each CPU's busy MHz over the recording */
	unsigned rec_ncpus;		/* CPU numbers in rec_mhz; 0: no recording */
	int json;
	const struct sim_progress *progress;	/* NULL: no progress line */
	FILE *trace;			/* --governor-trace: each decision of the first seed's run, or NULL */
};

/*
 * The --simulate entry point: the report on @out.  Returns 0; 2 for bad
 * input or 1 for a write error, with a one-line reason (no newline) in err.
 */
int gov_simulate_main(const struct sim_request *rq, FILE *out, char *err, size_t errlen);

#endif
