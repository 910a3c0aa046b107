/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Each CPU's mean busy frequency over a whole recording (measure/rec_busy.c):
 * what --simulate trace:FILE counts a traced CPU's work at when a
 * turbostat-ng recording was taken alongside the trace (--replay REC).
 */
#ifndef TSNG_REC_BUSY_H
#define TSNG_REC_BUSY_H

#include "hw.h"

/*
 * Bzy_MHz of each CPU number below @max over the recording's first to last
 * snapshot, TSC_MHz x dAPERF / dMPERF as turbostat derives it for one
 * interval (0 for a CPU with no busy time, no such counters or not in the
 * recording); reads through the snapshots of @hw.  Returns the CPU numbers
 * filled (the recording's highest + 1, at most @max), 0 with none.
 */
unsigned rec_busy_mhz(struct hw *hw, unsigned *mhz, unsigned max);

#endif
