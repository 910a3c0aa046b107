/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The closed loop's state (sim/sim.c), shared with its run queues
 * (sim/sim_rq.c): private to the simulator.
 */
#ifndef GOV_SIM_STATE_H
#define GOV_SIM_STATE_H

#include <stdint.h>

#include "gov/gov_impl.h"
#include "gov/amd_cppc.h"
#include "sim/hwp_fit.h"
#include "sim/lathist.h"
#include "sim/power.h"
#include "sim/sim.h"
#include "sim/topo.h"
#include "sim/workload.h"

#define UNITS_PER_CYCLE 1000000ULL	/* kHz x ns per cycle */
#define SIM_BASIS_CACHE 256		/* P-states whose power basis is cached (ratios and CPPC levels fit) */


enum core_mode { CORE_BUSY, CORE_IDLE, CORE_WAKING };

/* One task's PELT: [0] frequency-invariant util, [1] not (the core's util_raw). */
struct sim_task {
	double util[2];
	unsigned est[2];		/* util_est's EWMA */
	int attached;			/* its util counts in the core's */
};

/*
 * One stream of the workload (struct sim_wl_state): its phases and its tasks,
 * on one CPU at a time.
 */
enum stream_state { STREAM_RUN, STREAM_QUEUED, STREAM_SLEEP };

struct sim_stream {
	struct sim_wl_state wl;
	struct sim_phase ph;
	uint64_t phase_start;
	uint64_t rem;			/* work left in the phase, kHz x ns */
	struct sim_task task[SIM_MAX_TASKS];
	unsigned cur;			/* the task of the current phase */
	/* with run queues (more streams than CPUs) only: */
	unsigned cpu;			/* the run queue it is on */
	enum stream_state state;
	uint64_t wake_at;		/* asleep until */
	int64_t vruntime;		/* CFS: nice 0, so its time on the CPU */
	uint64_t sum_exec, exec_start;	/* time on the CPU in all; sum_exec when last picked */
	int woken;			/* a wake-up (struct sim_phase's wake) came before its wait ... */
	uint64_t woken_at;		/* ... for then */
	/* wake-up latency: from the end of its sleep to running again (sim_stream_runs()) */
	uint64_t wake_due;		/* its sleep ends then; 0: not asleep */
	uint64_t wake_n, wake_sum_ns, wake_max_ns;
};

struct sim_core {
	struct gov_state st;
	struct sim_stream *sp;		/* the stream it runs (or last ran) */
	enum core_mode mode;
	size_t cstate;			/* while idle or waking */
	uint64_t idle_until, awake_at;
	int sleep_iowait, polling, idled, req, alt_pstate;
	uint64_t work_u;		/* work done: APERF's count less polling and what SMT siblings took */
	uint64_t aperf_u, mperf_u, tsc_u, busy_ns, idle_ns, iowait_ns;
	unsigned dom;			/* its frequency domain */
	int64_t min_vruntime;		/* run queues: the cfs_rq's */
	uint64_t next_wake, cfs_tick;	/* run queues: its earliest sleeper's wake-up, the next tick */
	uint64_t eff_khz;		/* while busy, this step: sim_eff_khz() */
	uint64_t requests, request_ns;	/* completed requests and their latencies' sum */
	uint64_t idle_from, wait_ns;	/* closed loop: when the wait for a wake-up began; the last one's length */
	uint64_t aperf0, busy0;		/* aperf_u, busy_ns when the warm-up ended (the results count from there) */
	uint64_t cstate_ns[SIM_MAX_CSTATES];
	double util, util_raw;		/* the cfs_rq's util_avg: the attached tasks' sum */
	/* at the last consumed sample */
	uint64_t b_aperf, b_mperf, b_tsc, b_t, b_idle, b_iowait;
	uint64_t next_tick, timer_due, alt_at;
	struct drv_request dreq;	/* the driver's last request (gov/driver.c) */
	struct hwp_request hw_req;	/* the HWP or CPPC request the hardware has (after the slow path) */
	struct cppc_chan chan;		/* shared-memory CPPC: the request in flight (gov/amd_cppc.c) */
	struct hwp_core hw;		/* the HWP controller's view of this core */
	uint64_t hw_busy;		/* busy_ns at the last HWP evaluation */
	struct hwp_boost boost;		/* hwp_boost=1: intel_pstate_update_util_hwp()'s state */
	unsigned hw_min;		/* the HWP min the hardware sees (boosted or the driver's) */
};

