/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Closed-loop governor simulation (sim/sim.c): the cores of one frequency
 * domain, with P-states from struct gov_cpu (a named part or a recording's
 * decoded facts), each run a synthetic workload (sim/workload.c) under its own
 * copy of a governor; the domain runs at the highest request of its active
 * cores (C0 or C1), capped by the turbo ratio limit for that many of them.  A power
 * model (sim/power.c) turns the run into package energy.  Deterministic: a
 * fixed-seed PRNG and integer time.  Pure code; only the report printer
 * takes a FILE *.
 */
#ifndef TSNG_SIM_H
#define TSNG_SIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gov/driver.h"
#include "gov/gov.h"

#define SIM_MAX_GOVERNORS 16		/* --governor options one --simulate compares */
#define SIM_MAX_CORES 8
#define SIM_MAX_CSTATES 4
#define SIM_MAX_STREAMS 64		/* workload streams one run shares among its CPUs */
#define SIM_MAX_PSTATE 64		/* residency table size (ratios 0..63) */

/* One idle state: entered when the coming idle is at least residency_us long. */
struct sim_cstate {
	const char *name;
	unsigned exit_us;		/* exit latency: the core wakes this much later */
	unsigned residency_us;		/* target residency */
	double leak_frac;		/* share of the core's leakage still drawn */
};

/*
 * Package power.  A busy core draws leakage plus C x f x V^2; V rises
 * linearly from vmin at the lowest P-state to vbase at base frequency and,
 * more steeply, to vmax at the top turbo ratio; the domain shares it.
 * Leakage of one core is leak_w x (V/vmax)^2 in C0, scaled by the idle
 * state's leak_frac when idle.  A P-state change stalls the domain for
 * transition_us; waking from an idle state costs exit_us at C0 power.
 */
struct sim_power {
	unsigned vmin_mv, vbase_mv, vmax_mv;	/* voltage at min_pstate, base (max_pstate_physical), turbo */
	double leak_w;			/* one core's leakage at vmax */
	double dyn_max_w;		/* one core's dynamic power at turbo frequency and vmax */
	double uncore_w;		/* the package outside the cores, always on */
	double poll_frac;		/* share of dyn_max_w a core draws in cpuidle's poll loop */
	unsigned transition_us;		/* domain stall per P-state change */
	size_t ncstates;
	struct sim_cstate cstate[SIM_MAX_CSTATES];	/* shallow to deep */
};

/*
 * Topology (sim/topo.c): the simulated logical CPUs split evenly into
 * packages, each of cores with smt siblings; CPU number ((package x
 * cores) + core) x smt + thread.  A frequency domain is domain_cpus
 * consecutive CPUs (smt: per-core P-states; 0: the package).  Siblings
 * share their core: it runs at its domain's level, is busy when any
 * sibling is, and draws the power of its busiest sibling; with k of its
 * smt siblings busy it does 1 + (smt_yield - 1)(k - 1)/(smt - 1) times one
 * thread's work, shared evenly.  A package whose every CPU sits in the
 * deepest idle state is in its package C-state and draws pkg_idle_w
 * instead of the uncore's uncore_w.  Without a topology (NULL): one
 * package, no SMT, one domain, no package C-state.
 */
struct sim_topo {
	unsigned packages, smt, domain_cpus;
	double smt_yield;
	double pkg_idle_w;
};

/* Where a workload's streams run (--governor ...,place=): in order, or by the sched_mc policies. */
enum sim_place {
	SIM_PLACE_ORDER,	/* stream i on CPU i */
	SIM_PLACE_SPREAD,	/* busy streams over packages first, then cores, siblings last (sched_mc=0) */
	SIM_PLACE_PACK,		/* busy streams fill package 0 first, siblings last (sched_mc=1 and 2) */
};

