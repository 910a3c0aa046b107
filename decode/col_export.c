// SPDX-License-Identifier: GPL-2.0-only
/*
 * The Prometheus export of each column (decode/col_export.h).  Metric names
 * are those the exporter always had, plus the columns it used to leave out
 * (governor_pstate, llc_*, cpuidle_entries_total, core_throttle_events_total,
 * rapl_throttled_seconds_total).  RAPL domains are named as node_exporter's
 * rapl collector names its zones.
 */
#include "decode/col_export.h"

#define GAUGE(n, u, cv, h) { { { n, u, cv, NULL, XL_NONE, NULL, h } }, NULL }
#define GAUGE_L(n, u, cv, l, ls, h) { { { n, u, cv, l, ls, NULL, h } }, NULL }
#define COUNTER(n, u, cv, h) { { { n, u, cv, NULL, XL_NONE, NULL, h } }, NULL }
#define STATE(n, h) { { { n, "seconds", EX_SECONDS, "state", XL_STATE, NULL, h } }, NULL }
#define FIXED(n, u, cv, l, v, h) { { { n, u, cv, l, XL_FIXED, v, h } }, NULL }
#define RAPL(dom) { { { "power_watts", "watts", EX_WATTS, "domain", XL_FIXED, dom, \
			"RAPL power over the last interval, by domain" }, \
		      { "energy_joules_total", "joules", EX_JOULES, "domain", XL_FIXED, dom, \
			"RAPL energy since the exporter started, by domain" } }, NULL }
#define NOT(why) { { { NULL } }, why }

#define TOPO_ID NOT("a topology id: package, die, core and cpu are labels of every per-CPU series")
#define ADDED NOT("an --add counter: its name, unit and meaning are the user's (CSV and JSON carry it)")
#define NEVER NOT("a name turbostat accepts and never prints")
/*
 * A counter of the intervals at whose end the reason's status bit was set:
 * the register is a state at the sample, so this counts samples, never
 * seconds; the reason label is the reason's field name in decode/limits.c's
 * layouts, the same whatever bit the part's layout gives it.
 */
#define LIM(reason) { { { "core_perf_limit_intervals_total", "", EX_COUNT, "reason", XL_LIMIT, reason, \
			  "Intervals at whose end MSR_CORE_PERF_LIMIT_REASONS had the reason's status bit set, since the exporter started" } }, NULL }
#define CORE_CSTATE STATE("core_cstate_residency_seconds_total", "Time in hardware core C-states since the exporter started")
#define PKG_CSTATE STATE("package_cstate_residency_seconds_total", "Time in package C-states since the exporter started")
#define PKG_C0(kind) FIXED("package_c0_residency_seconds_total", "seconds", EX_SECONDS, "kind", kind, \
			   "C0 time of the package since the exporter started: cores summed, any core, graphics, both")

