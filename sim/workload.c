// SPDX-License-Identifier: GPL-2.0-only
/*
 * Synthetic workloads for the simulation, per core, as phases "run N cycles,
 * then sleep".  Amounts are in cycles and nanoseconds, independent of the CPU's
 * frequency, so every governor is offered the same sequence; a faster core
 * simply gets through more of it.  Randomness comes from splitmix64 with a
 * fixed seed (deterministic across runs and hosts).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sim/workload.h"
#include "sim/sim_fit.h"

struct sim_workload {
	const char *name;
	const char *description;
	void (*next)(struct sim_wl_state *st, struct sim_phase *ph);
	const char *reference;		/* what the source measured, for the report; may be NULL */
	int clients;			/* takes --sim-clients: streams 0..clients-1 have work */
	uint64_t cpu_cycles, fi_ns;	/* a closed loop's declared split of one request (sim_workload_split()) */
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

/*
 * Run to run spread: each run of a benchmark differs from the last even on
 * the same workload, so each stream draws, once a run, a scale for its
 * service times (CPU work) and one for its think times (frequency-independent
 * waits), each uniform in 0.98..1.02 (sim_workload_spread(); an ensemble
 * draws them per governor and seed, the phases themselves per seed), and an
 * arrival (wl_arrival()).  The width is seed 000's: its tbench table gives
 * each mean with the spread of its repeated runs, 0.06% to 2.58% (the Hmean
 * +- column); the uniform shape and the two scales' independence are model
 * choices.  tbench and kernbench use them.
 */
#define WL_SPREAD_MILLI 20

static uint64_t wl_scale(uint64_t v, unsigned milli)
{
	return v * milli / 1000;
}

/* A request's CPU work and its frequency-independent wait, scaled for this run. */
static uint64_t wl_service(struct sim_wl_state *st, uint64_t lo, uint64_t hi)
{
	return wl_scale(wl_uniform(st, lo, hi), st->svc_milli);
}

static uint64_t wl_think(const struct sim_wl_state *st, uint64_t ns)
{
	return wl_scale(ns, st->think_milli);
}

/*
 * The stream's first phase: no work, a wait uniform in 0..max_ns (clients do
 * not start in step); 1 if it was emitted.  Uses st->left's top bit as the
 * "arrived" mark, which no workload's counts reach.
 */
