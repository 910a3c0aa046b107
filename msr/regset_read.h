/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Fills a start-up register set from the machine (msr/regset_read.c): the
 * CPUID leaves and MSRs that @w names (decode/ decides: facts_regset_wants())
 * and the CPU's cpufreq sysfs.
 */
#ifndef TSNG_REGSET_READ_H
#define TSNG_REGSET_READ_H

#include "hw.h"
#include "regset.h"

/*
 * Pins to @cpu and reads.  MSRs are read only when hw_msr_access(hw) is 0;
 * otherwise its -errno is kept in rs->msr_access and no MSR is tried.
 * Returns 0, or -errno when the CPU cannot be pinned or CPUID leaf 0/1 is
 * unreadable (nothing else can be decoded then).
 */
int regset_read(struct hw *hw, int cpu, const struct regset_wants *w, struct regset *rs);

#endif
