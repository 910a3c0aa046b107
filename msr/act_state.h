/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --act's state file and lock in /run/turbostat-ng (msr/act_state.c): what a
 * killed run left is put back by the next start (cpufreq_act_recover(),
 * msr/cpufreq_act.h), and one run acts at a time.
 */
#ifndef TSNG_ACT_STATE_H
#define TSNG_ACT_STATE_H

#include <stddef.h>

#include "msr/act_sysfs.h"

/* flock() on act.lock, our pid written there: its descriptor, or -errno with @err said (the holder's pid). */
int act_lock(char *err, size_t errlen);

/*
 * The originals of @ncpus CPUs and @ntun tunables written to the state file (its name into
 * @state, "" when not written): 0, or -errno with @err said.  The caller holds the lock.
 */
int act_state_save(char *state, size_t statelen, const struct act_saved *cpu, int ncpus,
		   const struct act_tunable *tun, int ntun, char *err, size_t errlen);

#endif
