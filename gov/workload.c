// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synthetic workloads for the simulation, per core, as phases "run N cycles,
 * then sleep".  Amounts are in cycles and nanoseconds, independent of the CPU's
 * frequency, so every governor is offered the same sequence; a faster core
 * simply gets through more of it.  Randomness comes from splitmix64 with a
 * fixed seed (deterministic across runs and hosts).
 */
#include <string.h>

#include "gov/sim.h"

struct sim_workload {
	const char *name;
	const char *description;
	void (*next)(struct sim_wl_state *st, struct sim_phase *ph);
	const char *reference;		/* what the source measured, for the report; may be NULL */
};

/* splitmix64 (Steele, Lea, Flood 2014): a full-period 64-bit generator. */
static uint64_t wl_rand(struct sim_wl_state *st)
{
	uint64_t z = (st->rng += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t wl_uniform(struct sim_wl_state *st, uint64_t lo, uint64_t hi)
{
	return lo + wl_rand(st) % (hi - lo + 1);
}

/* A core the workload does not use: no work, idle for good. */
static void wl_unused(struct sim_phase *ph)
{
	*ph = (struct sim_phase){ .idle_ns = SIM_NEVER };
}

/* One always-runnable task on core 0: back-to-back 10 ms slices at 3.4 GHz. */
static void wl_steady(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core)
		return wl_unused(ph);
	*ph = (struct sim_phase){ .cycles = 34000000 };
}

/*
 * Client/server sessions with migrations, the dbench4 case of Mel Gorman's
 * hold-off thread (LKML, "intel_pstate: Increase hold-off time before
 * busyness is scaled", 2016-02-18), on every core of the domain:
 *  - between sessions a core sits idle for 43.8..98.3 ms: the two sample
 *    durations Doug Smythies traced in that thread (43.815 and 98.293 ms),
 *    both between the 3x (30 ms) and 12x (120 ms) hold-offs;
 *  - a session is round trips: work, then wait while the peer (on a sibling,
 *    same clock) does its share; the peer's share has a mean 42.50/27.28 of
 *    ours (the thread's dbench4 vanilla turbostat: CPU%c1 42.50, %Busy
 *    27.28), so 34k..279k cycles against our 40k..160k (10..82 us against
 *    12..47 us at 3.4 GHz);
 *  - sessions last (27.28 + 42.50) / (7.16 + 23.05) times the mean gap (C0+C1
 *    against C3+C6 in the same table): 164 ms, i.e. 1090..3270 round trips
 *    of 75.2 us on average;
 *  - work per round trip 40k..160k cycles: not given in the thread; a model
 *    choice that keeps each burst well under a scheduler tick.
 */
static void wl_sessions(struct sim_wl_state *st, struct sim_phase *ph, uint64_t gap_lo_ns, uint64_t gap_hi_ns)
{
	if (!st->left)
		st->left = wl_uniform(st, 1090, 3270);
	ph->cycles = wl_uniform(st, 40000, 160000);
	ph->period_ns = 0;
	ph->iowait = 0;
	ph->idle_ns = 0;
	ph->peer_cycles = 0;
	if (--st->left)
		ph->peer_cycles = wl_uniform(st, 34000, 279000);
	else
		ph->idle_ns = wl_uniform(st, gap_lo_ns, gap_hi_ns);
}

static void wl_bursty(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, 43815000, 98293000);
}

/*
 * The same sessions with every sample outside the hold-offs' window: the
 * intel_pstate hold-off only matters for a sample longer than 3 x 10 ms and
 * shorter than 12 x 10 ms (intel_pstate.c get_target_pstate_use_performance()
 * of v4.5: a sample past holdoff x sample_rate is scaled down as idle).  A
 * sample spans the gap plus up to one 12 ms timer period before it (the
 * deferrable timer waits for the wake-up), so gaps of 5..15 ms keep every
 * sample under 30 ms, and gaps of 125..300 ms put every gap's sample past
 * 120 ms: 3x and 12x must give the same run.  Sensitivity checks of the
 * model, not workloads from a thread.
 */
static void wl_bursty_short(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, 5000000, 15000000);
}

static void wl_bursty_long(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, 125000000, 300000000);
}

/*
 * tbench: the same round trips without migration gaps, client and server
 * pinned (as in the thread's netperf run, whose turbostat shows %Busy 37.30
 * and CPU%c1 37.52: the peer's share about equals ours).
 * Giovanni Gherdovich's tbench tables (LKML 2020-10-22 "default cpufreq gov";
 * 2021-11-04 amd-pstate v3 review) report only ratios between governors.
 */