#define WL_ARRIVED (1ULL << 63)
static int wl_arrival(struct sim_wl_state *st, struct sim_phase *ph, uint64_t max_ns)
{
	if (st->left & WL_ARRIVED)
		return 0;
	st->left |= WL_ARRIVED;
	*ph = (struct sim_phase){ .idle_ns = wl_uniform(st, 0, max_ns) };
	return 1;
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
 * Client/server sessions (struct wl_shape) on every core of the domain: a
 * session is round trips, each our work, then a wait while the peer (on a
 * sibling, at the same clock) does its share, plus the frequency-independent
 * latency of two wake-ups (ours and the peer's); between sessions an idle
 * gap.  The fields marked "fitted" come from sim/sim_fit.h, which make sim-fit
 * (tests/sim/fit.py) writes from the seed thread's vanilla turbostat row.
 */
struct wl_shape {
	uint64_t work_lo, work_hi;	/* our cycles per round trip */
	unsigned peer_milli;		/* fitted: the peer's cycles per round trip against ours, x 1000 */
	uint64_t round_trips;		/* fitted: per session, drawn in [mean/2, 3 mean/2] */
	unsigned long_ppm;		/* fitted: round trips (per million) that wait long_lo..hi instead */
	uint64_t long_lo_ns, long_hi_ns;
	uint64_t gap_lo_ns, gap_hi_ns;	/* idle between sessions */
	uint64_t latency_ns;		/* per round trip, independent of the clock */
};

/*
 * The wake-up latency: cyclictest's mean on the hold-off thread's machine
 * (LKML, "intel_pstate: Increase hold-off time before busyness is scaled",
 * Mel Gorman, 2016-02-18: cyclictest-pinned Amean LatAvg 3.00 us, vanilla),
 * twice per round trip (the peer is woken, then we are).
 */
#define WL_WAKE_NS 3000
/*
 * The idle gaps: the two sample durations Doug Smythies traced in that thread
 * under iozone (43.815 and 98.293 ms), between the 3x (30 ms) and 12x (120 ms)
 * hold-offs.  The thread gives no other idle durations, so every session
 * workload of its tables uses them.
 */
#define WL_GAP_LO_NS 43815000
#define WL_GAP_HI_NS 98293000
/*
 * A long wait lands in C3 on Sandy Bridge (snb_cstates target residency 211
 * us, C6 345 us) under the model's perfect idle prediction: the thread's C3
 * residency needs waits of that length, which it does not trace; the length
 * is a model choice, the share is fitted to CPU%c3.
 */
#define WL_LONG_LO_NS 220000
#define WL_LONG_HI_NS 340000

/*
 * dbench4, the case the thread is about (migrating client/server pairs).
 * Work per round trip 40k..160k cycles (12..47 us at 3.4 GHz): not in the
 * thread, a model choice that keeps each burst well under a tick.
 */
static const struct wl_shape wl_dbench4 = {
	.work_lo = 40000, .work_hi = 160000, .peer_milli = SIM_FIT_DBENCH4_PEER_MILLI,
	.round_trips = SIM_FIT_DBENCH4_ROUND_TRIPS, .long_ppm = SIM_FIT_DBENCH4_LONG_PPM,
	.long_lo_ns = WL_LONG_LO_NS, .long_hi_ns = WL_LONG_HI_NS,
	.gap_lo_ns = WL_GAP_LO_NS, .gap_hi_ns = WL_GAP_HI_NS, .latency_ns = 2 * WL_WAKE_NS,
};

/*
 * netperf-UDP_STREAM, client and server pinned (the thread): sender and
 * receiver alternate.  No network latency beyond the receiver's wake-up: on
 * the loopback device a send is CPU work (drivers/net/loopback.c
 * loopback_xmit() hands the packet to netif_rx(), and the NET_RX softirq
 * delivers it on the sending CPU), so it scales with the clock and is in the
 * cycles, not a frequency-independent wait.
 */
static const struct wl_shape wl_netperf_shape = {
	.work_lo = 40000, .work_hi = 160000, .peer_milli = SIM_FIT_NETPERF_PEER_MILLI,
	.round_trips = SIM_FIT_NETPERF_ROUND_TRIPS, .long_ppm = SIM_FIT_NETPERF_LONG_PPM,
	.long_lo_ns = WL_LONG_LO_NS, .long_hi_ns = WL_LONG_HI_NS,
	.gap_lo_ns = WL_GAP_LO_NS, .gap_hi_ns = WL_GAP_HI_NS, .latency_ns = 2 * WL_WAKE_NS,
};

/*
 * iozone on small files: a write, then the wait for the flusher (the "peer",
 * in cycles: page-cache work on another core), in short sessions between long
 * gaps (%Busy 3.10, CPU%c6 90.65 in the thread).  No device wait: the thread's
 * runs (e.g. "iozone -s 401408 -r 32 -f bla.bla -i 0") time buffered writes
 * without -e (flush in the timing) or -o (O_SYNC writes), per iozone's option
 * list, so a write returns once it is in the page cache and the disk's
 * latency is outside what is measured.
 */
static const struct wl_shape wl_iozone_shape = {
	.work_lo = 40000, .work_hi = 160000, .peer_milli = SIM_FIT_IOZONE_PEER_MILLI,
	.round_trips = SIM_FIT_IOZONE_ROUND_TRIPS, .long_ppm = SIM_FIT_IOZONE_LONG_PPM,
	.long_lo_ns = WL_LONG_LO_NS, .long_hi_ns = WL_LONG_HI_NS,
	.gap_lo_ns = WL_GAP_LO_NS, .gap_hi_ns = WL_GAP_HI_NS, .latency_ns = 2 * WL_WAKE_NS,
};

/*
 * The declared split of a session's round trip (neither a long wait nor the
 * session's last): our mean 100k cycles and the peer's peer_milli of it, both
 * at the domain's clock, and the two 3 us wake-ups.
 */
#define WL_SESSION_CYCLES(peer_milli) (100ULL * (1000 + (peer_milli)))

static void wl_sessions(struct sim_wl_state *st, struct sim_phase *ph, const struct wl_shape *w, uint64_t gap_lo_ns,
			uint64_t gap_hi_ns)
{
	if (!st->left)
		st->left = wl_uniform(st, w->round_trips / 2, w->round_trips * 3 / 2);
	*ph = (struct sim_phase){ .cycles = wl_uniform(st, w->work_lo, w->work_hi), .idle_ns = w->latency_ns,
				  .request = 1 };
	if (!--st->left) {
		/* the pair migrates away for the gap, its util with it */
		ph->idle_ns += wl_uniform(st, gap_lo_ns, gap_hi_ns);
		ph->leave = 1;
		ph->request = 0;	/* the gap is no part of a request */
	}
	else if (wl_uniform(st, 0, 999999) < w->long_ppm)
		ph->idle_ns += wl_uniform(st, w->long_lo_ns, w->long_hi_ns);
	else
		ph->peer_cycles = wl_uniform(st, w->work_lo, w->work_hi) * w->peer_milli / 1000;
}

static void wl_bursty(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, &wl_dbench4, wl_dbench4.gap_lo_ns, wl_dbench4.gap_hi_ns);
}

static void wl_netperf(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, &wl_netperf_shape, WL_GAP_LO_NS, WL_GAP_HI_NS);
}