struct sim_part {
	const char *name;
	const char *description;
	unsigned cores;			/* of the real part */
	unsigned domain_cores;		/* cores in one frequency domain (simulated); with topo: logical CPUs simulated */
	unsigned trl[SIM_MAX_CORES];	/* turbo ratio limit by active cores (1..); 0: turbo_pstate */
	struct gov_cpu cpu;
	struct hwp_caps hwp;		/* IA32_HWP_CAPABILITIES; highest 0: no HWP */
	unsigned cppc_latency_us;	/* shared-memory CPPC (cpu.cppc_shmem): request latency, a model choice */
	struct sim_topo topo;		/* packages 0: none (one package, one domain) */
	struct sim_power power;
};

size_t sim_part_count(void);
const struct sim_part *sim_part_at(size_t i);
const struct sim_part *sim_part_find(const char *name);

/* A power model for facts without a named part (scaled from the turbo frequency). */
void sim_power_default(const struct gov_cpu *cpu, struct sim_power *p);
/* Domain voltage in mV at a P-state. */
double sim_power_mv(const struct sim_power *p, const struct gov_cpu *cpu, int pstate);
/*
 * Energy per watt of each constant: power is linear in them, so a run's energy
 * is the dot product of these and the constants (what make sim-fit fits).
 */
enum { SIM_EB_DYN, SIM_EB_POLL, SIM_EB_LEAK, SIM_EB_UNCORE, SIM_EB_COUNT };
/* Per watt of leak_w and of dyn_max_w, one core at @pstate: (V/vmax)^2 and f/f_top x (V/vmax)^2. */
void sim_power_basis(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, double *leak, double *dyn);
/* One core busy at the domain's P-state; one core in idle state k (0-based). */
double sim_power_busy_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate);
double sim_power_idle_w(const struct sim_power *p, const struct gov_cpu *cpu, int pstate, size_t k);

/* Workloads: per core, a stream of phases, each busy for some cycles then idle. */
#define SIM_NEVER UINT64_MAX		/* idle_ns of a core the workload leaves idle */
struct sim_phase {
	uint64_t cycles;		/* work to do, in CPU cycles */
	uint64_t idle_ns;		/* then sleep this long (SIM_NEVER: for good) ... */
	uint64_t peer_cycles;		/* ... plus while a peer does this much work at the domain's clock ... */
	uint64_t period_ns;		/* ... or, if set, until period_ns after the phase began */
	int iowait;			/* the sleep is an IO wait (wakes with SCHED_CPUFREQ_IOWAIT) */
	int poll;			/* the sleep is cpuidle's poll loop: C0 (MPERF runs), no work */
	unsigned task;			/* which of the core's tasks runs it (0..SIM_MAX_TASKS-1) */
	int new_task;			/* the task is new (forked): its PELT starts afresh */
	int leave;			/* after it the task leaves the core (migrates or exits) */
	int request;			/* it is one request: its latency runs until the next phase begins */
	int handoff;			/* serial chain: the next phase runs on the next CPU (sim_handoff()) */
	/*
	 * Closed loops (a task waits for another's wake-up): after its work the
	 * phase wakes workload stream wake - 1 idle_ns later (0: none), and with
	 * wait it then sleeps until another stream wakes it (instead of idle_ns).
	 * Without run queues only (one stream a CPU); a wake-up that comes before
	 * the wait is kept for it.
	 */
	unsigned wake;
	int wait;
};
#define SIM_MAX_TASKS 2			/* tasks taking turns on one core */

/*
 * Per-task PELT (sim/pelt.c): util_est_update() for a task going to sleep
 * (kernel/sched/fair.c, v6.8 on), and post_init_entity_util_avg()'s start for
 * a new nice-0 task on a CPU with that util_avg and load_avg.
 */
unsigned sim_util_est_update(unsigned ewma, unsigned dequeued);
unsigned sim_pelt_new_task_util(unsigned cfs_util, unsigned cfs_load);

struct sim_workload;
struct sim_wl_state {
	const struct sim_workload *w;
	uint64_t rng;
	uint64_t left;			/* round trips left in the current session */
	unsigned core;			/* which core of the domain this stream feeds */
	unsigned clients;		/* --sim-clients: streams with work (0: the workload's own number) */
	int paired;			/* stream k and k ^ 1 are a closed loop on two CPUs (set by sim_run) */
	unsigned svc_milli, think_milli;	/* this seed's service and think time scales, x 1000 */
};

