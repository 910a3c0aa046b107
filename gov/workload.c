/*
 * Synthetic workloads for the simulation, as phases "run N cycles, then
 * sleep".  Amounts are in cycles and nanoseconds, independent of the CPU's
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

/* Always runnable: back-to-back 10 ms slices, never idle. */
static void wl_steady(struct sim_wl_state *st, struct sim_phase *ph)
{
	(void)st;
	*ph = (struct sim_phase){ .cycles = 34000000 };
}

/*
 * tbench-like client/server on one CPU: sessions of 200..2000 round trips,
 * each 40k..160k cycles of work and a 10..60 us wait for the peer; between
 * sessions the task has migrated away for 1..60 ms (wake-affine), which is
 * what the intel_pstate hold-off is about (seeds/003).
 */
static void wl_bursty(struct sim_wl_state *st, struct sim_phase *ph)
{
	if (!st->left)
		st->left = wl_uniform(st, 200, 2000);
	ph->cycles = wl_uniform(st, 40000, 160000);
	ph->period_ns = 0;
	ph->iowait = 0;
	if (--st->left)
		ph->idle_ns = wl_uniform(st, 10000, 60000);
	else
		ph->idle_ns = wl_uniform(st, 1000000, 60000000);
}

/* A periodic timer: 8M cycles of work every 10 ms (2.4 ms at 3.4 GHz). */
static void wl_periodic(struct sim_wl_state *st, struct sim_phase *ph)
{
	(void)st;
	*ph = (struct sim_phase){ .cycles = 8000000, .period_ns = 10000000 };
}

/* Read-process loop: 1M..4M cycles, then 1..5 ms blocked on IO. */
static void wl_iowait(struct sim_wl_state *st, struct sim_phase *ph)
{
	ph->cycles = wl_uniform(st, 1000000, 4000000);
	ph->idle_ns = wl_uniform(st, 1000000, 5000000);
	ph->period_ns = 0;
	ph->iowait = 1;
}

static const struct sim_workload sim_workloads[] = {
	{ "steady", "always busy (100% load)", wl_steady },
	{ "bursty", "tbench-like client/server: short idle gaps, 1-60 ms migrations", wl_bursty },
	{ "periodic", "timer: 8M cycles every 10 ms", wl_periodic },
	{ "iowait", "1-4M cycles then 1-5 ms IO wait (iowait boost)", wl_iowait },
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

const struct sim_workload *sim_workload_find(const char *name)
{
	for (size_t i = 0; i < sim_workload_count(); i++)
		if (strcmp(sim_workloads[i].name, name) == 0)
			return &sim_workloads[i];
	return NULL;
}

void sim_workload_init(struct sim_wl_state *st, const struct sim_workload *w, uint64_t seed)
{
	st->w = w;
	st->rng = seed;
	st->left = 0;
}

void sim_workload_next(struct sim_wl_state *st, struct sim_phase *ph)
{
	st->w->next(st, ph);
}