static void wl_iozone(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, &wl_iozone_shape, WL_GAP_LO_NS, WL_GAP_HI_NS);
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
	wl_sessions(st, ph, &wl_dbench4, 5000000, 15000000);
}

static void wl_bursty_long(struct sim_wl_state *st, struct sim_phase *ph)
{
	wl_sessions(st, ph, &wl_dbench4, 125000000, 300000000);
}

/*
 * tbench: client/server pairs exchanging requests over loopback TCP, a closed
 * loop.  tbench generates the TCP and process load of a netbench run and no
 * filesystem load (dbench(1), the Debian manual page of dbench 4.0), so a
 * request is CPU work on the client, then on the server (the loopback
 * device's transmit and receive run as softirq work on the sending CPU,
 * drivers/net/loopback.c loopback_xmit() -> netif_rx()), and the wake-up of
 * the other side twice.  The declared split of one round trip:
 *   CPU: 40k..160k cycles on each side (a model choice, 12..47 us at 3.4 GHz:
 *        the sources give only ratios between governors);
 *   frequency-independent: two wake-ups of 3 us (cyclictest's mean LatAvg
 *        3.00 us with the CPU polling, LKML 2016-02-18, Mel Gorman, the
 *        hold-off thread), plus the C-state exit of the woken CPU, which the
 *        part's idle states give.
 * So at f GHz the CPU share is s = (100k / f) / (100k / f + 3000 ns) before
 * exits (0.907 at 3.4 GHz).
 * Placement: on a machine with idle cores the server does not run on the
 * client's CPU: the waker is still running when it wakes its peer, so
 * select_idle_sibling() (kernel/sched/fair.c) finds an idle CPU in the LLC;
 * the pair ping-pongs between two CPUs, each idle while the other works.
 * Streams 2i (client) and 2i + 1 (server) are a pair on two CPUs
 * (st->paired); each CPU's governor sees bursts of 12..47 us with idle gaps
 * as long, so a governor that ramps late loses work on every burst.  When the
 * streams share run queues (more clients than CPUs) or --sim-clients picks
 * the streams, each stream is a pair on one CPU (client and server take
 * turns, each with its own PELT), as wake_affine() puts them when no CPU in
 * the LLC is idle.
 */
#define WL_TBENCH_LO 40000
#define WL_TBENCH_HI 160000
static void wl_tbench(struct sim_wl_state *st, struct sim_phase *ph)
{
	/*
	 * A paired client arrives within one wake-up (its server only ever waits
	 * for it).  Streams sharing run queues start together: an arrival there
	 * would leave one CPU a stream short for good (the model has no load
	 * balancing to even it out, sim/sim_rq.c).
	 */
	if (st->paired && !(st->core & 1) && wl_arrival(st, ph, WL_WAKE_NS))
		return;
	if (st->paired && (st->core & 1) && !(st->left & 1)) {
		st->left |= 1;	/* the server waits for the first request */
		*ph = (struct sim_phase){ .idle_ns = SIM_NEVER, .wait = 1 };
		return;
	}
	*ph = (struct sim_phase){ .cycles = wl_service(st, WL_TBENCH_LO, WL_TBENCH_HI),
				  .idle_ns = wl_think(st, WL_WAKE_NS), .request = 1 };
	if (st->paired) {
		ph->wake = (st->core ^ 1) + 1;	/* the other side, after the wake-up latency */
		ph->wait = 1;
	} else {
		ph->task = (unsigned)(st->left++ & 1);
	}
}

