/* SPDX-License-Identifier: GPL-2.0-only */
/* Applying governor decisions through cpufreq (msr/cpufreq_act.c). */
#ifndef TSNG_CPUFREQ_ACT_H
#define TSNG_CPUFREQ_ACT_H

#include <stddef.h>

/*
 * Acting on decisions (msr/cpufreq_act.c): cpufreq's userspace governor.
 * cpufreq_act_open() takes the lock /run/turbostat-ng/act.lock (under
 * TSNG_SYSROOT), saves governor, limits and the governor's tunables of the
 * @ncpus CPUs numbered in @cpus (the topology's CPU numbers, which may have
 * holes) to memory and to the state file /run/turbostat-ng/act.state, arms
 * a restoring handler for every terminating signal, ignores SIGPIPE, and
 * switches them to userspace; NULL with a one-line reason in err when there
 * is no cpufreq, no userspace governor, no state file, or another run holds
 * the lock (its pid said) (sysfs_root NULL: /sys/devices/system/cpu).  The caller runs cpufreq_act_restore() on exit
 * and when its SIGINT/SIGTERM flag is seen.
 */
struct cpufreq_act;
struct cpufreq_act *cpufreq_act_open(const char *sysfs_root, const int *cpus, int ncpus, char *err, size_t errlen);
/* Sets CPU number @cpu (one of those opened) to @khz; -EINVAL for another CPU or after the restore. */
int cpufreq_act_set_khz(struct cpufreq_act *a, int cpu, unsigned khz);
/* Restores what act_open saved; safe to call twice. 0 or the first -errno. */
int cpufreq_act_restore(struct cpufreq_act *a);
void cpufreq_act_close(struct cpufreq_act *a);
/*
 * Puts back what the state file of a run that did not end (SIGKILL, power
 * loss of the process) holds, and removes it: 0 when there is none, 1 when
 * restored, -errno when not (-EWOULDBLOCK: a run that still owns it, its pid
 * said; -EPERM: a state file or directory of another user; -ENODEV: a CPU
 * gone, the others put back; a write refused); a one-line message in @msg
 * when not 0.
 */
int cpufreq_act_recover(const char *sysfs_root, char *msg, size_t msglen);

#endif
