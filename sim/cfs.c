// SPDX-License-Identifier: GPL-2.0-only
/*
 * CFS time-sharing arithmetic for the simulation's run queues (sim/sim.c),
 * as kernel/sched/fair.c of v5.2 (the kernel of seed 000's tables) has it,
 * for nice-0 tasks only: the tunables' defaults scaled by
 * get_update_sysctl_factor() (SCHED_TUNABLESCALING_LOG: 1 + ilog2 of the
 * online CPUs, at most 8), __sched_period() and sched_slice() through
 * __calc_delta()'s fixed-point inverse weight.
 */
#include "sim/cfs.h"

#define CFS_LATENCY_NS 6000000ULL	/* sysctl_sched_latency, normalized */
#define CFS_MIN_GRAN_NS 750000ULL	/* sysctl_sched_min_granularity, normalized */
#define CFS_WAKEUP_GRAN_NS 1000000ULL	/* sysctl_sched_wakeup_granularity, normalized */
#define CFS_NR_LATENCY 8		/* sched_nr_latency: latency / min_granularity */
#define NICE_0_WEIGHT 1024ULL		/* scale_load_down(NICE_0_LOAD) */
#define WMULT_CONST 0xffffffffULL	/* ~0U */
#define WMULT_SHIFT 32

unsigned sim_cfs_factor(unsigned ncpus)
{
	unsigned cpus = ncpus < 8 ? ncpus : 8, log = 0;

	while (cpus > 1) {
		cpus >>= 1;
		log++;
	}
	return 1 + log;
}

uint64_t sim_cfs_latency_ns(unsigned factor)
{
	return CFS_LATENCY_NS * factor;
}

uint64_t sim_cfs_min_gran_ns(unsigned factor)
{
	return CFS_MIN_GRAN_NS * factor;
}

uint64_t sim_cfs_wakeup_gran_ns(unsigned factor)
{
	return CFS_WAKEUP_GRAN_NS * factor;
}

uint64_t sim_cfs_period_ns(unsigned nr, unsigned factor)
{
	return nr > CFS_NR_LATENCY ? nr * sim_cfs_min_gran_ns(factor) : sim_cfs_latency_ns(factor);
}

/* mul_u64_u32_shr() (include/linux/math64.h, the generic form): (a x mul) >> shift, shift <= 32. */
static uint64_t cfs_mul_shr(uint64_t a, uint32_t mul, unsigned shift)
{
	uint64_t lo = (a & 0xffffffffULL) * mul, hi = (a >> 32) * mul;

	return (lo >> shift) + (hi << (32 - shift));
}

uint64_t sim_cfs_slice_ns(unsigned nr, unsigned factor)
{
	if (!nr)
		nr = 1;
	/* __update_inv_weight(): WMULT_CONST / weight, the queue's weight nr x NICE_0 */
	uint64_t inv = WMULT_CONST / (NICE_0_WEIGHT * nr), fact = NICE_0_WEIGHT * inv;
	unsigned shift = WMULT_SHIFT;

	while (fact >> 32) {
		fact >>= 1;
		shift--;
	}
	return cfs_mul_shr(sim_cfs_period_ns(nr, factor), (uint32_t)fact, shift);
}

/*
 * check_preempt_tick(): the running entity, @ran into its slice, gives way
 * when past its ideal slice, or, past min_granularity, when it is more than
 * that slice ahead of the leftmost in vruntime.
 */
int sim_cfs_tick_preempts(unsigned nr, uint64_t ran, int64_t curr_vruntime, int64_t first_vruntime, unsigned factor)
{
	uint64_t ideal = sim_cfs_slice_ns(nr, factor);

	if (nr < 2)
		return 0;
	if (ran > ideal)
		return 1;
	if (ran < sim_cfs_min_gran_ns(factor))
		return 0;
	return curr_vruntime - first_vruntime > (int64_t)ideal;
}

/* wakeup_preempt_entity() for nice 0: the woken entity is more than wakeup_granularity behind. */
int sim_cfs_wakeup_preempts(int64_t curr_vruntime, int64_t woken_vruntime, unsigned factor)
{
	return curr_vruntime - woken_vruntime > (int64_t)sim_cfs_wakeup_gran_ns(factor);
}

/* place_entity() at a wake-up: no more than half a latency behind min_vruntime (GENTLE_FAIR_SLEEPERS). */
int64_t sim_cfs_place(int64_t vruntime, int64_t min_vruntime, unsigned factor)
{
	int64_t v = min_vruntime - (int64_t)(sim_cfs_latency_ns(factor) / 2);

	return vruntime > v ? vruntime : v;
}
