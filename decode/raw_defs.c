// SPDX-License-Identifier: GPL-2.0-only
/*
 * The counter table.  MSR numbers and widths from the SDM vol. 4 (chapter 2
 * tables) and arch/x86/include/asm/msr-index.h; perf events are the msr,
 * cstate_core, cstate_pkg, power and power_core PMUs of arch/x86/events
 * (turbostat.c's rapl_counter_arch_infos[] and ccstate_counter_arch_infos[]
 * pair them the same way); AMD registers from the family 17h PPR (AMD
 * 54945) MSRC001_029A/029B.  Summary rules are turbostat's sum_counters():
 * counters averaged, energy, SMI and LLC counts summed, temperatures the
 * largest.  Adding a counter is adding a row (README, HACKING).
 */
#include <stddef.h>

#include "decode/platform.h"
#include "decode/raw_defs.h"

#define EVERYWHERE .intel = { ON_ALWAYS }, .amd = { ON_ALWAYS }

/*
 * Intel PMT counters as turbostat.c pmt_init() (2025.12) opens them: Meteor
 * Lake's die C6 time, crystal clocks, at byte 120 of the first file of GUID
 * 0x1a067102, read for package 0 (PMT_MTL_DC6_*); Clearwater Forest's
 * module C1E time, 800 MHz tcore clocks, at byte 20936 + 24 per module of
 * GUID 0x14421519, four CPUs to a module and twelve modules to a file
 * (PMT_COUNTER_CWF_MC1E_*).  Both are 64-bit words (lsb 0, msb 63).
 */
static const struct raw_pmt_def pmt_mtl_die_c6 = { .guid = 0x1a067102, .off = 120, .pkg0_only = 1 };
static const struct raw_pmt_def pmt_cwf_mc1e = {
	.guid = 0x14421519, .off = 20936, .step = 24, .cpus_per_step = 4, .steps_per_file = 12,
};