size_t sim_workload_count(void);
const char *sim_workload_name(size_t i);
const char *sim_workload_description(size_t i);
/* What the workload's source thread measured (lines ending in newlines), or NULL. */
const char *sim_workload_reference(const char *name);
const struct sim_workload *sim_workload_find(const char *name);
/* 1 if the workload takes --sim-clients (streams 0..clients-1 have work), else 0. */
int sim_workload_takes_clients(const struct sim_workload *w);
void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed, unsigned core,
		       unsigned clients);
void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph);
/*
 * The run's own service and think time scales, drawn from @run_seed (an
 * ensemble gives each governor's run of a seed its own: two runs of a
 * benchmark differ even on the same workload).
 */
void sim_workload_spread(struct sim_wl_state *st, uint64_t run_seed);
/*
 * A closed-loop workload's declared split of one request (sim/workload.c):
 * mean CPU work in cycles (at the current clock) and mean frequency-independent
 * time in ns (wake-ups; C-state exits come from the part on top).  0, or
 * -EINVAL for a workload that declares none.
 */
int sim_workload_split(const struct sim_workload *w, uint64_t *cycles, uint64_t *fi_ns);

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
};

/*
 * Request latencies (sim/lathist.c) in buckets of 1/32 octave: under 32 ns
 * exact, above within 1/64 of the value reported (a bucket's middle).
 */
#define SIM_LAT_SUB 32
#define SIM_LAT_BUCKETS (60 * SIM_LAT_SUB)
struct sim_lathist {
	uint64_t n;
	uint32_t count[SIM_LAT_BUCKETS];
};
void sim_lat_add(struct sim_lathist *h, uint64_t ns);
/* The latency in ns at or below which pct percent of the requests lie (0 without requests). */
double sim_lat_pct(const struct sim_lathist *h, double pct);

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
	/*
	 * The workload's streams (tbench: client/server pairs): 0 or cores, one a
	 * CPU; more (up to SIM_MAX_STREAMS) share the CPUs through CFS run queues.
	 */
	unsigned streams;
	unsigned online_cpus;		/* the real machine's, for the CFS tunables' scaling; 0: cores */
	uint64_t seconds_ns;		/* fixed work: the time cap */
	uint64_t warmup_ns;		/* run this long first, counting nothing (results from its end) */
	uint64_t seed;
	uint64_t run_seed;		/* this run's own spread (sim_workload_spread()); 0: none beyond the seed's */
	uint64_t requests;		/* fixed work: end when this many requests are done; 0: at seconds_ns */
	unsigned clients;		/* streams with work (--sim-clients); 0: the workload's own number */
	/* --governor-trace: told every decision that consumed a sample (NULL: none) */
	void (*trace)(void *ctx, uint64_t t_ns, unsigned core, const struct gov_inst *g, const struct gov_decision *d);
	void *trace_ctx;
};

#define SIM_SEED 0x7475726273746174ULL	/* fixed: runs are reproducible */
#define SIM_MAX_SECONDS 600
/*
 * --sim-warmup's default: a run starts at the lowest P-state with no PELT
 * history, and a task's util needs about 7 half-lives of 32 ms (0.23 s) to
 * come within 1% of its level; 1 s leaves every governor's averaging (PELT,
 * util_est, ondemand's and the PID's samples of 10 ms) four times that.
 */
#define SIM_WARMUP_S 1.0

/* Run one governor on every core; 0 or -EINVAL (facts unusable: no bus clock, min > turbo). */
int sim_run(const struct sim_config *cfg, const struct gov_inst *g, struct sim_result *r);

/*
 * CFS time sharing (sim/cfs.c, kernel/sched/fair.c of v5.2) for nice-0 tasks:
 * the tunables' scaling factor for ncpus online CPUs, the scaled tunables,
 * the period for nr runnable tasks and one task's slice of it.
 */
