/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_PELT_H
#define TSNG_SIM_PELT_H

/*
 * Per-task PELT (sim/pelt.c): util_est_update() for a task going to sleep
 * (kernel/sched/fair.c, v6.8 on), and post_init_entity_util_avg()'s start for
 * a new nice-0 task on a CPU with that util_avg and load_avg.
 */
unsigned sim_util_est_update(unsigned ewma, unsigned dequeued);
unsigned sim_pelt_new_task_util(unsigned cfs_util, unsigned cfs_load);

#endif
