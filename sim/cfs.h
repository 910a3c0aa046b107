/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_CFS_H
#define TSNG_SIM_CFS_H

#include <stdint.h>

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

#endif