const struct raw_def raw_defs[RAW__COUNT] = {
	/* rdtsc, or the msr PMU's tsc event beside aperf and mperf (decode/plan.c) */
	[RAW_TSC] = { "tsc", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64, .special = SRC_TSC,
		      .intel = { ON_ALWAYS, 0, 0, "msr/tsc" }, .amd = { ON_ALWAYS, 0, 0, "msr/tsc" } },
	[RAW_APERF] = { "aperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64,
			.intel = { ON_APERF, 0, 0xE8, "msr/aperf" }, .amd = { ON_APERF, 0, 0xE8, "msr/aperf" } },	/* IA32_APERF */
	[RAW_MPERF] = { "mperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64,
			.intel = { ON_APERF, 0, 0xE7, "msr/mperf" }, .amd = { ON_APERF, 0, 0xE7, "msr/mperf" } },	/* IA32_MPERF */
	[RAW_SMI] = { "smi", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 32,
		      .intel = { ON_ALWAYS, 0, 0x34, "msr/smi" } },	/* MSR_SMI_COUNT */
	/* perf only: the core PMU's retired instructions (IPC) and last-level cache events (LLC) */
	[RAW_INSTR] = { "instructions", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64,
			.intel = { ON_ALWAYS, 0, 0, "cpu/instructions" }, .amd = { ON_ALWAYS, 0, 0, "cpu/instructions" } },
	[RAW_LLC_REFS] = { "cache-references", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 64,
			   .intel = { ON_ALWAYS, 0, 0, "cpu/cache-references" },
			   .amd = { ON_ALWAYS, 0, 0, "cpu/cache-references" } },
	[RAW_LLC_MISSES] = { "cache-misses", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 64,
			     .intel = { ON_ALWAYS, 0, 0, "cpu/cache-misses" }, .amd = { ON_ALWAYS, 0, 0, "cpu/cache-misses" } },
	[RAW_L2_REFS] = { "l2-requests", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 64, .intel = { ON_L2, 0 } },
	[RAW_L2_HITS] = { "l2-hits", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 64, .intel = { ON_L2, 1 } },
	[RAW_CC1] = { "c1", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_C1_COUNTER, RES_CC1, 0x660, "cstate_core/c1-residency" } },	/* MSR_CORE_C1_RES */
	[RAW_CC3] = { "c3", RSCOPE_CORE, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_CC3, 0x3FC, "cstate_core/c3-residency" } },	/* MSR_CORE_C3_RESIDENCY */
	[RAW_CC6] = { "c6", RSCOPE_CORE, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_CC6, 0x3FD, "cstate_core/c6-residency", MOVED_CC6 } },	/* MSR_CORE_C6_RESIDENCY */
	[RAW_CC7] = { "c7", RSCOPE_CORE, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_CC7, 0x3FE, "cstate_core/c7-residency" } },	/* MSR_CORE_C7_RESIDENCY */
	[RAW_MC6] = { "mc6", RSCOPE_CORE, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_MC6, 0x664, NULL } },	/* MSR_MODULE_C6_RES_MS */
	[RAW_PC2] = { "pc2", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC2, 0x60D, "cstate_pkg/c2-residency" } },	/* MSR_PKG_C2_RESIDENCY */
	[RAW_PC3] = { "pc3", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC3, 0x3F8, "cstate_pkg/c3-residency" } },	/* MSR_PKG_C3_RESIDENCY */
	[RAW_PC6] = { "pc6", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC6, 0x3F9, "cstate_pkg/c6-residency", MOVED_PC6 } },	/* MSR_PKG_C6_RESIDENCY */
	[RAW_PC7] = { "pc7", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC7, 0x3FA, "cstate_pkg/c7-residency" } },	/* MSR_PKG_C7_RESIDENCY */
	[RAW_PC8] = { "pc8", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC8, 0x630, "cstate_pkg/c8-residency" } },	/* MSR_PKG_C8_RESIDENCY */
	[RAW_PC9] = { "pc9", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		      .intel = { ON_RESIDENCY, RES_PC9, 0x631, "cstate_pkg/c9-residency" } },	/* MSR_PKG_C9_RESIDENCY */
	[RAW_PC10] = { "pc10", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
		       .intel = { ON_RESIDENCY, RES_PC10, 0x632, "cstate_pkg/c10-residency" } },	/* MSR_PKG_C10_RESIDENCY */
	/*
	 * msr-index.h; SDM vol. 4, MSRs of 6th generation Core and later: package
	 * C0 time summed over cores, of any core, of the graphics engine, of both
	 */
	[RAW_C0_WEIGHTED] = { "pkg-weighted-c0", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
			      .intel = { ON_EXT_CST, 0, 0x658, NULL } },	/* MSR_PKG_WEIGHTED_CORE_C0_RES */
	[RAW_C0_ANY_CORE] = { "pkg-any-core-c0", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
			      .intel = { ON_EXT_CST, 0, 0x659, NULL } },	/* MSR_PKG_ANY_CORE_C0_RES */
	[RAW_C0_ANY_GFX] = { "pkg-any-gfx-c0", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
			     .intel = { ON_EXT_CST, 0, 0x65A, NULL } },	/* MSR_PKG_ANY_GFXE_C0_RES */
	[RAW_C0_CORE_GFX] = { "pkg-core-gfx-c0", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64,
			      .intel = { ON_EXT_CST, 0, 0x65B, NULL } },	/* MSR_PKG_BOTH_CORE_GFXE_C0_RES */
	[RAW_DIE_C6] = { "die-c6", RSCOPE_PKG, SUM_AVG, KIND_COUNTER, 64, .fallback = FB_PMT, .pmt = &pmt_mtl_die_c6 },
	[RAW_CPU_C1E] = { "module-c1e", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64, .fallback = FB_PMT, .pmt = &pmt_cwf_mc1e },
	[RAW_E_PKG] = { "energy-pkg", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_ENERGY, .accumulate = 1,
			.intel = { ON_RAPL, RAPL_PKG, 0x611, "power/energy-pkg" },	/* MSR_PKG_ENERGY_STATUS */
			.amd = { ON_RAPL, RAPL_AMD_PKG, 0xC001029B, "power/energy-pkg" },	/* MSR_AMD_PKG_ENERGY_STATUS */
			.fallback = FB_POWERCAP },
	[RAW_E_CORES] = { "energy-cores", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_ENERGY, .accumulate = 2,
			  .intel = { ON_RAPL, RAPL_PP0, 0x639, "power/energy-cores" } },	/* MSR_PP0_ENERGY_STATUS */
	[RAW_E_GFX] = { "energy-gfx", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_ENERGY, .accumulate = 3,
			.intel = { ON_RAPL, RAPL_PP1, 0x641, "power/energy-gpu" } },	/* MSR_PP1_ENERGY_STATUS */
	[RAW_E_RAM] = { "energy-ram", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_DRAM, .accumulate = 4,
			.intel = { ON_RAPL, RAPL_DRAM, 0x619, "power/energy-ram" } },	/* MSR_DRAM_ENERGY_STATUS */
	[RAW_E_PSYS] = { "energy-psys", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_PSYS, .accumulate = 5,
			 .intel = { ON_RAPL, RAPL_PSYS, 0x64D, "power/energy-psys" } },	/* MSR_PLATFORM_ENERGY_STATUS */
	[RAW_E_CORE_AMD] = { "energy-core", RSCOPE_CORE, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_ENERGY, .accumulate = 6,
			     .amd = { ON_RAPL, RAPL_AMD_CORE, 0xC001029A, "power_core/energy-core" } },	/* MSR_AMD_CORE_ENERGY_STATUS */
	[RAW_PKG_THROTTLE] = { "pkg-throttle", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_TIME, .accumulate = 7,
			       .intel = { ON_RAPL, RAPL_PKG_PERF, 0x613, NULL } },	/* MSR_PKG_PERF_STATUS */
	[RAW_RAM_THROTTLE] = { "ram-throttle", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 32, UNIT_RAPL_TIME, .accumulate = 8,
			       .intel = { ON_RAPL, RAPL_DRAM, 0x61B, NULL } },	/* MSR_DRAM_PERF_STATUS */
	[RAW_CORE_THERM] = { "core-therm", RSCOPE_CORE, SUM_MAX, KIND_STATUS, 64, .decode = DEC_DTS,
			     .intel = { ON_DTS, 0, 0x19C, NULL } },	/* IA32_THERM_STATUS */
	[RAW_PKG_THERM] = { "pkg-therm", RSCOPE_PKG, SUM_MAX, KIND_STATUS, 64, .decode = DEC_DTS,
			    .intel = { ON_PTS, 0, 0x1B1, NULL },	/* IA32_PACKAGE_THERM_STATUS */
			    .fallback = FB_AMD_TCTL },
	[RAW_CCD_THERM] = { "ccd-therm", RSCOPE_PKG, SUM_MAX, KIND_STATUS, 32, .decode = DEC_CCD, .fallback = FB_AMD_TCCD },
	[RAW_PERF_CTL] = { "perf-ctl", RSCOPE_CPU, SUM_MAX, KIND_STATUS, 64, .decode = DEC_PERF_CTL,
			   .intel = { ON_GOVERNOR, 0, 0x199, NULL } },	/* IA32_PERF_CTL */
	/*
	 * The requests the OS made: SDM vol. 3B 15.4.4 "Managing HWP" (Figure
	 * IA32_HWP_REQUEST Register; the package request when CPUID.6.EAX[11]),
	 * AMD's CPPC request (msr-index.h MSR_AMD_CPPC_REQ, drivers/cpufreq/amd-pstate.c)
	 */
	[RAW_HWP_REQ] = { "hwp-request", RSCOPE_CPU, SUM_LAST, KIND_STATUS, 64, .decode = DEC_LOW43,
			  .intel = { ON_HWP, 0, 0x774, NULL } },	/* IA32_HWP_REQUEST */
	[RAW_HWP_REQ_PKG] = { "hwp-request-pkg", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .decode = DEC_LOW43,
			      .intel = { ON_HWP_PKG, 0, 0x772, NULL } },	/* IA32_HWP_REQUEST_PKG */
	[RAW_CPPC_REQ] = { "cppc-request", RSCOPE_CPU, SUM_LAST, KIND_STATUS, 64, .decode = DEC_LOW43,
			   .amd = { ON_AMD_CPPC, 0, 0xC00102B3, NULL } },	/* MSR_AMD_CPPC_REQ */
	/*
	 * why the frequency is limited (decode/limits.c); the package's reasons on the parts that have them,
	 * the core's where the platform record's layout puts it (0x64F from the 6th generation Core)
	 */
	[RAW_CORE_PLR] = { "core-limit-reasons", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .decode = DEC_PLR,
			   .intel = { ON_PLR_LAYOUT, 0, 0x690, NULL, MOVED_PLR } },	/* MSR_CORE_PERF_LIMIT_REASONS */
	[RAW_GFX_PLR] = { "gfx-limit-reasons", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .decode = DEC_PLR,
			  .intel = { ON_PLR, PLR_GFX, 0x6B0, NULL } },	/* MSR_GFX_PERF_LIMIT_REASONS */
	[RAW_RING_PLR] = { "ring-limit-reasons", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .decode = DEC_PLR,
			   .intel = { ON_PLR, PLR_RING, 0x6B1, NULL } },	/* MSR_RING_PERF_LIMIT_REASONS */
	/* intel_uncore_frequency: one directory per package and die (kernel uncore-frequency-common.c) */
	[RAW_UNC_KHZ] = { "uncore-khz", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .intel = { ON_ALWAYS },
			  .file = "/sys/devices/system/cpu/intel_uncore_frequency/package_{pkgid}_die_{die}/current_freq_khz",
			  .file_scale = 1e-3 },
	/* drivers/thermal/intel/therm_throt.c: one count per core, in every thread's directory */
	[RAW_CORE_THROT] = { "core-throttle", RSCOPE_CORE, SUM_MAX, KIND_COUNTER, 64, EVERYWHERE,
			     .file = "/sys/devices/system/cpu/cpu{cpu}/thermal_throttle/core_throttle_count",
			     .file_scale = 1 },
	/* therm_throt.c: the package's count, in every CPU's directory; no MSR access needed */
	[RAW_PKG_THROT] = { "package-throttle", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 64, EVERYWHERE,
			    .file = "/sys/devices/system/cpu/cpu{cpu}/thermal_throttle/package_throttle_count",
			    .file_scale = 1 },
	/* therm_throt.c (Linux 5.9+): milliseconds the core, or the package, was throttled; absent before */
	[RAW_CORE_THROT_MS] = { "core-throttle-ms", RSCOPE_CORE, SUM_MAX, KIND_COUNTER, 64, EVERYWHERE,
				.file = "/sys/devices/system/cpu/cpu{cpu}/thermal_throttle/core_throttle_total_time_ms",
				.file_scale = 1 },
	[RAW_PKG_THROT_MS] = { "package-throttle-ms", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER, 64, EVERYWHERE,
			       .file = "/sys/devices/system/cpu/cpu{cpu}/thermal_throttle/package_throttle_total_time_ms",
			       .file_scale = 1 },
	/*
	 * drm sysfs, where turbostat.c probe_graphics() finds it (msr/probe_files.c):
	 * idle residency in ms (Xe gtidle/idle_residency_ms, i915 rc6_residency_ms),
	 * frequencies in MHz (Xe freq0/{cur,act}_freq, i915 rps_{cur,act}_freq_mhz)
	 */
	[RAW_GFX_RC6] = { "gfx-rc6", RSCOPE_PKG, SUM_LAST, KIND_COUNTER, 64, EVERYWHERE, .file_scale = 1e-3,
			  .fallback = FB_FOUND_FILE },
	[RAW_GFX_MHZ] = { "gfx-mhz", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, EVERYWHERE, .file_scale = 1,
			  .fallback = FB_FOUND_FILE },
	[RAW_GFX_AMHZ] = { "gfx-act-mhz", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, EVERYWHERE, .file_scale = 1,
			   .fallback = FB_FOUND_FILE },
	[RAW_SAM_MC6] = { "sam-mc6", RSCOPE_PKG, SUM_LAST, KIND_COUNTER, 64, EVERYWHERE, .file_scale = 1e-3,
			  .fallback = FB_FOUND_FILE },
	[RAW_SAM_MHZ] = { "sam-mhz", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, EVERYWHERE, .file_scale = 1,
			  .fallback = FB_FOUND_FILE },
	[RAW_SAM_AMHZ] = { "sam-act-mhz", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, EVERYWHERE, .file_scale = 1,
			   .fallback = FB_FOUND_FILE },
	/* drivers/acpi/acpi_lpit.c: microseconds in S0ix-capable low-power idle; the system one
	 * falls back to intel_pmc_core's debugfs slp_s0_residency_usec (turbostat.c process_cpuid()) */
	[RAW_CPU_LPI] = { "cpu-lpi", RSCOPE_PKG, SUM_LAST, KIND_COUNTER, 64, EVERYWHERE,
			  .file = "/sys/devices/system/cpu/cpuidle/low_power_idle_cpu_residency_us", .file_scale = 1e-6 },
	[RAW_SYS_LPI] = { "sys-lpi", RSCOPE_PKG, SUM_LAST, KIND_COUNTER, 64, EVERYWHERE, .file_scale = 1e-6,
			  .fallback = FB_FOUND_FILE },
	/*
	 * The OS's frequency limits (--why, the Why column): the policy maximum in
	 * kHz (Documentation/admin-guide/pm/cpufreq.rst, policy interface in sysfs),
	 * and intel_pstate's driver-wide maximum in percent of the highest turbo
	 * P-state and its turbo switch (Documentation/admin-guide/pm/intel_pstate.rst,
	 * Global Attributes); a package's summary is its highest policy maximum
	 */
	[RAW_POL_MAX] = { "scaling-max-freq", RSCOPE_CPU, SUM_MAX, KIND_STATUS, 64, EVERYWHERE,
			  .file = "/sys/devices/system/cpu/cpu{cpu}/cpufreq/scaling_max_freq", .file_scale = 1e-3 },
	[RAW_PST_MAX_PCT] = { "intel-pstate-max-perf-pct", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .intel = { ON_ALWAYS },
			      .file = "/sys/devices/system/cpu/intel_pstate/max_perf_pct", .file_scale = 1 },
	[RAW_PST_NO_TURBO] = { "intel-pstate-no-turbo", RSCOPE_PKG, SUM_LAST, KIND_STATUS, 64, .intel = { ON_ALWAYS },
			       .file = "/sys/devices/system/cpu/intel_pstate/no_turbo", .file_scale = 1 },
	[RAW_IDLE] = { "cpuidle", RSCOPE_CPU, SUM_AVG, KIND_COUNTER, 64, .special = SRC_CPUIDLE,
		       .intel = { ON_IDLE }, .amd = { ON_IDLE } },
	[RAW_IDLE_COUNTS] = { "cpuidle-counts", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER, 64, .special = SRC_CPUIDLE,
			      .intel = { ON_IDLE }, .amd = { ON_IDLE } },
	[RAW_PROC_STAT] = { "proc-stat", RSCOPE_SYSTEM, SUM_AVG, KIND_COUNTER, 64, .special = SRC_TEXT, EVERYWHERE,
			    .file = "/proc/stat" },
	[RAW_INTERRUPTS] = { "interrupts", RSCOPE_SYSTEM, SUM_TOTAL, KIND_COUNTER, 64, .special = SRC_TEXT, EVERYWHERE,
			     .file = "/proc/interrupts" },
};