const struct col_export col_exports[COL__COUNT] = {
	[COL_USEC] = NOT("how long this row's reads took: a measure of the tool, not of the machine"),
	[COL_TOD] = NOT("the interval's end: Prometheus stamps each scrape itself"),
	[COL_PACKAGE] = TOPO_ID, [COL_DIE] = TOPO_ID, [COL_L3] = TOPO_ID, [COL_NODE] = TOPO_ID,
	[COL_CORE] = TOPO_ID, [COL_CPU] = TOPO_ID, [COL_APIC] = TOPO_ID, [COL_X2APIC] = TOPO_ID,
	[COL_AVG_MHZ] = GAUGE("average_frequency_hertz", "hertz", EX_MHZ, "Average clock over the last interval, idle included"),
	[COL_BUSY] = GAUGE("busy_ratio", "ratio", EX_PCT, "Share of the last interval in C0"),
	[COL_BZY_MHZ] = GAUGE("busy_frequency_hertz", "hertz", EX_MHZ, "Average clock while busy in the last interval"),
	[COL_TSC_MHZ] = GAUGE("tsc_frequency_hertz", "hertz", EX_MHZ, "TSC rate over the last interval"),
	[COL_IPC] = GAUGE("instructions_per_cycle", "", EX_AS_IS, "Instructions per APERF cycle in the last interval"),
	[COL_FREQINV] = GAUGE("frequency_invariance_ratio", "ratio", EX_FREQINV, "The scheduler's frequency-invariance scale (arch_freq_scale / 1024) over the last interval"),
	[COL_GOV_PS] = GAUGE_L("governor_pstate", "", EX_AS_IS, "governor", XL_GOVERNOR, "The P-state (bus ratio or CPPC perf level) an advisory governor would have requested for the last interval"),
	[COL_GOV_MHZ] = GAUGE_L("governor_frequency_hertz", "hertz", EX_MHZ, "governor", XL_GOVERNOR, "What an advisory governor would have requested for the last interval"),
	[COL_IRQ] = COUNTER("interrupts_total", "", EX_COUNT, "Interrupts serviced since the exporter started"),
	[COL_NMI] = COUNTER("nmis_total", "", EX_COUNT, "NMIs since the exporter started"),
	[COL_SMI] = COUNTER("smis_total", "", EX_COUNT, "System management interrupts since the exporter started"),
	[COL_LLC_MRPS] = COUNTER("llc_references_total", "", EX_MPS, "Last-level cache references since the exporter started"),
	[COL_L2_MRPS] = COUNTER("l2_references_total", "", EX_MPS, "L2 cache references since the exporter started"),
	[COL_L2_HIT] = GAUGE("l2_hit_ratio", "ratio", EX_PCT, "Share of the last interval's L2 cache references that hit"),
	[COL_HWP_MIN] = GAUGE("hwp_request_min_perf", "", EX_AS_IS, "Minimum performance the OS requests (IA32_HWP_REQUEST [7:0]; AMD CPPC request)"),
	[COL_HWP_MAX] = GAUGE("hwp_request_max_perf", "", EX_AS_IS, "Maximum performance the OS requests (IA32_HWP_REQUEST [15:8]; AMD CPPC request)"),
	[COL_HWP_DES] = GAUGE("hwp_request_desired_perf", "", EX_AS_IS, "Desired performance the OS requests, 0 autonomous (IA32_HWP_REQUEST [23:16])"),
	[COL_HWP_EPP] = GAUGE("hwp_request_epp", "", EX_AS_IS, "Energy/performance preference the OS requests, 0 performance to 255 energy"),
	[COL_HWP_WIN] = NOT("the activity window, a setting in microseconds: a column, not a metric"),
	[COL_PKG_HWP_MIN] = GAUGE("hwp_package_request_min_perf", "", EX_AS_IS, "Package HWP request: minimum performance (IA32_HWP_REQUEST_PKG)"),
	[COL_PKG_HWP_MAX] = GAUGE("hwp_package_request_max_perf", "", EX_AS_IS, "Package HWP request: maximum performance"),
	[COL_PKG_HWP_DES] = GAUGE("hwp_package_request_desired_perf", "", EX_AS_IS, "Package HWP request: desired performance"),
	[COL_PKG_HWP_EPP] = GAUGE("hwp_package_request_epp", "", EX_AS_IS, "Package HWP request: energy/performance preference"),
	[COL_PKG_HWP_WIN] = NOT("the package activity window, a setting in microseconds: a column, not a metric"),
	[COL_CORE_LIM] = GAUGE("core_perf_limit_reasons", "", EX_AS_IS, "MSR_CORE_PERF_LIMIT_REASONS [15:0] at the end of the last interval (bits: turbostat-ng(8))"),
	[COL_CORE_LOG] = GAUGE("core_perf_limit_reasons_logged", "", EX_AS_IS, "MSR_CORE_PERF_LIMIT_REASONS log bits [31:16] set since the start, shifted to [15:0]"),
	[COL_GFX_LIM] = GAUGE("gfx_perf_limit_reasons", "", EX_AS_IS, "MSR_GFX_PERF_LIMIT_REASONS [15:0] at the end of the last interval"),
	[COL_GFX_LOG] = GAUGE("gfx_perf_limit_reasons_logged", "", EX_AS_IS, "MSR_GFX_PERF_LIMIT_REASONS log bits set since the start"),
	[COL_RING_LIM] = GAUGE("ring_perf_limit_reasons", "", EX_AS_IS, "MSR_RING_PERF_LIMIT_REASONS [15:0] at the end of the last interval"),
	[COL_RING_LOG] = GAUGE("ring_perf_limit_reasons_logged", "", EX_AS_IS, "MSR_RING_PERF_LIMIT_REASONS log bits set since the start"),
	[COL_LIM_PROCHOT] = LIM("prochot"), [COL_LIM_THERMAL] = LIM("thermal"), [COL_LIM_GRAPHICS] = LIM("graphics"),
	[COL_LIM_AUTONOMOUS] = LIM("autonomous"), [COL_LIM_VR_THERMAL] = LIM("vr_thermal"), [COL_LIM_EDP] = LIM("edp"),
	[COL_LIM_CORE_POWER] = LIM("domain_power"), [COL_LIM_PL1] = LIM("pl1"), [COL_LIM_PL2] = LIM("pl2"),
	[COL_LIM_MAX_TURBO] = LIM("max_turbo"), [COL_LIM_TRANSITION] = LIM("transitions"),
	[COL_LIM_RESIDENCY] = LIM("residency"), [COL_LIM_RATL] = LIM("ratl"), [COL_LIM_VR_TDC] = LIM("vr_tdc"),
	[COL_LIM_OTHER] = LIM("other"), [COL_LIM_PBM] = LIM("pbm"), [COL_LIM_PCS] = LIM("pcs"),
	[COL_LIM_BELOW_P1] = LIM("below_p1"), [COL_LIM_BELOW_TURBO] = LIM("below_turbo"),
	[COL_LIM_BELOW_REQUEST] = LIM("below_request"),
	[COL_WHY] = NOT("a verdict word of the limit reasons the core_perf_limit_reasons gauge carries"),
	[COL_POL_MAX] = NOT("node_exporter's cpufreq collector exports scaling_max_freq (node_cpu_scaling_frequency_max_hertz)"),
	[COL_MAX_PCT] = NOT("an OS setting read for --why's verdict, not a measure of the machine"),
	[COL_NO_TURBO] = NOT("an OS setting read for --why's verdict, not a measure of the machine"),
	[COL_PKGTHR] = COUNTER("package_throttle_events_total", "", EX_COUNT, "Thermal throttling events of the package since the exporter started"),
	[COL_PKGTHR_MS] = COUNTER("package_throttle_seconds_total", "seconds", EX_MSEC, "Time the kernel counted the package thermally throttled since the exporter started"),
	[COL_LLC_HIT] = GAUGE("llc_hit_ratio", "ratio", EX_PCT, "Share of the last interval's last-level cache references that hit"),
	[COL_IDLE_COUNT] = { { { "cpuidle_entries_total", "", EX_COUNT, "state", XL_IDLE_KIND, NULL,
				 "Entries into cpuidle states since the exporter started; kind below: too deep for the wake-up, above: too shallow" } }, NULL },
	[COL_IDLE_PCT] = STATE("cpuidle_residency_seconds_total", "Time in cpuidle states since the exporter started"),
	[COL_ADDED_CPU] = ADDED, [COL_ADDED_CORE] = ADDED, [COL_ADDED_PKG] = ADDED,
	[COL_CPU_C1E] = CORE_CSTATE, [COL_CPU_C1] = CORE_CSTATE, [COL_CPU_C3] = CORE_CSTATE,
	[COL_CPU_C6] = CORE_CSTATE, [COL_CPU_C7] = CORE_CSTATE, [COL_MOD_C6] = CORE_CSTATE,
	[COL_CORETMP] = GAUGE("core_temperature_celsius", "celsius", EX_AS_IS, "Core temperature at the end of the last interval"),
	[COL_CORETHR] = COUNTER("core_throttle_events_total", "", EX_COUNT, "Thermal throttling events of the core since the exporter started"),
	[COL_CORETHR_MS] = COUNTER("core_throttle_seconds_total", "seconds", EX_MSEC, "Time the kernel counted the core thermally throttled since the exporter started"),
	[COL_CORWATT_AMD] = { { { "core_power_watts", "watts", EX_WATTS, NULL, XL_NONE, NULL, "Per-core RAPL power over the last interval (AMD)" },
				{ "core_energy_joules_total", "joules", EX_JOULES, NULL, XL_NONE, NULL, "Per-core RAPL energy since the exporter started (AMD)" } }, NULL },
	[COL_PKGTMP] = GAUGE("package_temperature_celsius", "celsius", EX_AS_IS, "Package temperature at the end of the last interval"),
	[COL_CCDTMP] = GAUGE("ccd_temperature_celsius", "celsius", EX_AS_IS, "Hottest CCD temperature at the end of the last interval (AMD Tccd)"),
	[COL_GFX_RC6] = COUNTER("gpu_render_rc6_residency_seconds_total", "seconds", EX_SECONDS, "Time the render GT spent in RC6 since the exporter started"),
	[COL_GFX_MHZ] = GAUGE("gpu_render_frequency_hertz", "hertz", EX_MHZ, "Render GT requested frequency at the end of the last interval"),
	[COL_GFX_AMHZ] = GAUGE("gpu_render_actual_frequency_hertz", "hertz", EX_MHZ, "Render GT actual frequency at the end of the last interval"),
	[COL_SAM_MC6] = COUNTER("gpu_media_mc6_residency_seconds_total", "seconds", EX_SECONDS, "Time the media GT spent in MC6 since the exporter started"),
	[COL_SAM_MHZ] = GAUGE("gpu_media_frequency_hertz", "hertz", EX_MHZ, "Media GT requested frequency at the end of the last interval"),
	[COL_SAM_AMHZ] = GAUGE("gpu_media_actual_frequency_hertz", "hertz", EX_MHZ, "Media GT actual frequency at the end of the last interval"),
	[COL_TOTL_C0] = PKG_C0("cores_summed"), [COL_ANY_C0] = PKG_C0("any_core"),
	[COL_GFX_C0] = PKG_C0("graphics"), [COL_CPUGFX] = PKG_C0("core_and_graphics"),
	[COL_PC2] = PKG_CSTATE, [COL_PC3] = PKG_CSTATE, [COL_PC6] = PKG_CSTATE, [COL_PC7] = PKG_CSTATE,
	[COL_PC8] = PKG_CSTATE, [COL_PC9] = PKG_CSTATE, [COL_PC10] = PKG_CSTATE,
	[COL_CPU_LPI] = COUNTER("cpu_low_power_idle_seconds_total", "seconds", EX_SECONDS, "Time the CPUs spent in low-power idle (S0ix) since the exporter started"),
	[COL_SYS_LPI] = COUNTER("system_low_power_idle_seconds_total", "seconds", EX_SECONDS, "Time the system spent in low-power idle (SLP_S0) since the exporter started"),
	[COL_PKGWATT] = RAPL("package"), [COL_CORWATT] = RAPL("core"), [COL_GFXWATT] = RAPL("uncore"),
	[COL_RAMWATT] = RAPL("dram"), [COL_SYSWATT] = RAPL("psys"),
	[COL_PKG_PCT] = FIXED("rapl_throttled_seconds_total", "seconds", EX_SECONDS, "domain", "package", "Time RAPL throttled the domain since the exporter started"),
	[COL_RAM_PCT] = FIXED("rapl_throttled_seconds_total", "seconds", EX_SECONDS, "domain", "dram", "Time RAPL throttled the domain since the exporter started"),
	[COL_UNCMHZ] = GAUGE("uncore_frequency_hertz", "hertz", EX_MHZ, "Uncore clock at the end of the last interval"),
	[COL_DIE_C6] = STATE("die_cstate_residency_seconds_total", "Time in die C-states since the exporter started (Intel PMT)"),
	[COL_THREADC] = NEVER, [COL_CORECNT] = NEVER, [COL_PKGCNT] = NEVER,
};
