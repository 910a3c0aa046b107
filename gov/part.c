/*
 * Named parts for --simulate --part NAME.  P-state facts as the registers
 * give them; power constants are model assumptions chosen so one core's
 * share of TDP is plausible, not measurements.
 */
#include <string.h>

#include "gov/sim.h"

static const struct sim_part sim_parts[] = {
	{
		.name = "i7-2600k",
		.description = "Sandy Bridge i7-2600K-like: 1.6 GHz min, 3.4 base, 3.8 1C turbo, 4 cores",
		.cores = 4,
		/* governors.md §1.5: PLATFORM_INFO min 16 base 34; 0x1AD 0x23242526 (1C 38, 4C 35) */
		.cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			 .bclk_khz = 100000, .fi_ratio = 35 * 1024 / 34,
			 /* ondemand/conservative run on acpi-cpufreq here: _PSS lists P0 first */
			 .freq_table = GOV_TABLE_DESC },
		.power = { .vmin_mv = 950, .vmax_mv = 1350, .static_w = 1.5, .dyn_max_w = 10.0, .idle_w = 0.1,
			   .uncore_w = 1.5 },
	},
	{
		.name = "knm-7255",
		.description = "Xeon Phi 7255 (Knights Mill): 1.0 GHz efficient, 1.1 base, 1.2 max, 68 cores",
		.cores = 68,
		/*
		 * seeds/000 (Gherdovich, Knights Mill test setup): EFFIC 1000, BASE 1100,
		 * 68C 1100, 30C 1200 MHz; freq-invariance uses the second-highest ratio (11):
		 * knl method, governors.md §1.1.  MPERF ticks at 1/1024 (aperf_mperf_shift 10).
		 */
		.cpu = { .min_pstate = 10, .max_pstate = 11, .max_pstate_physical = 11, .turbo_pstate = 12,
			 .bclk_khz = 100000, .fi_ratio = 1024, .aperf_mperf_shift = 10,
			 /* intel_pstate in passive mode (intel_cpufreq) for the cpufreq governors */
			 .freq_table = GOV_TABLE_NONE },
		.power = { .vmin_mv = 800, .vmax_mv = 900, .static_w = 0.6, .dyn_max_w = 2.0, .idle_w = 0.05,
			   .uncore_w = 0.4 },
	},
};

size_t sim_part_count(void)
{
	return sizeof(sim_parts) / sizeof(sim_parts[0]);
}

const struct sim_part *sim_part_at(size_t i)
{
	return i < sim_part_count() ? &sim_parts[i] : NULL;
}

const struct sim_part *sim_part_find(const char *name)
{
	for (size_t i = 0; i < sim_part_count(); i++)
		if (strcmp(sim_parts[i].name, name) == 0)
			return &sim_parts[i];
	return NULL;
}
