// SPDX-License-Identifier: GPL-2.0-only
/*
 * Named parts for --simulate --part NAME.  P-state facts as the registers
 * give them; idle states as drivers/idle/intel_idle.c lists them for the
 * model (exit latency and target residency in us).  Power constants: the
 * uncore figure is measured (see below); the per-core split is a model,
 * bounded by the part's TDP, not a measurement.
 */
#include <string.h>

#include "gov/amd_cppc.h"
#include "gov/sim.h"

/*
 * Knights Mill, shared by knm-7255 and knm-smt4.  The XEON_PHI frequency-invariance
 * kernel commit (its Knights Mill setup): EFFIC 1000, BASE 1100, 68C 1100, 30C 1200 MHz;
 * freq-invariance uses the second-highest ratio (11): knl method of
 * intel_set_max_freq_ratio() (aperfmperf.c).  MPERF ticks at 1/1024 (aperf_mperf_shift 10).
 * knl_cstates: C1 1/2, C6 120/500 us; power split a model choice.
 */
#define KNM_CPU { .min_pstate = 10, .max_pstate = 11, .max_pstate_physical = 11, .turbo_pstate = 12, \
		  .bclk_khz = 100000, .fi_ratio = 1024, .aperf_mperf_shift = 10, .freq_table = GOV_TABLE_NONE }