/* A frequency domain: its CPUs run at one level. */
struct sim_dom {
	int pstate;
	unsigned khz;
	uint64_t stall_until;
};

struct sim {
	const struct sim_config *cfg;
	const struct gov_inst *g;
	struct sim_core core[SIM_MAX_CORES];
	struct sim_stream stream[SIM_MAX_STREAMS];
	unsigned nstreams;
	int rq;				/* more streams than CPUs: CFS run queues (sim/cfs.c) */
	unsigned cfs_factor;		/* the tunables' scaling (sim_cfs_factor()) */
	unsigned long migrations;	/* wake-ups placed on another CPU */
	uint64_t t;
	uint64_t t0;			/* the end of the warm-up: results count from here */
	struct sim_dom dom[SIM_MAX_CORES];
	unsigned ndom, dom_cpus, smt, packages;
	unsigned base_khz, ref_khz;
	double energy_j;
	double energy_per_w[SIM_EB_COUNT];	/* sim_result's, integrated as energy_j is */
	double saved_j;			/* uncore energy the package C-states saved */
	uint64_t pkg_idle_ns;		/* package C-state time, summed over the packages */
	uint64_t pstate_ns[SIM_MAX_PSTATE];
	unsigned long decisions, changes;
	struct gov_cpu gcpu;		/* the part as the governor sees it through its driver (drv_governor_cpu) */
	const struct hwp_model *hwp;	/* the driver writes HWP requests: the controller runs */
	uint64_t hw_next;
	uint64_t slow_ns;		/* CPPC requests through shared memory take this long; 0: at once */
	uint64_t requests_done;		/* all CPUs' (fixed work ends at cfg->requests) */
	struct sim_lathist lat;		/* their latencies */
	struct sim_lathist wake_lat;	/* every stream's wake-up latencies */
	/*
	 * Per-run constants computed once (the same calls, so the same doubles):
	 * a thread's SMT share by busy siblings, and one core's power basis by
	 * P-state (filled as the domains meet them).
	 */
	double share[SIM_MAX_CORES + 1];
	double basis_leak[SIM_BASIS_CACHE], basis_dyn[SIM_BASIS_CACHE];
	unsigned char basis_ok[SIM_BASIS_CACHE];
};


static inline unsigned sim_cpu_of(const struct sim *s, const struct sim_core *c)
{
	return (unsigned)(c - s->core);
}

/* sim/sim_task.c */
void sim_task_detach(struct sim_core *c, struct sim_task *tk);
void sim_task_sleep(struct sim_core *c);
void sim_stream_phase(struct sim *s, struct sim_core *c, struct sim_stream *sp, uint64_t t);
void sim_stream_runs(struct sim *s, struct sim_stream *sp);

/* The governor's call on a CPU at a wake-up (sim/sim.c's, given to the run queues) */
typedef void sim_gov_call_fn(struct sim *s, struct sim_core *c, int iowait_flag);

/* sim/sim_rq.c: CFS run queues when a workload has more streams than CPUs */
struct sim_stream *sim_rq_first(struct sim *s, unsigned cpu);
struct sim_stream *sim_rq_sleeper(struct sim *s, unsigned cpu);
void sim_rq_run(struct sim *s, struct sim_core *c, struct sim_stream *sp);
void sim_rq_place(const struct sim *s, const struct sim_core *c, struct sim_stream *sp);
void sim_rq_wakeups(struct sim *s, struct sim_core *c, sim_gov_call_fn *call);
void sim_rq_tick(struct sim *s, struct sim_core *c);

#endif