unsigned sim_cfs_factor(unsigned ncpus);
uint64_t sim_cfs_latency_ns(unsigned factor);
uint64_t sim_cfs_min_gran_ns(unsigned factor);
uint64_t sim_cfs_wakeup_gran_ns(unsigned factor);
uint64_t sim_cfs_period_ns(unsigned nr, unsigned factor);
uint64_t sim_cfs_slice_ns(unsigned nr, unsigned factor);
/* check_preempt_tick() with nr runnable, the running one @ran into its slice: 1 if it gives way. */
int sim_cfs_tick_preempts(unsigned nr, uint64_t ran, int64_t curr_vruntime, int64_t first_vruntime, unsigned factor);
/* check_preempt_wakeup(): 1 if the woken entity preempts the running one. */
int sim_cfs_wakeup_preempts(int64_t curr_vruntime, int64_t woken_vruntime, unsigned factor);
/* place_entity() at a wake-up: the woken entity's vruntime. */
int64_t sim_cfs_place(int64_t vruntime, int64_t min_vruntime, unsigned factor);

/* sim/topo.c: 0, or -EINVAL when the CPUs do not split into the topology's packages, cores and domains. */
int sim_topo_check(const struct sim_topo *t, unsigned cpus);
/* Logical CPUs per frequency domain. */
unsigned sim_topo_domain_cpus(const struct sim_topo *t, unsigned cpus);
/* The CPU the placement puts the rank-th busy stream on (rank < cpus). */
unsigned sim_topo_place(const struct sim_topo *t, unsigned cpus, enum sim_place place, unsigned rank);
/* One thread's share of its core's single-thread speed with busy of its siblings busy (1..smt). */
double sim_topo_share(const struct sim_topo *t, unsigned busy);

/*
 * Ensembles (sim/ensemble.c): every governor on the same SIM_MAX_SEEDS at
 * most workload seeds; results averaged field by field, ratios against
 * governor 0 paired seed by seed.
 */
#define SIM_MAX_SEEDS 1000
enum { SIM_RATIO_WORK, SIM_RATIO_ENERGY, SIM_RATIO_PPW, SIM_RATIO_TIME, SIM_RATIOS };

/* A mean over n values and the half-width of its 95% Student-t interval (0 for n < 2). */
struct sim_interval {
	double mean, half;
	unsigned n;
};

struct sim_ensemble {
	unsigned seeds;
	size_t ngov;
	struct sim_result mean[SIM_MAX_GOVERNORS];	/* decisions, changes: the first seed's; see mean_* */
	struct sim_interval ratio[SIM_MAX_GOVERNORS][SIM_RATIOS];	/* against governor 0 */
};

/* Told after each seed how many are done (a progress line); ctx is the caller's. */
struct sim_progress {
	void (*fn)(void *ctx, unsigned done, unsigned total);
	void *ctx;
};

/* The terminal's progress line (sim/progress.c): sim_progress_start(), then pass &pl->p. */
struct sim_progress_line {
	FILE *f;
	double start;
	struct sim_progress p;
};
void sim_progress_start(struct sim_progress_line *pl, FILE *f);
void sim_progress_print(void *ctx, unsigned done, unsigned total);

/* t(0.975, df) from the table in sim/ensemble.c (0 for df 0). */
double sim_t975(unsigned df);
struct sim_interval sim_interval_of(const double *v, unsigned n);
/* The workload seed of draw s (s = 0: SIM_SEED). */
uint64_t sim_seed_at(unsigned s);
/* 0, -EINVAL (bad counts or facts, as sim_run) or -ENOMEM; progress may be NULL. */
int sim_ensemble_run(const struct sim_config *cfg, const struct gov_inst *g, size_t ngov, unsigned seeds,
		     const struct sim_progress *progress, struct sim_ensemble *e);

/* The table (or JSON): ensemble means, ratios against governor 0 with their intervals.  0 or -EIO. */
int sim_report_print(const struct sim_ensemble *e, const char *workload, const char *part, int json, FILE *out);
/* Workloads and parts, for --simulate list. */
void sim_list_print(FILE *out);

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