static void wl_tbench(struct sim_wl_state *st, struct sim_phase *ph)
{
	*ph = (struct sim_phase){ .cycles = wl_uniform(st, 40000, 160000), .peer_cycles = wl_uniform(st, 40000, 160000) };
}

/*
 * kernbench at half load, as in Vaidyanathan Srinivasan's sched_mc tables
 * (LKML 2008-12, "Tunable sched_mc_power_savings=n": make -j4 on 8 CPUs,
 * package idle 52-55%): the first half of the cores compile, the rest idle.
 * A compiler job is 50M..500M cycles (15..150 ms at 3.4 GHz) and a short
 * 0.2..2 ms wait for the next fork and its files; both model choices.
 */
static void wl_kernbench(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core % 2)
		return wl_unused(ph);
	*ph = (struct sim_phase){ .cycles = wl_uniform(st, 50000000, 500000000),
				  .idle_ns = wl_uniform(st, 200000, 2000000), .iowait = 1 };
}

/* A periodic timer on core 0: 8M cycles of work every 10 ms (2.4 ms at 3.4 GHz). */
static void wl_periodic(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core)
		return wl_unused(ph);
	*ph = (struct sim_phase){ .cycles = 8000000, .period_ns = 10000000 };
}

/* Read-process loop on core 0: 1M..4M cycles, then 1..5 ms blocked on IO. */
static void wl_iowait(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core)
		return wl_unused(ph);
	ph->cycles = wl_uniform(st, 1000000, 4000000);
	ph->idle_ns = wl_uniform(st, 1000000, 5000000);
	ph->period_ns = 0;
	ph->iowait = 1;
}

static const struct sim_workload sim_workloads[] = {
	{ "steady", "one always-busy task on core 0", wl_steady, NULL },
	{ "bursty", "dbench4-like client/server on every core, 44-98 ms migration gaps", wl_bursty,
	  "dbench4, 4.5.0-rc2, intel_pstate hold-off 3x (vanilla) and 12x (LKML 2016-02-18, Mel Gorman):\n"
	  "  throughput 12x/3x +3.04% .. +6.44% (1 to 64 clients); PkgWatt 6.83 -> 7.32 W (x1.07),\n"
	  "  CorWatt 4.60 -> 5.08 W; 3x: %Busy 27.28, CPU%c1 42.50, CPU%c3 7.16, CPU%c6 23.05\n" },
	{ "bursty-short", "bursty with 5-15 ms gaps (samples below the 3x hold-off)", wl_bursty_short, NULL },
	{ "bursty-long", "bursty with 125-300 ms gaps (past the 12x hold-off)", wl_bursty_long, NULL },
	{ "tbench", "client/server round trips on every core, no gaps", wl_tbench,
	  "tbench is reported only as ratios between governors (LKML 2020-10-22 and 2021-11-04,\n"
	  "  Giovanni Gherdovich), e.g. 8x_SKYLAKE_UMA: schedutil without HWP 0.91 of schedutil with HWP\n" },
	{ "kernbench", "compile jobs on half the cores", wl_kernbench,
	  "kernbench make -j4 on 8 CPUs, sched_mc=0 (LKML 2008-12-30, Vaidyanathan Srinivasan):\n"
	  "  run time 109.11 s, package idle 51.99% and 54.91%; sched_mc=2: 0.94 of the time, 0.92 of the energy\n" },
	{ "periodic", "timer on core 0: 8M cycles every 10 ms", wl_periodic, NULL },
	{ "iowait", "core 0: 1-4M cycles then 1-5 ms IO wait (iowait boost)", wl_iowait, NULL },
};

size_t sim_workload_count(void)
{
	return sizeof(sim_workloads) / sizeof(sim_workloads[0]);
}

const char *sim_workload_name(size_t i)
{
	return i < sim_workload_count() ? sim_workloads[i].name : NULL;
}

const char *sim_workload_description(size_t i)
{
	return i < sim_workload_count() ? sim_workloads[i].description : NULL;
}

const char *sim_workload_reference(const char *name)
{
	const struct sim_workload *w = sim_workload_find(name);

	return w ? w->reference : NULL;
}

const struct sim_workload *sim_workload_find(const char *name)
{
	for (size_t i = 0; i < sim_workload_count(); i++)
		if (strcmp(sim_workloads[i].name, name) == 0)
			return &sim_workloads[i];
	return NULL;
}

void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed, unsigned core)
{
	st->w = w;
	/* each core its own place on splitmix64's cycle, far from the others' */
	st->rng = seed + core * 0x632be59bd9b4e019ULL;
	st->left = 0;
	st->core = core;
}

void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph)
{
	st->w->next(st, ph);
}
