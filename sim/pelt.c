// SPDX-License-Identifier: GPL-2.0-only
/*
 * Per-task PELT for the simulation (sim/sim.c): the kernel's arithmetic for
 * what a task brings to its CPU's utilisation at the points the simulation
 * meets them.  The decay itself is sim/sim.c's (exact per nanosecond, not per
 * 1024 us period).
 */
#include "sim/pelt.h"

#define SCHED_CAPACITY_SCALE 1024
/* kernel/sched/fair.c: UTIL_EST_MARGIN is 1% of the capacity scale, UTIL_EST_WEIGHT_SHIFT 2 (w = 1/4) */
#define UTIL_EST_MARGIN (SCHED_CAPACITY_SCALE / 100)
#define UTIL_EST_WEIGHT_SHIFT 2

/*
 * util_est_update() (kernel/sched/fair.c, v6.8 on, where the fast ramp-up is
 * no longer a feature switch) for a task going to sleep with util_avg
 * @dequeued: the EWMA jumps up to a higher value at once, ignores a change
 * under the margin, and otherwise moves a quarter of the way down.  Not
 * modelled: the skip while util_avg is unchanged since enqueue (a task that
 * ran has a changed util_avg here) and the skip when runnable exceeds util
 * (one task runs per core at a time: never contended).
 */
unsigned sim_util_est_update(unsigned ewma, unsigned dequeued)
{
	if (ewma <= dequeued)
		return dequeued;
	unsigned diff = ewma - dequeued;

	if (diff < UTIL_EST_MARGIN || dequeued > SCHED_CAPACITY_SCALE)
		return ewma;
	return ((ewma << UTIL_EST_WEIGHT_SHIFT) - diff) >> UTIL_EST_WEIGHT_SHIFT;
}

/*
 * post_init_entity_util_avg() (kernel/sched/fair.c): a new task of weight
 * 1024 (nice 0) starts at the CPU's util_avg scaled by its weight over the
 * CPU's load_avg + 1, capped at half the spare capacity; on a CPU with no
 * util it starts at the cap; with no spare capacity at 0.
 */
unsigned sim_pelt_new_task_util(unsigned cfs_util, unsigned cfs_load)
{
	long cap = ((long)SCHED_CAPACITY_SCALE - (long)cfs_util) / 2;

	if (cap <= 0)
		return 0;
	if (!cfs_util)
		return (unsigned)cap;
	unsigned long util = (unsigned long)cfs_util * SCHED_CAPACITY_SCALE / ((unsigned long)cfs_load + 1);

	return util > (unsigned long)cap ? (unsigned)cap : (unsigned)util;
}
