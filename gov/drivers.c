// SPDX-License-Identifier: GPL-2.0-only
/* The driver modes by name (gov/drivers.h): a table of facts, no arithmetic. */
#include <string.h>

#include "gov/cpu.h"
#include "gov/drivers.h"

struct drv_info {
	const char *name;
	const char *description;
	int hwp;			/* needs HWP */
	unsigned latency_us;		/* cpuinfo.transition_latency it sets; 0: the part's (_PSS) */
	unsigned delay_us;		/* policy->transition_delay_us it sets ... */
	int delay_since;		/* ... from this kernel (100 X + Y); 0: never */
	int cppc;			/* needs CPPC perf levels (AMD) */
	int update_limits_since;	/* sets CPUFREQ_NEED_UPDATE_LIMITS from this kernel; 0: never */
};

/*
 * Transition facts (drivers/cpufreq/intel_pstate.c intel_cpufreq_cpu_init):
 * INTEL_CPUFREQ_TRANSITION_LATENCY 20 us; transition_delay_us
 * INTEL_CPUFREQ_TRANSITION_DELAY 500 us without HWP (v4.14, with
 * cpufreq_policy_transition_delay_us()) and INTEL_CPUFREQ_TRANSITION_DELAY_HWP
 * 5000 us with HWP (v5.9, "cpufreq: intel_pstate: Implement passive mode with
 * HWP enabled").  acpi-cpufreq sets no delay; its latency is _PSS's.
 * intel_cpufreq sets CPUFREQ_NEED_UPDATE_LIMITS from v5.10 ("cpufreq: Introduce
 * CPUFREQ_NEED_UPDATE_LIMITS driver flag"), which schedutil's sugov_start() copies
 * into need_freq_update.
 */
static const struct drv_info drv_table[DRV_COUNT] = {
	[DRV_DIRECT] = { "direct", "no driver layer: the governor's P-state is the domain's request", 0, 0, 0, 0 },
	[DRV_ACPI] = { "acpi-cpufreq", "_PSS with the turbo entry at base+1 MHz; the hardware picks the turbo bin", 0, 0, 0, 0 },
	[DRV_INTEL_CPUFREQ] = { "intel_cpufreq", "intel_pstate passive, no HWP: PERF_CTL = DIV_ROUND_UP(freq, 100 MHz)", 0,
				20, 500, 414, 0, 510 },
	[DRV_HWP_PASSIVE_59] = { "hwp-passive-5.9", "intel_pstate passive with HWP, v5.9-v5.10: min = target, desired 0", 1,
				 20, 5000, 509, 0, 510 },
	[DRV_HWP_PASSIVE] = { "hwp-passive", "intel_pstate passive with HWP, v5.11+: schedutil's adjust_perf sets desired", 1,
			      20, 5000, 509, 0, 510 },
	[DRV_HWP_ACTIVE] = { "hwp-active", "intel_pstate active with HWP: powersave writes limits and EPP, performance min = max, EPP 0", 1,
			     0, 0, 0 },
	/* AMD_PSTATE_TRANSITION_LATENCY 20 us, AMD_PSTATE_TRANSITION_DELAY 1000 us (drivers/cpufreq/amd-pstate.c,
	 * as the amd-pstate governor cites it; fast-CPPC parts' 600 us is not modelled) */
	[DRV_AMD_PASSIVE] = { "amd-pstate", "amd-pstate passive: CPPC desired = freq_to_perf(target); shared memory: slow path", 0,
			      20, 1000, 517, 1 },
	[DRV_AMD_GUIDED] = { "amd-pstate-guided", "amd-pstate guided: CPPC min = the governor's level, desired 0 (the platform picks)", 0,
			     20, 1000, 517, 1 },
	[DRV_AMD_ACTIVE] = { "amd-pstate-epp", "amd-pstate active: limits and EPP only; performance EPP 0", 0, 20, 1000, 517, 1 },
};

int drv_find(const char *name, size_t len)
{
	for (int i = 0; i < DRV_COUNT; i++)
		if (strlen(drv_table[i].name) == len && strncmp(drv_table[i].name, name, len) == 0)
			return i;
	return -1;
}

const char *drv_name(enum gov_driver d)
{
	return drv_table[d].name;
}

const char *drv_description(enum gov_driver d)
{
	return drv_table[d].description;
}

int drv_needs_hwp(enum gov_driver d)
{
	return drv_table[d].hwp;
}

unsigned drv_latency_us(enum gov_driver d, unsigned part_latency_us)
{
	return drv_table[d].latency_us ? drv_table[d].latency_us : part_latency_us;
}

unsigned drv_delay_us(enum gov_driver d, int kver)
{
	const struct drv_info *i = &drv_table[d];

	return i->delay_since && (!kver || kver >= i->delay_since) ? i->delay_us : 0;
}

int drv_needs_cppc(enum gov_driver d)
{
	return drv_table[d].cppc;
}

int drv_update_limits(enum gov_driver d, int kver)
{
	const struct drv_info *i = &drv_table[d];

	return i->update_limits_since && (!kver || kver >= i->update_limits_since);
}

/*
 * The driver's transition_delay_us when it sets one; else from the
 * transition latency (us): v4.7-v4.13 sugov_init() LATENCY_MULTIPLIER (1000)
 * x latency; v4.14-v6.8 cpufreq_policy_transition_delay_us() the same capped
 * at 10 ms; v6.9-v6.11 capped at 2 ms (commit e13aa799c2a6, "cpufreq: Change
 * default transition delay to 2ms", applied 2024-02-12 for v6.9) unless the
 * latency itself is longer; v6.12+ (commit 37c6dccd6837, "cpufreq: Remove
 * LATENCY_MULTIPLIER") latency x 1.5.  No latency: LATENCY_MULTIPLIER, then
 * USEC_PER_MSEC: 1000 us throughout.
 */
unsigned drv_rate_limit_us(enum gov_driver d, int kver, const struct gov_cpu *cpu)
{
	unsigned delay = drv_delay_us(d, kver), lat = drv_latency_us(d, d == DRV_DIRECT ? 0 : cpu->latency_us);

	if (delay)
		return delay;
	if (!lat)
		return 1000;
	if (kver && kver < 414)
		return lat * 1000;
	if (kver && kver < 609)
		return lat * 1000 < 10000 ? lat * 1000 : 10000;
	if (kver && kver < 612)
		return lat > 2000 ? lat : lat * 1000 < 2000 ? lat * 1000 : 2000;
	return lat + (lat >> 1);
}