/*
 * cyclictest-pinned: a thread per core woken every 1000 us (cyclictest's
 * default interval), a short measurement (10k cycles, a model choice), then
 * idle in cpuidle's poll loop: cyclictest holds /dev/cpu_dma_latency at 0
 * (rt-tests cyclictest.c set_latency_target()), so no C-state is entered,
 * as the thread's %Busy 99.74 shows.
 */
static void wl_cyclictest(struct sim_wl_state *st, struct sim_phase *ph)
{
	(void)st;
	*ph = (struct sim_phase){ .cycles = 10000, .period_ns = 1000000, .poll = 1 };
}

/*
 * kernbench at half load, as in Vaidyanathan Srinivasan's sched_mc tables
 * (LKML 2008-12, "Tunable sched_mc_power_savings=n": make -j4 on 8 CPUs,
 * package idle 52-55%): the first half of the cores compile, the rest idle.
 * A compiler job is 50M..500M cycles (15..150 ms at 3.4 GHz) and a short
 * 0.2..2 ms wait for the next fork and its files; both model choices.  Each
 * job is a new process: its PELT starts afresh and leaves with it.
 */
static void wl_kernbench(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (!st->clients && st->core % 2)
		return wl_unused(ph);
	if (wl_arrival(st, ph, 2000000))	/* the first fork: within one wait */
		return;
	uint64_t cycles = wl_service(st, 50000000, 500000000);	/* drawn first: initializers are unsequenced */

	*ph = (struct sim_phase){ .cycles = cycles, .idle_ns = wl_think(st, wl_uniform(st, 200000, 2000000)), .iowait = 1,
				  .new_task = 1, .leave = 1,
				  .request = 1 };
}

/*
 * gitsource: the git test suite, a long serial sequence of shell scripts each
 * running many short-lived git commands (Giovanni Gherdovich, LKML
 * 2020-10-22, "default cpufreq gov": "running the git unit test suite,
 * measures elapsed time"; mostly one process at a time).  A chain of
 * processes, one at a time: each is new (post_init_entity_util_avg() on the
 * CPU it lands on), runs 2M..20M cycles (0.6..6 ms at 3.4 GHz: a model
 * choice) and exits; the next starts on the next waiting CPU (fork balancing
 * picks an idle CPU: which one is a model choice) after a wake-up latency.
 * Not modelled: the shell that waits for each command (its work is folded
 * into the chain), page cache and disk waits, commands that run in parallel.
 */
static void wl_gitsource(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core && !st->left++) {
		*ph = (struct sim_phase){ .idle_ns = SIM_NEVER };	/* until the chain comes here */
		return;
	}
	*ph = (struct sim_phase){ .cycles = wl_uniform(st, 2000000, 20000000), .idle_ns = WL_WAKE_NS, .new_task = 1,
				  .leave = 1, .request = 1, .handoff = 1 };
}

/*
 * hackbench: groups of senders and receivers exchanging small messages over
 * sockets (hackbench.c in rt-tests: 10 groups of 20 senders and 20 receivers
 * by default, each sender writing 100 messages of 100 bytes to every
 * receiver of its group; it reports the elapsed time).  Per stream a sender
 * and a receiver take turns: a message's write or read, 3000..12000 cycles
 * (1..3.5 us at 3.4 GHz, a model choice), then the other's wake-up latency
 * (3 us, as tbench's; the declared split of a request: 7500 cycles, 3000 ns);
 * each write and each read is one request (two per message).  Not modelled: the
 * forty tasks of a group sharing CPUs (one pair per CPU), reads that find
 * several messages queued and do not sleep, socket buffers that fill.
 */
