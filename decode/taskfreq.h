/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The frequency a wrapped command saw (decode/taskfreq.c): from its own
 * cycles, reference cycles and instructions, counted over it and its
 * children (msr/task.h), as turbostat's Bzy_MHz, Busy% and IPC are from
 * APERF, MPERF and the TSC.
 */
#ifndef TSNG_TASKFREQ_H
#define TSNG_TASKFREQ_H

#include <stdbool.h>
#include <stdint.h>

struct task_counts {
	bool cycles_ok, ref_ok, instr_ok;
	uint64_t cycles, ref, instr;
};

struct task_freq {
	bool bzy_ok, busy_ok, ipc_ok;
	double bzy_mhz;		/* TSC_MHz * cycles / reference cycles */
	double busy_cpus;	/* reference cycles / (TSC rate * seconds): CPUs' worth of busy time */
	double ipc;		/* instructions / cycles */
};

/*
 * From @c over a run of @seconds on a TSC of @tsc_mhz (0 unknown): the
 * reference cycles count at the TSC rate while busy (ref-cycles on Intel,
 * MPERF where the TSC runs at P0).
 */
void taskfreq_derive(const struct task_counts *c, double tsc_mhz, double seconds, struct task_freq *f);

#endif
