// SPDX-License-Identifier: GPL-2.0-only
/* The driver modes by name (gov/drivers.h): a table of facts, no arithmetic. */
#include <string.h>

#include "gov/drivers.h"

struct drv_info {
	const char *name;
	const char *description;
	int hwp;			/* needs HWP */
	int cppc;			/* needs CPPC perf levels (AMD) */
};

static const struct drv_info drv_table[DRV_COUNT] = {
	[DRV_DIRECT] = { "direct", "no driver layer: the governor's P-state is the domain's request", 0 },
	[DRV_ACPI] = { "acpi-cpufreq", "_PSS with the turbo entry at base+1 MHz; the hardware picks the turbo bin", 0 },
	[DRV_INTEL_CPUFREQ] = { "intel_cpufreq", "intel_pstate passive, no HWP: PERF_CTL = DIV_ROUND_UP(freq, 100 MHz)", 0 },
	[DRV_HWP_PASSIVE_59] = { "hwp-passive-5.9", "intel_pstate passive with HWP, v5.9-v5.10: min = target, desired 0", 1 },
	[DRV_HWP_PASSIVE] = { "hwp-passive", "intel_pstate passive with HWP, v5.11+: schedutil's adjust_perf sets desired", 1 },
	[DRV_HWP_ACTIVE] = { "hwp-active", "intel_pstate active with HWP: powersave writes limits and EPP, performance min = max, EPP 0", 1 },
	[DRV_AMD_PASSIVE] = { "amd-pstate", "amd-pstate passive: CPPC desired = freq_to_perf(target); shared memory: slow path", 0, 1 },
	[DRV_AMD_GUIDED] = { "amd-pstate-guided", "amd-pstate guided: CPPC min = the governor's level, desired 0 (the platform picks)", 0, 1 },
	[DRV_AMD_ACTIVE] = { "amd-pstate-epp", "amd-pstate active: limits and EPP only; performance EPP 0", 0, 1 },
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

int drv_needs_cppc(enum gov_driver d)
{
	return drv_table[d].cppc;
}
