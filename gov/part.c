// SPDX-License-Identifier: GPL-2.0-only
/*
 * Named parts for --simulate --part NAME.  P-state facts as the registers
 * give them; idle states as drivers/idle/intel_idle.c lists them for the
 * model (exit latency and target residency in us).  Power constants: the
 * i7-2600k's are fitted by make sim-fit (gov/sim_fit.h); the other parts'
 * per-core split is a model, bounded by the part's TDP, not a measurement.
 */
#include <string.h>

#include "gov/sim.h"
#include "gov/sim_fit.h"

static const struct sim_part sim_parts[] = {
	{
		.name = "i7-2600k",
		.description = "Sandy Bridge i7-2600K-like: 1.6 GHz min, 3.4 base, 3.8 1C turbo, 4 cores in one domain",
		.cores = 4,
		.domain_cores = 4,	/* Sandy Bridge client: all cores share one clock and voltage */
		/* MSR_TURBO_RATIO_LIMIT 0x1AD = 0x23242526: 1C 38, 2C 37, 3C 36, 4C 35 */
		.trl = { 38, 37, 36, 35 },
		/* PLATFORM_INFO 0xCE: min 16, base 34 */
		.cpu = { .min_pstate = 16, .max_pstate = 34, .max_pstate_physical = 34, .turbo_pstate = 38,
			 .bclk_khz = 100000, .fi_ratio = 35 * 1024 / 34,
			 /* ondemand/conservative run on acpi-cpufreq here: _PSS lists P0 first */
			 .freq_table = GOV_TABLE_DESC },
		/*
		 * leakage, dynamic power, the poll loop's share and the uncore: fitted
		 * by make sim-fit (gov/sim_fit.h) to Mel Gorman's turbostat tables on
		 * LKML ("intel_pstate: Increase hold-off time before busyness is
		 * scaled", 2016-02-18; the uncore is their mean PkgWatt - CorWatt,
		 * 2.23, 2.17, 2.10, 2.06 W); the voltages are held.  transition 20 us: intel_pstate.c
		 * INTEL_CPUFREQ_TRANSITION_LATENCY.  snb_cstates: C1 2/2, C3 80/211,
		 * C6 104/345 us; C1 is clock-gated (leaks at the domain voltage), C6
		 * power-gated (none); C3's half is a model choice.
		 */
		.power = { .vmin_mv = 950, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = SIM_FIT_I7_2600K_LEAK_W,
			   .dyn_max_w = SIM_FIT_I7_2600K_DYN_MAX_W, .uncore_w = SIM_FIT_I7_2600K_UNCORE_W,
			   .poll_frac = SIM_FIT_I7_2600K_POLL_FRAC, .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 80, 211, 0.5 }, { "C6", 104, 345, 0.0 } } },
	},
	{
		.name = "knm-7255",
		.description = "Xeon Phi 7255 (Knights Mill): 1.0 GHz efficient, 1.1 base, 1.2 max, 68 cores (one 2-core tile simulated)",
		.cores = 68,
		.domain_cores = 2,	/* model choice: one tile (two cores sharing an L2) */
		.trl = { 12, 12 },
		/*
		 * the XEON_PHI frequency-invariance kernel commit (its Knights Mill setup): EFFIC 1000, BASE 1100,
		 * 68C 1100, 30C 1200 MHz; freq-invariance uses the second-highest ratio (11):
		 * knl method of intel_set_max_freq_ratio() (aperfmperf.c).  MPERF ticks at 1/1024 (aperf_mperf_shift 10).
		 */
		.cpu = { .min_pstate = 10, .max_pstate = 11, .max_pstate_physical = 11, .turbo_pstate = 12,
			 .bclk_khz = 100000, .fi_ratio = 1024, .aperf_mperf_shift = 10,
			 /* intel_pstate in passive mode (intel_cpufreq) for the cpufreq governors */
			 .freq_table = GOV_TABLE_NONE },
		/* knl_cstates: C1 1/2, C6 120/500 us; power split a model choice */
		.power = { .vmin_mv = 800, .vbase_mv = 850, .vmax_mv = 900, .leak_w = 0.6, .dyn_max_w = 2.0, .uncore_w = 0.8,
			   .transition_us = 20, .ncstates = 2,
			   .cstate = { { "C1", 1, 2, 1.0 }, { "C6", 120, 500, 0.0 } } },
	},
	{
		.name = "skl-4c",
		.description = "Skylake client i7-6700K-like with HWP: 0.8 GHz min, 4.0 base, 4.2 1C turbo, 4 cores in one domain",
		.cores = 4,
		.domain_cores = 4,	/* Skylake client: the cores share one clock and voltage */
		/* Intel ARK i7-6700K: base 4.00 GHz, max turbo 4.20; the 2C-4C bins 41/40/40 as commonly reported */
		.trl = { 42, 41, 40, 40 },
		/*
		 * PLATFORM_INFO min ratio 8 (800 MHz, the Skylake desktop minimum); the
		 * frequency-invariance ratio is core_set_max_freq_ratio()'s 4C bin over
		 * base (aperfmperf.c): 40 x 1024 / 40.
		 */
		.cpu = { .min_pstate = 8, .max_pstate = 40, .max_pstate_physical = 40, .turbo_pstate = 42,
			 .bclk_khz = 100000, .fi_ratio = 1024, .freq_table = GOV_TABLE_NONE },
		/* HWP_CAPABILITIES: highest = 1C turbo, guaranteed = base; efficient and lowest (unused by the model) = min */
		.hwp = { .highest = 42, .guaranteed = 40, .efficient = 8, .lowest = 8 },
		/*
		 * skl_cstates (intel_idle.c): C1 2/2, C3 70/100, C6 85/200 us.  The power
		 * split is a model choice in the i7-2600K's proportions, inside the 91 W
		 * TDP (Intel ARK): not fitted to any measurement.
		 */
		.power = { .vmin_mv = 750, .vbase_mv = 1150, .vmax_mv = 1300, .leak_w = 1.5, .dyn_max_w = 14.0, .uncore_w = 2.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 70, 100, 0.5 }, { "C6", 85, 200, 0.0 } } },
	},
	{
		.name = "cfl-4c",
		.description = "Coffee Lake 4c/8t Xeon E-2174G-like with HWP: 0.8 GHz min, 3.8 base, 4.7 1C turbo, one domain",
		.cores = 4,
		.domain_cores = 4,
		/* Intel ARK Xeon E-2174G: base 3.80 GHz, max turbo 4.70; the 2C-4C bins are a model choice */
		.trl = { 47, 46, 45, 45 },
		/* min ratio 8 as on Skylake; fi_ratio 45 x 1024 / 38 (4C bin over base) */
		.cpu = { .min_pstate = 8, .max_pstate = 38, .max_pstate_physical = 38, .turbo_pstate = 47,
			 .bclk_khz = 100000, .fi_ratio = 45 * 1024 / 38, .freq_table = GOV_TABLE_NONE },
		.hwp = { .highest = 47, .guaranteed = 38, .efficient = 8, .lowest = 8 },
		/* Coffee Lake uses skl_cstates (intel_idle.c); power a model choice inside the 71 W TDP (Intel ARK) */
		.power = { .vmin_mv = 750, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = 1.5, .dyn_max_w = 14.0, .uncore_w = 2.0,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 70, 100, 0.5 }, { "C6", 85, 200, 0.0 } } },
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
