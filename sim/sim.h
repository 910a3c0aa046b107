/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Closed-loop governor simulation (sim/sim.c): the cores of one frequency
 * domain, with P-states from struct gov_cpu (a named part or a recording's
 * decoded facts), each run a synthetic workload (sim/workload.c) under its own
 * copy of a governor; the domain runs at the highest request of its active
 * cores (C0 or C1), capped by the turbo ratio limit for that many of them.  A power
 * model (sim/power.c) turns the run into package energy.  Deterministic: a
 * fixed-seed PRNG and integer time.  Pure code.  Its parts offer headers of
 * their own: sim/part.h, power.h, topo.h, workload.h, pelt.h, cfs.h,
 * lathist.h; seeds and ratios sim/ensemble.h, the table sim/report.h, the
 * --simulate entry point sim/simulate.h.
 */
#ifndef TSNG_SIM_H
#define TSNG_SIM_H

#include <stddef.h>
#include <stdint.h>

#include "gov/driver.h"
#include "gov/gov.h"
#include "sim/power.h"
#include "sim/topo.h"

struct sim_workload;

#define SIM_MAX_STREAMS 64		/* workload streams one run shares among its CPUs */
#define SIM_MAX_PSTATE 64		/* residency table size (ratios 0..63) */

struct sim_result {
	char label[GOV_SPEC_MAX];
	double seconds;
	unsigned cores;
	double work_gcycles;		/* all cores */
	double energy_j;		/* package */
	double core_energy_j;		/* the cores' part of it (package less the uncore) */
	double energy_per_w[SIM_EB_COUNT];	/* J per W of dyn_max_w, dyn x poll_frac, leak_w, uncore_w */
	double busy_pct;		/* C0 time with work, average over the cores */
	double avg_busy_mhz;		/* cycle-weighted over busy time */
	double requests_per_s;		/* requests completed (struct sim_phase), all cores */
	double request_us;		/* their mean latency: work, waits and wake-ups */
	size_t ncstates;
	const char *cstate_name[SIM_MAX_CSTATES];
	double cstate_pct[SIM_MAX_CSTATES];	/* idle state residency, average over the cores */
	unsigned packages;		/* with a topology: how many; 0 without */
	double pkg_idle_pct;		/* package C-state residency, average over the packages */
	unsigned long decisions;	/* governor calls that consumed a sample, all cores */
	unsigned long changes;		/* domain P-state changes */
	unsigned long migrations;	/* with run queues: wake-ups placed on another CPU */
	double mean_decisions, mean_changes;	/* the same over an ensemble's seeds (sim/ensemble.c) */
	double pstate_s[SIM_MAX_PSTATE];	/* time at each domain P-state with a core busy */
	uint64_t fixed_requests;	/* fixed work (--sim-requests): the run ends at the last; 0: fixed time */
	double unfinished;		/* fixed work: the share of runs (seeds) that reached the time cap first */
	double request_pct_us[3];	/* the requests' latency at the 50th, 95th and 99th percentile */
	/* wake-up latency (end of a sleep to running: C-state exit, run queue wait), all streams and each */
	double wake_pct_us[3];		/* 50th, 95th and 99th percentile */
	unsigned nstreams;
	double stream_wake_us[SIM_MAX_STREAMS], stream_wake_max_us[SIM_MAX_STREAMS];	/* mean, largest */
};

struct sim_config {
	const struct sim_workload *workload;
	const struct gov_cpu *cpu;
	const struct sim_power *power;
	unsigned cores;			/* in the domain, 1..SIM_MAX_CORES */
	const unsigned *trl;		/* by active cores, or NULL */
	const struct hwp_caps *hwp;	/* the part's HWP, or NULL */
	const struct hwp_model *hwp_model;	/* NULL: hwp_model_intel, hwp_model_default under amd-pstate */
	unsigned cppc_latency_us;	/* shared-memory CPPC request latency; 0: CPPC_SHMEM_LATENCY_US */
	const struct sim_topo *topo;	/* NULL: one package, no SMT, one frequency domain */
	enum sim_place place;		/* where busy streams run on the topology */
	/*
	 * The workload's streams (tbench: client/server pairs): 0 or cores, one a
	 * CPU; more (up to SIM_MAX_STREAMS) share the CPUs through CFS run queues.
	 */
	unsigned streams;
	unsigned online_cpus;		/* the real machine's, for the CFS tunables' scaling; 0: cores */
	uint64_t seconds_ns;		/* fixed work: the time cap */
	uint64_t warmup_ns;		/* run this long first, counting nothing (results from its end) */
	int call_at_start;		/* a governor call at time 0 on each CPU (a trace's CPUs were
					   already running under their governor; a model starts idle) */
	uint64_t seed;
	uint64_t run_seed;		/* this run's own spread (sim_workload_spread()); 0: none beyond the seed's */
	uint64_t requests;		/* fixed work: end when this many requests are done; 0: at seconds_ns */
	unsigned clients;		/* streams with work (--sim-clients); 0: the workload's own number */
	/* --governor-trace: told every decision that consumed a sample (NULL: none) */
	void (*trace)(void *ctx, uint64_t t_ns, unsigned core, const struct gov_inst *g, const struct gov_decision *d);
	void *trace_ctx;
};

#define SIM_SEED 0x7475726273746174ULL	/* fixed: runs are reproducible */

/* Run one governor on every core; 0 or -EINVAL (facts unusable: no bus clock, min > turbo). */
int sim_run(const struct sim_config *cfg, const struct gov_inst *g, struct sim_result *r);

#endif
