/* SPDX-License-Identifier: GPL-2.0-only */
/* Where a run happened (msr/provenance.c): what a recording holds about the machine. */
#ifndef TSNG_PROVENANCE_H
#define TSNG_PROVENANCE_H

#include "hw.h"

/* Each field "" when the machine (or the recording) does not say. */
struct provenance {
	char kernel[128];	/* uname -r: /proc/sys/kernel/osrelease */
	char cpu_model[49];	/* CPUID 0x80000002..0x80000004, leading spaces dropped */
	char microcode[32];	/* /sys/devices/system/cpu/cpuN/microcode/version */
	char hypervisor[13];	/* CPUID 0x40000000 EBX:ECX:EDX when CPUID.1:ECX[31] says one runs */
	char clocksource[64];	/* clocksource0/current_clocksource */
	char driver[32];	/* cpufreq scaling_driver of the CPU */
	char governor[32];	/* cpufreq scaling_governor of the CPU */
};

/*
 * Reads them through @hw on CPU @cpu: on a recording hw they are recorded
 * (file and cpuid lines), on a replay served from it.  No host or user name.
 */
void provenance_read(struct hw *hw, int cpu, struct provenance *p);

#endif
