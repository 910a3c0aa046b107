/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The driver modes by name (gov/drivers.c): what --governor NAME:driver=MODE
 * and --governor list know of them, and the policy timings each sets (its
 * latency, transition delay and so schedutil's default rate limit).  The
 * request arithmetic is gov/driver.c's.
 */
#ifndef TSNG_GOV_DRIVERS_H
#define TSNG_GOV_DRIVERS_H

#include <stddef.h>

enum gov_driver {
	DRV_DIRECT,		/* no driver layer: the governor's P-state is the request */
	DRV_ACPI,		/* acpi-cpufreq: _PSS with the turbo entry at base + 1 MHz */
	DRV_INTEL_CPUFREQ,	/* intel_pstate passive without HWP: PERF_CTL from the raw frequency */
	DRV_HWP_PASSIVE_59,	/* intel_pstate passive with HWP, v5.9-v5.10: HWP min = target, desired 0 */
	DRV_HWP_PASSIVE,	/* v5.11+: schedutil's adjust_perf writes desired = target */
	DRV_HWP_ACTIVE,		/* intel_pstate active with HWP: limits and EPP only */
	DRV_AMD_PASSIVE,	/* amd-pstate passive: CPPC desired from the governor (gov/amd_cppc.c) */
	DRV_AMD_GUIDED,		/* amd-pstate guided: CPPC min = the governor's level, desired 0 */
	DRV_AMD_ACTIVE,		/* amd-pstate-epp: limits and EPP only */
	DRV_COUNT
};

/* "acpi-cpufreq" ... -> mode; -1 when unknown. */
int drv_find(const char *name, size_t len);
const char *drv_name(enum gov_driver d);
const char *drv_description(enum gov_driver d);
/* Whether the mode drives HWP requests (needs a part with HWP). */
int drv_needs_hwp(enum gov_driver d);
/* cpuinfo.transition_latency in us the driver sets (part_latency_us: _PSS's, for acpi-cpufreq). */
unsigned drv_latency_us(enum gov_driver d, unsigned part_latency_us);
/* policy->transition_delay_us the driver sets in kernel kver (0: the newest); 0 when none. */
unsigned drv_delay_us(enum gov_driver d, int kver);
/* Whether the mode drives CPPC requests (needs a part with CPPC perf levels). */
int drv_needs_cppc(enum gov_driver d);
/* Whether the driver sets CPUFREQ_NEED_UPDATE_LIMITS in kernel kver (0: the newest). */
int drv_update_limits(enum gov_driver d, int kver);
struct gov_cpu;
/*
 * schedutil's default rate_limit_us (and the dbs governors' transition delay)
 * for a driver in kernel kver (100 X + Y; 0: the newest):
 * cpufreq_policy_transition_delay_us() (drivers/cpufreq/cpufreq.c).
 */
unsigned drv_rate_limit_us(enum gov_driver d, int kver, const struct gov_cpu *cpu);

#endif