#define KNM_POWER { .vmin_mv = 800, .vbase_mv = 850, .vmax_mv = 900, .leak_w = 0.6, .dyn_max_w = 2.0, .uncore_w = 0.8, \
		    .transition_us = 20, .ncstates = 2, .cstate = { { "C1", 1, 2, 1.0 }, { "C6", 120, 500, 0.0 } } }

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
		 * uncore 2.1 W: PkgWatt - CorWatt in Mel Gorman's turbostat tables on LKML
		 * ("intel_pstate: Increase hold-off time before busyness is scaled",
		 * 2016-02-18): 2.23, 2.17, 2.10, 2.06 W over four workloads from 3% to 99%
		 * busy.  4 cores busy at 3.5 GHz come to 64 W, inside the 95 W TDP (Intel
		 * ARK, i7-2600K).  transition 20 us: intel_pstate.c
		 * INTEL_CPUFREQ_TRANSITION_LATENCY.  snb_cstates: C1 2/2, C3 80/211,
		 * C6 104/345 us; C1 is clock-gated (leaks at the domain voltage), C6
		 * power-gated (none); C3's half is a model choice.
		 */
		.power = { .vmin_mv = 950, .vbase_mv = 1100, .vmax_mv = 1350, .leak_w = 2.0, .dyn_max_w = 16.0, .uncore_w = 2.1,
			   .transition_us = 20, .ncstates = 3,
			   .cstate = { { "C1", 2, 2, 1.0 }, { "C3", 80, 211, 0.5 }, { "C6", 104, 345, 0.0 } } },
	},
	{
		.name = "knm-7255",
		.description = "Xeon Phi 7255 (Knights Mill): 1.0 GHz efficient, 1.1 base, 1.2 max, 68 cores (one 2-core tile simulated)",
		.cores = 68,
		.domain_cores = 2,	/* model choice: one tile (two cores sharing an L2) */
		.trl = { 12, 12 },
		/* KNM_CPU above; intel_pstate in passive mode (intel_cpufreq) for the cpufreq governors */
		.cpu = KNM_CPU,
		.power = KNM_POWER,
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
	{
		.name = "epyc-7713",
		.description = "EPYC 7713-like (Zen 3, Milan): CPPC perf 68/102/137/255 over shared memory, P-states 2.0/1.7/1.5 GHz with CPB",
		.cores = 64,
		.domain_cores = 8,	/* model choice: four cores, eight threads simulated */
		/*
		 * Zen 3: SMT2, a clock per core (CPPC requests are per thread, the core runs at the
		 * higher).  smt_yield 1.25 is a model choice (two threads do 1.25 x one thread's
		 * work), not a measurement.  Four cores of 64 cannot put the package in its
		 * package C-state: pkg_idle_w = uncore_w.
		 */
		.topo = { .packages = 1, .smt = 2, .domain_cpus = 2, .smt_yield = 1.25, .pkg_idle_w = 6.0 },
		/*
		 * The amd-pstate v3 review thread (LKML 2021-11-04, Giovanni Gherdovich, 2 x EPYC 7713):
		 * acpi-cpufreq sees 1.5, 1.7 and 2.0 GHz; max boost 3.72 GHz over CPPC's 0..255; the
		 * perf levels 68, 102, 137 he names (255 x f / 3.72 GHz: 137 is 2.0 GHz nominal, 102
		 * 1.5 GHz, 68 1.0 GHz) are taken as nominal, lowest non-linear and lowest; highest 255.
		 * perf_to_freq(255) = DIV_ROUND_UP(2000000 x 255, 137) = 3722628 kHz.  No CPPC MSRs
		 * ("shared memory support" only): no fast switch.  Frequency invariance:
		 * amd_set_max_freq_ratio() takes half-way between nominal and highest,
		 * (255 x 1024 / 137 = 1905, + 1024) >> 1 = 1464.
		 */
		.cpu = { .min_pstate = 68, .max_pstate = 137, .max_pstate_physical = 137, .turbo_pstate = 255,
			 .fi_ratio = 1464, .freq_table = GOV_TABLE_ASC,
			 .highest_perf = 255, .nominal_perf = 137, .lowest_nonlinear_perf = 102, .lowest_perf = 68,
			 .nominal_khz = 2000000, .cppc_shmem = 1, .pss_khz = { 2000000, 1700000, 1500000 } },
		.cppc_latency_us = CPPC_SHMEM_LATENCY_US,
		/*
		 * acpi_idle on Zen servers: C1 (1 us, residency 2) and C2 (CC6, 400 us latency; acpi_idle's
		 * residency = 2 x latency).  The power split is a model choice inside 225 W for 64 cores
		 * (AMD's EPYC 7713 page) with the I/O die's share as uncore: not fitted to anything.
		 */
		.power = { .vmin_mv = 800, .vbase_mv = 950, .vmax_mv = 1250, .leak_w = 0.5, .dyn_max_w = 4.0, .uncore_w = 6.0,
			   .transition_us = 20, .ncstates = 2,
			   .cstate = { { "C1", 1, 2, 1.0 }, { "C2", 400, 800, 0.0 } } },
	},
	{
		.name = "xeon-2x4",
		.description = "Xeon E5430-like (Harpertown): 2 packages x 4 cores, 2.0-2.67 GHz per package, no turbo, no SMT",
		.cores = 8,
		.domain_cores = 8,
		/*
		 * The sched_mc thread's machine (LKML 2008-12-30, Vaidyanathan Srinivasan): "x86 quad
		 * core dual socket", 8 logical CPUs.  The part is not named there: an E5430-like
		 * Harpertown (Intel ARK: 2.66 GHz, 1333 MT/s bus, so 333 MHz x 8; EIST down to x6)
		 * is a choice.  P-states per package (one voltage plane per socket), no turbo.
		 */
		.topo = { .packages = 2, .smt = 1, .domain_cpus = 0, .smt_yield = 1.0, .pkg_idle_w = 3.0 },
		.cpu = { .min_pstate = 6, .max_pstate = 8, .max_pstate_physical = 8, .turbo_pstate = 8,
			 .bclk_khz = 333333, .fi_ratio = 1024, .freq_table = GOV_TABLE_DESC },
		/*
		 * Idle states, power split and the package C-state's 3 W against an 8 W uncore
		 * (per package, inside the 80 W TDP, Intel ARK) are model choices, not fitted:
		 * C1 halt (1/2 us, clock-gated) and a deep state (57/114 us, no leakage).
		 */
		.power = { .vmin_mv = 1000, .vbase_mv = 1200, .vmax_mv = 1200, .leak_w = 3.0, .dyn_max_w = 12.0, .uncore_w = 8.0,
			   .transition_us = 10, .ncstates = 2,
			   .cstate = { { "C1", 1, 2, 1.0 }, { "C3", 57, 114, 0.0 } } },
	},
	{
		.name = "knm-smt4",
		.description = "Xeon Phi 7255 (Knights Mill) with SMT4: one 2-core tile, 8 threads, 1.0-1.2 GHz",
		.cores = 68,
		.domain_cores = 8,
		/*
		 * knm-7255's facts with the part's four threads per core (272 threads on 68 cores in
		 * seed 000's setup).  smt_yield 2.0 (four threads do twice one thread's work) is a
		 * model choice; the tile shares the package's clock; two cores of 68 cannot put
		 * the package in a package C-state (pkg_idle_w = uncore_w).
		 */
		.topo = { .packages = 1, .smt = 4, .domain_cpus = 0, .smt_yield = 2.0, .pkg_idle_w = 0.8 },
		.trl = { 12, 12 },
		.cpu = KNM_CPU,
		.power = KNM_POWER,
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