#define WL_HACKBENCH_LO 3000
#define WL_HACKBENCH_HI 12000
static void wl_hackbench(struct sim_wl_state *st, struct sim_phase *ph)
{
	unsigned turn = (unsigned)(st->left++ & 1);

	*ph = (struct sim_phase){ .cycles = wl_uniform(st, WL_HACKBENCH_LO, WL_HACKBENCH_HI), .idle_ns = WL_WAKE_NS,
				  .task = turn,
				  .request = 1 };
}

/* A periodic timer on core 0: 8M cycles of work every 10 ms (2.4 ms at 3.4 GHz). */
static void wl_periodic(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core)
		return wl_unused(ph);
	*ph = (struct sim_phase){ .cycles = 8000000, .period_ns = 10000000, .request = 1 };
}

/* Read-process loop on core 0: 1M..4M cycles, then 1..5 ms blocked on IO. */
static void wl_iowait(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->core)
		return wl_unused(ph);
	uint64_t cycles = wl_uniform(st, 1000000, 4000000);	/* drawn first: initializers are unsequenced */

	*ph = (struct sim_phase){ .cycles = cycles, .idle_ns = wl_uniform(st, 1000000, 5000000), .iowait = 1,
				  .request = 1 };
}

static const struct sim_workload sim_workloads[] = {
	{ "steady", "one always-busy task on core 0", wl_steady, NULL, 0, 0, 0 },
	{ "bursty", "dbench4-like client/server on every core, 44-98 ms migration gaps", wl_bursty,
	  "dbench4, 4.5.0-rc2, intel_pstate hold-off 3x (vanilla) and 12x (LKML 2016-02-18, Mel Gorman):\n"
	  "  throughput 12x/3x +3.04% .. +6.44% (1 to 64 clients); PkgWatt 6.83 -> 7.32 W (x1.07),\n"
	  "  CorWatt 4.60 -> 5.08 W; 3x: %Busy 27.28, CPU%c1 42.50, CPU%c3 7.16, CPU%c6 23.05\n", 0,
	  WL_SESSION_CYCLES(SIM_FIT_DBENCH4_PEER_MILLI), 2 * WL_WAKE_NS },
	{ "bursty-short", "bursty with 5-15 ms gaps (samples below the 3x hold-off)", wl_bursty_short, NULL, 0, 0, 0 },
	{ "bursty-long", "bursty with 125-300 ms gaps (past the 12x hold-off)", wl_bursty_long, NULL, 0, 0, 0 },
	{ "netperf", "pinned sender/receiver sessions on every core, 44-98 ms gaps", wl_netperf,
	  "netperf-UDP_STREAM, 4.5.0-rc2, hold-off 3x and 12x (LKML 2016-02-18, Mel Gorman):\n"
	  "  throughput 12x/3x +1.10% .. +4.63%; 3x: %Busy 37.30, CPU%c1 37.52, CPU%c6 25.08, PkgWatt 13.30\n", 0,
	  WL_SESSION_CYCLES(SIM_FIT_NETPERF_PEER_MILLI), 2 * WL_WAKE_NS },
	{ "iozone", "short write sessions on every core, 44-98 ms gaps", wl_iozone,
	  "iozone small files, 4.5.0-rc2, hold-off 3x and 12x (LKML 2016-02-18, Mel Gorman):\n"
	  "  SeqWrite 12x/3x +1.12% .. +27.98%; 3x: %Busy 3.10, CPU%c1 6.16, CPU%c6 90.65, PkgWatt 3.88\n", 0, 0, 0 },
	{ "cyclictest", "a timer thread per core every 1 ms, poll idle", wl_cyclictest,
	  "cyclictest-pinned, 4.5.0-rc2, hold-off 3x and 12x (LKML 2016-02-18, Mel Gorman):\n"
	  "  LatAvg 3.00 -> 2.64 us; %Busy 99.74; CorWatt 5.06 -> 5.92 W, PkgWatt 7.12 -> 7.99 W\n", 0, 0, 0 },
	{ "tbench", "client/server pairs on two CPUs each, a closed loop", wl_tbench,
	  "tbench is reported only as ratios between governors (LKML 2020-10-22 and 2021-11-04,\n"
	  "  Giovanni Gherdovich), e.g. 8x_SKYLAKE_UMA: schedutil without HWP 0.91 of schedutil with HWP\n", 1,
	  WL_TBENCH_LO + WL_TBENCH_HI, 2 * WL_WAKE_NS },
	{ "kernbench", "compile jobs on half the cores (--sim-clients: on that many)", wl_kernbench,
	  "kernbench make -j4 on 8 CPUs, sched_mc=0 (LKML 2008-12-30, Vaidyanathan Srinivasan):\n"
	  "  run time 109.11 s, package idle 51.99% and 54.91%; sched_mc=2: 0.94 of the time, 0.92 of the energy\n",
	  1, 0, 0 },
	{ "gitsource", "a serial chain of short-lived processes, each on the next CPU", wl_gitsource,
	  "gitsource (git test suite), elapsed time, v5.8 (LKML 2020-10-22, Giovanni Gherdovich): against\n"
	  "  sugov-HWP, powersave-HWP 1.77 (8x_SKYLAKE_UMA) and 2.05 (8x_COFFEELAKE_UMA), sugov-no-HWP 1.04\n", 0, 0, 0 },
	{ "hackbench", "a sender and a receiver per core, many short wake-ups", wl_hackbench,
	  "hackbench, elapsed time, 2 x EPYC 7713 (LKML 2021-11-04, Giovanni Gherdovich): against\n"
	  "  ondemand on acpi-cpufreq, schedutil on amd-pstate 1.42, ondemand on amd-pstate 1.09\n", 1,
	  (WL_HACKBENCH_LO + WL_HACKBENCH_HI) / 2, WL_WAKE_NS },
	{ "periodic", "timer on core 0: 8M cycles every 10 ms", wl_periodic, NULL, 0, 0, 0 },
	{ "iowait", "core 0: 1-4M cycles then 1-5 ms IO wait (iowait boost)", wl_iowait, NULL, 0, 0, 0 },
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

int sim_workload_takes_clients(const struct sim_workload *w)
{
	return w->clients;
}

int sim_workload_split(const struct sim_workload *w, uint64_t *cycles, uint64_t *fi_ns)
{
	if (!w->cpu_cycles)
		return -EINVAL;
	*cycles = w->cpu_cycles;
	*fi_ns = w->fi_ns;
	return 0;
}

void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed, unsigned core,
		       unsigned clients)
{
	st->clients = w->clients ? clients : 0;
	st->w = w;
	/* each core its own place on splitmix64's cycle, far from the others' */
	st->rng = seed + core * 0x632be59bd9b4e019ULL;
	st->left = 0;
	st->core = core;
	st->paired = 0;
	sim_workload_spread(st, seed ^ 0x5851f42d4c957f2dULL);
}

