// SPDX-License-Identifier: GPL-2.0-only
/*
 * The command's Bzy_MHz, busy share and IPC, worked as turbostat works the
 * machine's: Bzy_MHz = TSC rate * APERF / MPERF (here cycles over reference
 * cycles, the same ratio for one task), Busy% = MPERF / TSC, IPC =
 * instructions / APERF.
 */
#include "decode/taskfreq.h"

void taskfreq_derive(const struct task_counts *c, double tsc_mhz, double seconds, struct task_freq *f)
{
	*f = (struct task_freq){ 0 };
	if (c->cycles_ok && c->ref_ok && c->ref > 0 && tsc_mhz > 0) {
		f->bzy_ok = true;
		f->bzy_mhz = tsc_mhz * (double)c->cycles / (double)c->ref;
	}
	if (c->ref_ok && tsc_mhz > 0 && seconds > 0) {
		f->busy_ok = true;
		f->busy_cpus = (double)c->ref / (tsc_mhz * 1e6 * seconds);
	}
	if (c->cycles_ok && c->instr_ok && c->cycles > 0) {
		f->ipc_ok = true;
		f->ipc = (double)c->instr / (double)c->cycles;
	}
}
