/*
 * Closed-loop governor simulation (gov/sim.c): one modelled core whose
 * P-states come from struct gov_cpu (a named part or a recording's decoded
 * facts) runs a synthetic workload (gov/workload.c) while a governor picks
 * its P-state; a power model (gov/power.c) turns the run into energy.
 * Deterministic: a fixed-seed PRNG and integer time, so the same inputs give
 * the same output.  Pure code; only the report printer takes a FILE *.
 */
#ifndef TSNG_SIM_H
#define TSNG_SIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gov/gov.h"

/* Per-core power: static + dynamic proportional to f * V^2, V linear in f. */
struct sim_power {
	unsigned vmin_mv, vmax_mv;	/* voltage at min_pstate and at turbo */
	double static_w;		/* leakage while in C0 */
	double dyn_max_w;		/* dynamic power at turbo frequency and vmax */
	double idle_w;			/* in the deepest idle state */
	double uncore_w;		/* this core's share of package/uncore power, always on */
};

struct sim_part {
	const char *name;
	const char *description;
	unsigned cores;			/* of the real part; one core is simulated */
	struct gov_cpu cpu;
	struct sim_power power;
};

size_t sim_part_count(void);
const struct sim_part *sim_part_at(size_t i);
const struct sim_part *sim_part_find(const char *name);

/* A power model for facts without a named part (scaled from the turbo frequency). */
void sim_power_default(const struct gov_cpu *cpu, struct sim_power *p);
double sim_power_busy_w(const struct sim_power *p, const struct gov_cpu *cpu, unsigned khz);

/* Workloads: a stream of phases, each busy for some cycles then idle. */
struct sim_phase {
	uint64_t cycles;		/* work to do, in CPU cycles */
	uint64_t idle_ns;		/* then sleep this long ... */
	uint64_t period_ns;		/* ... or, if set, until period_ns after the phase began */
	int iowait;			/* the sleep is an IO wait (wakes with SCHED_CPUFREQ_IOWAIT) */
};

struct sim_workload;
struct sim_wl_state {
	const struct sim_workload *w;
	uint64_t rng;
	uint64_t left;			/* round trips left in the current bursty session */
};

size_t sim_workload_count(void);
const char *sim_workload_name(size_t i);
const char *sim_workload_description(size_t i);
const struct sim_workload *sim_workload_find(const char *name);
void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed);
void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph);

struct sim_result {
	char label[GOV_SPEC_MAX];
	double seconds;
	double work_gcycles;
	double energy_j;
	double busy_pct;
	double avg_busy_mhz;		/* cycle-weighted over busy time */
	unsigned long decisions;	/* governor calls that consumed a sample */
	unsigned long changes;		/* P-state changes */
};

struct sim_config {
	const struct sim_workload *workload;
	const struct gov_cpu *cpu;
	const struct sim_power *power;
	uint64_t seconds_ns;
	uint64_t seed;
};

#define SIM_SEED 0x7475726273746174ULL	/* fixed: runs are reproducible */
#define SIM_MAX_SECONDS 600

/* Run one governor; 0 or -EINVAL (facts unusable: no bus clock, min > turbo). */
int sim_run(const struct sim_config *cfg, const struct gov_inst *g, struct sim_result *r);

/* Seeds' table (or JSON): results and ratios against r[0].  0 or -EIO. */
int sim_report_print(const struct sim_result *r, size_t n, const char *workload, const char *part,
		     int json, FILE *out);
/* Workloads and parts, for --simulate list. */
void sim_list_print(FILE *out);

/*
 * The --simulate entry point.  specs: the --governor values (at least one);
 * part: --part or NULL; from_recording: decoded facts or NULL (used when no
 * --part); seconds: --sim-seconds or 0 for 10.  Returns 0; 2 for bad input
 * or 1 for a write error, with a one-line reason (no newline) in err.
 */
int gov_simulate_main(const char *workload, const char *const *specs, size_t nspecs, const char *part,
		      const struct gov_cpu *from_recording, double seconds, int json, FILE *out,
		      char *err, size_t errlen);

#endif