/*
 * The scales (WL_SPREAD_MILLI) from a generator of their own, so that the
 * workloads that do not use them draw the phases they always drew.
 */
void sim_workload_spread(struct sim_wl_state *st, uint64_t run_seed)
{
	struct sim_wl_state sc = { .rng = run_seed + st->core * 0x632be59bd9b4e019ULL };

	st->svc_milli = (unsigned)wl_uniform(&sc, 1000 - WL_SPREAD_MILLI, 1000 + WL_SPREAD_MILLI);
	st->think_milli = (unsigned)wl_uniform(&sc, 1000 - WL_SPREAD_MILLI, 1000 + WL_SPREAD_MILLI);
}

void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (st->clients && st->core >= st->clients)
		return wl_unused(ph);
	st->w->next(st, ph);
}

/* A caller's workload: a row like the table's, then the data its next() reads (first, so a row's address is its). */
struct wl_own {
	struct sim_workload w;
	const void *data;
};

struct sim_workload *sim_workload_new(const char *name, const char *description,
				      void (*next)(struct sim_wl_state *st, struct sim_phase *ph), const void *data)
{
	struct wl_own *o = calloc(1, sizeof(*o));

	if (!o)
		return NULL;
	o->w = (struct sim_workload){ .name = name, .description = description, .next = next };
	o->data = data;
	return &o->w;
}

const void *sim_workload_data(const struct sim_workload *w)
{
	return ((const struct wl_own *)w)->data;
}
