// SPDX-License-Identifier: GPL-2.0-only
/*
 * The start-up report's register table (decode/regtab.h); the decoders are in
 * decode/regdec.c (registers, CPUID) and decode/regtext.c (files).  Rows follow the
 * print order of turbostat 2026.02 (process_cpuid(), probe_pstates(),
 * probe_cstates(), probe_rapl(), probe_thermal(), probe_pm_features());
 * present() is the test upstream applies before it prints the line, with
 * its platform_features flags as the fields of decode/platform.c of the
 * same names.  Bit positions: SDM vol. 4 (MSR tables 2-2 onwards) and
 * arch/x86/include/asm/msr-index.h; CPUID bits: SDM vol. 2A, CPUID.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/cstate_limit.h"
#include "decode/freqinv.h"
#include "decode/hwp.h"
#include "decode/platinfo.h"
#include "decode/rapl.h"
#include "decode/regfields.h"
#include "decode/regtab.h"
#include "decode/regtext.h"
#include "decode/thermal.h"
#include "decode/trl.h"

/* ---- presence: upstream's tests ---- */

static int intel(const struct reg_ctx *c) { return c->id->vendor == VENDOR_INTEL; }
static int always(const struct reg_ctx *c) { (void)c; return 1; }
static int nhm(const struct reg_ctx *c) { return regdec_nhm(c); }
static int hv(const struct reg_ctx *c) { return c->id->hypervisor; }
static int leaf7(const struct reg_ctx *c) { return c->id->max_leaf >= 7; }
static int leaf15(const struct reg_ctx *c) { return c->id->max_leaf >= 0x15; }
static int leaf16(const struct reg_ctx *c) { return c->id->max_leaf >= 0x16; }

static int sgx(const struct reg_ctx *c)
{
	uint32_t r[4];

	return intel(c) && leaf7(c) && regf_cpuid(c, 7, r) && BITV(r[1], 2);	/* CPUID.7.EBX[2] SGX */
}

static int slm_bclk(const struct reg_ctx *c) { return nhm(c) && c->pf->bclk == BCLK_SLM_FSB; }

/* dump_turbo_ratio_info(): turbo in CPUID.6.EAX[1], and the platform's TRL registers */
static int turbo(const struct reg_ctx *c) { return nhm(c) && c->id->has_turbo; }
/* Broadwell-EP reads 0x1AE/0x1AF for its levels (decode/platform.c) where turbostat dumps only 0x1AD */
static int trl2(const struct reg_ctx *c)
{
	return turbo(c) && c->pf->trl == TRL_HSW_EP && !c->pf->trl_report_base;
}

static int trl1(const struct reg_ctx *c) { return trl2(c) || (turbo(c) && c->pf->trl == TRL_IVB_EP); }

static int trl_base(const struct reg_ctx *c)
{
	enum trl_encoding e = c->pf->trl;

	return turbo(c) && (e == TRL_CLASSIC || e == TRL_IVB_EP || e == TRL_HSW_EP || e == TRL_GROUPS);
}

static int trl_secondary(const struct reg_ctx *c) { return trl_base(c) && c->id->hybrid; }
static int trl_atom(const struct reg_ctx *c) { return turbo(c) && c->pf->trl == TRL_ATOM; }
static int trl_knl(const struct reg_ctx *c) { return turbo(c) && c->pf->trl == TRL_KNL; }
static int ctdp(const struct reg_ctx *c) { return turbo(c) && c->pf->has_config_tdp; }
static int misc_pwr(const struct reg_ctx *c) { return intel(c) && c->pf->has_misc_pwr_mgmt; }
static int hwp(const struct reg_ctx *c) { return c->id->has_hwp; }

/* print_hwp(): the registers past MSR_PM_ENABLE only when it says HWP is on */
static int hwp_on(const struct reg_ctx *c)
{
	uint64_t v;

	return hwp(c) && !regset_msr(c->rs, MSR_PM_ENABLE, &v) && (v & 1);
}

static int cpuid6(const struct reg_ctx *c, int reg, int bit)
{
	uint32_t r[4];

	return regf_cpuid(c, 6, r) && BITV(r[reg], bit);
}

static int hwp_pkg(const struct reg_ctx *c) { return hwp_on(c) && cpuid6(c, 0, 11); }
static int hwp_notify(const struct reg_ctx *c) { return hwp_on(c) && cpuid6(c, 0, 8); }
/* print_epb(): has_epb, and a value from sysfs or the MSR (decode/regtext.c) */
static int epb(const struct reg_ctx *c)
{
	unsigned e;

	return cpuid6(c, 2, 3) && !regtext_epb_value(c, &e);
}

static int plr_core(const struct reg_ctx *c) { return intel(c) && (c->pf->plr & BIT_OF(PLR_CORE)); }
static int plr_gfx(const struct reg_ctx *c) { return intel(c) && (c->pf->plr & BIT_OF(PLR_GFX)); }
static int plr_ring(const struct reg_ctx *c) { return intel(c) && (c->pf->plr & BIT_OF(PLR_RING)); }
static int c6_demotion(const struct reg_ctx *c) { return intel(c) && c->pf->has_c6_demotion; }

static int irtl(const struct reg_ctx *c, enum residency pc)
{
	return intel(c) && c->pf->has_irtl_msrs && (c->pf->residencies & BIT_OF(pc));
}

static int irtl3(const struct reg_ctx *c) { return irtl(c, RES_PC3); }
static int irtl6(const struct reg_ctx *c) { return irtl(c, RES_PC6); }
static int irtl7(const struct reg_ctx *c) { return irtl(c, RES_PC7); }
static int irtl8(const struct reg_ctx *c) { return irtl(c, RES_PC8); }
static int irtl9(const struct reg_ctx *c) { return irtl(c, RES_PC9); }
static int irtl10(const struct reg_ctx *c) { return irtl(c, RES_PC10); }

/* print_rapl(): valid_rapl_msrs, the platform's set once the package energy counter reads non-zero */
static int rapl(const struct reg_ctx *c) { return c->rapl_ok; }
static int rapl_intel(const struct reg_ctx *c) { return rapl(c) && intel(c); }
static int rapl_amd(const struct reg_ctx *c) { return rapl(c) && !intel(c); }
static int rapl_dom(const struct reg_ctx *c, enum rapl_domain d) { return rapl_intel(c) && (c->pf->rapl & BIT_OF(d)); }
static int rapl_pkg(const struct reg_ctx *c) { return rapl_dom(c, RAPL_PKG); }
static int rapl_pkg_info(const struct reg_ctx *c) { return rapl_pkg(c) && !c->pf->rapl_no_pkg_info; }
static int rapl_dram(const struct reg_ctx *c) { return rapl_dom(c, RAPL_DRAM); }
static int rapl_dram_info(const struct reg_ctx *c) { return rapl_dram(c) && c->pf->rapl_dram_info; }
static int rapl_pp0_policy(const struct reg_ctx *c) { return rapl_dom(c, RAPL_PP0) && !c->pf->rapl_no_pp0_policy; }
static int rapl_pp0_limit(const struct reg_ctx *c) { return rapl_dom(c, RAPL_PP0) && !c->pf->rapl_no_pp0_limit; }
static int rapl_pp1(const struct reg_ctx *c) { return rapl_dom(c, RAPL_PP1); }

static int full(const struct reg_ctx *c) { return c->full; }

/* set_temperature_target(): tjMax serves the DTS or PTM readouts; our own name without --debug: when read */
static int temp_target(const struct reg_ctx *c)
{
	return (c->id->has_dts || c->id->has_pts) && (c->full || c->temps_read);
}

static int ptm(const struct reg_ctx *c) { return intel(c) && c->id->has_pts; }
static int dts(const struct reg_ctx *c) { return intel(c) && c->id->has_dts; }
static int misc_feature(const struct reg_ctx *c) { return intel(c) && c->pf->has_misc_feature_control; }

/* ---- the table ---- */

#define CPU "cpu{cpu:d}: "
#define HEX "0x{raw:08x}"
#define MSR(nm) CPU nm ": " HEX
#define LEVELS "{[}{ratio:d} * {bclk_mhz:.1f} = {mhz:.1f} MHz max turbo {active_cores:d} active cores\n{]}"
#define LIMIT(label, en, w, win, cl, star) \
	CPU label ": {" en "?EN:DIS}abled ({" w ":.3f} Watts, {" win ":f}" star " sec, clamp {" cl "?EN:DIS}abled)\n"
#define PLR_CORE_ACT(s) \
	"{bit15" s "?bit15, :}{bit14" s "?bit14, :}{transitions" s "?Transitions, :}" \
	"{max_turbo" s "?MultiCoreTurbo, :}{pl2" s "?PkgPwrL2, :}{pl1" s "?PkgPwrL1, :}" \
	"{domain_power" s "?CorePwr, :}{edp" s "?Amps, :}{vr_thermal" s "?VR-Therm, :}" \
	"{autonomous" s "?Auto-HWP, :}{graphics" s "?Graphics, :}{bit2" s "?bit2, :}" \
	"{thermal" s "?ThermStatus, :}{prochot" s "?PROCHOT, :}"
#define PLR_GFX_ACT(s) \
	"{prochot" s "?PROCHOT, :}{thermal" s "?ThermStatus, :}{graphics" s "?Graphics, :}" \
	"{vr_thermal" s "?VR-Therm, :}{edp" s "?Amps, :}{domain_power" s "?GFXPwr, :}" \
	"{pl1" s "?PkgPwrL1, :}{pl2" s "?PkgPwrL2, :}"
#define PLR_RING_ACT(s) \
	"{prochot" s "?PROCHOT, :}{thermal" s "?ThermStatus, :}{vr_thermal" s "?VR-Therm, :}" \
	"{edp" s "?Amps, :}{pl1" s "?PkgPwrL1, :}{pl2" s "?PkgPwrL2, :}"
#define PLR_LINE(nm, act) CPU nm ", " HEX " (Active: " act("") ") (Logged: " act("_log") ")\n"
#define IRTL(nm) MSR(nm) " ({valid?:NOT}valid, {ns:d} ns)\n"
#define POWER_INFO(nm) MSR(nm) " ({tdp_w:.0f} W TDP, RAPL {min_w:.0f} - {max_w:.0f} W, {window_s:f} sec.)\n"
#define DOMAIN_LIMIT(nm, label) MSR(nm) " ({locked?:UN}locked)\n" \
	LIMIT(label, "enabled", "limit_w", "window_s", "clamp", "")
#define MISC_FEATURE(a, b, c, d) MSR("MSR_MISC_FEATURE_CONTROL") \
	" ({" a "?No-:}L2-Prefetch {" b "?No-:}L2-Prefetch-pair {" c "?No-:}L1-Prefetch {" d "?No-:}L1-IP-Prefetch)\n"

#define ROW_MSR(nm, a, p, d, f) { .name = nm, .src = SRC_REG_MSR, .addr = a, .present = p, .decode = d, .fmt = f }
/* A row turbostat prints for the first CPU of every package, in print function @g's group. */
#define ROW_PKG(nm, a, p, d, f, g) { .name = nm, .src = SRC_REG_MSR, .addr = a, .present = p, .decode = d, .fmt = f, \
				    .pkg_group = g }
#define ROW_CPUID(nm, l, p, d, f) { .name = nm, .src = SRC_REG_CPUID, .addr = l, .present = p, .decode = d, .fmt = f }

const struct reg_row regtab_rows[] = {
	/* main(): print_bootcmd() */
	{ .name = "Kernel command line", .src = SRC_REG_NONE, .present = regtext_has_cmdline, .decode = regtext_cmdline,
	  .fmt = "Kernel command line: {cmdline:s}\n" },
	/* process_cpuid() */
	ROW_CPUID("CPUID(0)", 0x0, always, regdec_cpuid0, "CPUID(0): {vendor:s} 0x{max_level:x} CPUID levels\n"),
	ROW_CPUID("CPUID(1) family", 0x1, always, regdec_fms,
		  "CPUID(1): family:model:stepping 0x{family:x}:{model:x}:{stepping:x} ({family:d}:{model:d}:{stepping:d})"
		  "{#microcode_valid} microcode 0x{microcode:x}{/}\n"),
	ROW_CPUID("CPUID(0x80000000)", 0x80000000, always, regdec_ext_max,
		  "CPUID(0x80000000): max_extended_levels: 0x{max_extended_level:x}\n"),
	ROW_CPUID("CPUID(1)", 0x1, always, regdec_cpuid1,
		  "CPUID(1): {sse3?:No-}SSE3 {monitor?:No-}MONITOR {smx?:No-}SMX {eist?:No-}EIST {tm2?:No-}TM2 "
		  "{hypervisor?:No-}HV {tsc?:No-}TSC {msr?:No-}MSR {acpi_tm?:No-}ACPI-TM {ht?:No-}HT {tm?:No-}TM\n"),
	ROW_CPUID("Hypervisor", CPUID_HV_LEAF, hv, regdec_hv, "Hypervisor: {hypervisor:s}\n"),
	ROW_CPUID("CPUID(6)", 0x6, always, regdec_cpuid6,
		  "CPUID(6): {aperf?:No-}APERF, {turbo?:No-}TURBO, {dts?:No-}DTS, {ptm?:No-}PTM, {hwp?:No-}HWP, "
		  "{hwp_notify?:No-}HWPnotify, {hwp_window?:No-}HWPwindow, {hwp_epp?:No-}HWPepp, {hwp_pkg?:No-}HWPpkg, "
		  "{epb?:No-}EPB\n"),
	ROW_MSR("MSR_IA32_MISC_ENABLE", MSR_IA32_MISC_ENABLE, intel, regdec_misc_enable,
		MSR("MSR_IA32_MISC_ENABLE") " ({tcc?:No-}TCC {eist?:No-}EIST {mwait?:No-}MWAIT "
		"{prefetch_disabled?No-:}PREFETCH {turbo_disabled?No-:}TURBO)\n"),
	ROW_CPUID("CPUID(7)", 0x7, leaf7, regdec_cpuid7, "CPUID(7): {sgx?:No-}SGX {hybrid?:No-}Hybrid\n"),
	ROW_MSR("MSR_IA32_FEATURE_CONTROL", MSR_IA32_FEAT_CTL, sgx, regdec_feat_ctl,
		MSR("MSR_IA32_FEATURE_CONTROL") " ({locked?:UN-}Locked {sgx?SGX:})\n"),
	ROW_CPUID("CPUID(0x15)", 0x15, leaf15, regdec_cpuid15,
		  "{#_print_leaf}CPUID(0x15): eax_crystal: {eax_crystal:d} ebx_tsc: {ebx_tsc:d} ecx_crystal_hz: "
		  "{ecx_crystal_hz:d}\n{/}{#_print_tsc}TSC: {tsc_mhz:d} MHz ({crystal_hz:d} Hz * {ebx_tsc:d} / "
		  "{eax_crystal:d} / 1000000)\n{/}"),
	ROW_CPUID("CPUID(0x16)", 0x16, leaf16, regdec_cpuid16,
		  "CPUID(0x16): base_mhz: {base_mhz:d} max_mhz: {max_mhz:d} bus_mhz: {bus_mhz:d}\n"),
	/* probe_pstates() */
	ROW_MSR("MSR_FSB_FREQ", MSR_FSB_FREQ, slm_bclk, regdec_fsb, "SLM BCLK: {bclk_mhz:.1f} Mhz\n"),
	ROW_MSR("MSR_PLATFORM_INFO", MSR_PLATFORM_INFO, nhm, regdec_platform_info,
		MSR("MSR_PLATFORM_INFO") "\n"
		"{max_efficiency_ratio:d} * {bclk_mhz:.1f} = {max_efficiency_mhz:.1f} MHz max efficiency frequency\n"
		"{base_ratio:d} * {bclk_mhz:.1f} = {base_mhz:.1f} MHz base frequency\n"),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT2", MSR_TURBO_RATIO_LIMIT2, trl2, regdec_trl2,
		MSR("MSR_TURBO_RATIO_LIMIT2") "\n" LEVELS),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT1", MSR_TURBO_RATIO_LIMIT1, trl1, regdec_trl1,
		MSR("MSR_TURBO_RATIO_LIMIT1") "\n" LEVELS),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT", MSR_TURBO_RATIO_LIMIT, trl_base, regdec_trl,
		MSR("MSR_TURBO_RATIO_LIMIT") "\n{#_groups}" CPU "MSR_TURBO_RATIO_LIMIT1: 0x{core_counts:08x}\n{/}" LEVELS),
	ROW_MSR("MSR_SECONDARY_TURBO_RATIO_LIMIT", MSR_SECONDARY_TURBO_RATIO_LIMIT, trl_secondary, regdec_trl,
		MSR("MSR_SECONDARY_TURBO_RATIO_LIMIT") "\n{#_groups}" CPU "MSR_TURBO_RATIO_LIMIT1: 0x{core_counts:08x}\n{/}"
		LEVELS),
	ROW_MSR("MSR_ATOM_CORE_RATIOS", MSR_ATOM_CORE_RATIOS, trl_atom, regdec_atom_ratios,
		CPU "MSR_ATOM_CORE_RATIOS: 0x{raw32:08x}\n"
		"{#min_ratio}{min_ratio:d} * {bclk_mhz:.1f} = {min_mhz:.1f} MHz minimum operating frequency\n{/}"
		"{#lfm_ratio}{lfm_ratio:d} * {bclk_mhz:.1f} = {lfm_mhz:.1f} MHz low frequency mode (LFM)\n{/}"
		"{#base_ratio}{base_ratio:d} * {bclk_mhz:.1f} = {base_mhz:.1f} MHz base frequency\n{/}"),
	ROW_MSR("MSR_ATOM_CORE_TURBO_RATIOS", MSR_ATOM_CORE_TURBO_RATIOS, trl_atom, regdec_atom_turbo,
		CPU "MSR_ATOM_CORE_TURBO_RATIOS: 0x{raw32:08x}\n"
		"{[}{ratio:d} * {bclk_mhz:.1f} = {mhz:.1f} MHz max turbo {active_cores:d} active core{#!_one}s{/}\n{]}"),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT (Xeon Phi)", MSR_TURBO_RATIO_LIMIT, trl_knl, regdec_trl_knl,
		MSR("MSR_TURBO_RATIO_LIMIT") "\n" LEVELS),
	ROW_MSR("MSR_CONFIG_TDP_NOMINAL", MSR_CONFIG_TDP_NOMINAL, ctdp, regdec_ctdp_nominal,
		MSR("MSR_CONFIG_TDP_NOMINAL") " (base_ratio={base_ratio:d})\n"),
	ROW_MSR("MSR_CONFIG_TDP_LEVEL_1", MSR_CONFIG_TDP_LEVEL_1, ctdp, regdec_ctdp_level,
		MSR("MSR_CONFIG_TDP_LEVEL_1") " ({#_nonzero}PKG_MIN_PWR_LVL1={min_power:d} PKG_MAX_PWR_LVL1={max_power:d} "
		"LVL1_RATIO={ratio:d} PKG_TDP_LVL1={tdp:d}{/})\n"),
	ROW_MSR("MSR_CONFIG_TDP_LEVEL_2", MSR_CONFIG_TDP_LEVEL_2, ctdp, regdec_ctdp_level,
		MSR("MSR_CONFIG_TDP_LEVEL_2") " ({#_nonzero}PKG_MIN_PWR_LVL2={min_power:d} PKG_MAX_PWR_LVL2={max_power:d} "
		"LVL2_RATIO={ratio:d} PKG_TDP_LVL2={tdp:d}{/})\n"),
	ROW_MSR("MSR_CONFIG_TDP_CONTROL", MSR_CONFIG_TDP_CONTROL, ctdp, regdec_ctdp_control,
		MSR("MSR_CONFIG_TDP_CONTROL") " ({#level}TDP_LEVEL={level:d} {/} lock={lock:d})\n"),
	ROW_MSR("MSR_TURBO_ACTIVATION_RATIO", MSR_TURBO_ACTIVATION_RATIO, ctdp, regdec_tar,
		MSR("MSR_TURBO_ACTIVATION_RATIO") " (MAX_NON_TURBO_RATIO={max_non_turbo_ratio:d} lock={lock:d})\n"),
	{ .name = "cpufreq", .src = SRC_REG_NONE, .present = always, .decode = regtext_cpufreq,
	  .fmt = "{#_no_driver}NSFOD " SYSCPU "/cpu{cpu:d}/cpufreq/scaling_driver\n{/}"
		 "{#_no_governor}NSFOD " SYSCPU "/cpu{cpu:d}/cpufreq/scaling_governor\n{/}"
		 "{#_ok}" CPU "cpufreq driver: {driver:s}\n" CPU "cpufreq governor: {governor:s}\n"
		 "{#_has_boost}cpufreq boost: {boost:d}\n{/}"
		 "{#_has_no_turbo}cpufreq intel_pstate no_turbo: {no_turbo:d}\n{/}{/}" },
	ROW_MSR("MSR_MISC_PWR_MGMT", MSR_MISC_PWR_MGMT, misc_pwr, regdec_misc_pwr,
		MSR("MSR_MISC_PWR_MGMT") " ({eist_coordination_disabled?DIS:EN}able-EIST_Coordination "
		"{epb_enabled?EN:DIS}able-EPB {oob_enabled?EN:DIS}able-OOB)\n"),
	ROW_PKG("MSR_PM_ENABLE", MSR_PM_ENABLE, hwp, regdec_pm_enable, MSR("MSR_PM_ENABLE") " ({hwp_enabled?:No-}HWP)\n", 1),
	ROW_PKG("MSR_HWP_CAPABILITIES", MSR_HWP_CAPABILITIES, hwp_on, regdec_hwp_caps,
		MSR("MSR_HWP_CAPABILITIES") " (high {highest:d} guar {guaranteed:d} eff {efficient:d} low {lowest:d})\n", 1),
	{ .name = "MSR_HWP_REQUEST", .pkg_group = 1, .src = SRC_REG_MSR, .addr = MSR_HWP_REQUEST, .present = hwp_on,
	  .decode = regdec_hwp_req,
	  .fmt = MSR("MSR_HWP_REQUEST") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} window 0x{_window_ts:x} "
		 "pkg 0x{package:x})\n",
	  .fmt_ng = MSR("MSR_HWP_REQUEST") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} window 0x{window:x} "
		    "pkg 0x{package:x})\n" },
	{ .name = "MSR_HWP_REQUEST_PKG", .pkg_group = 1, .src = SRC_REG_MSR, .addr = MSR_HWP_REQUEST_PKG, .present = hwp_pkg,
	  .decode = regdec_hwp_req,
	  .fmt = MSR("MSR_HWP_REQUEST_PKG") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} "
		 "window 0x{_window_ts:x})\n",
	  .fmt_ng = MSR("MSR_HWP_REQUEST_PKG") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} "
		    "window 0x{window:x})\n" },
	ROW_PKG("MSR_HWP_INTERRUPT", MSR_HWP_INTERRUPT, hwp_notify, regdec_hwp_int,
		MSR("MSR_HWP_INTERRUPT") " ({guaranteed_change?EN:Dis}_Guaranteed_Perf_Change, "
		"{excursion_min?EN:Dis}_Excursion_Min)\n", 1),
	ROW_PKG("MSR_HWP_STATUS", MSR_HWP_STATUS, hwp_on, regdec_hwp_status,
		MSR("MSR_HWP_STATUS") " ({guaranteed_change?:No-}Guaranteed_Perf_Change, "
		"{excursion_min?:No-}Excursion_Min)\n", 1),
	{ .name = "EPB", .pkg_group = 2, .src = SRC_REG_NONE, .addr = MSR_IA32_ENERGY_PERF_BIAS, .present = epb,
	  .decode = regtext_epb, .fmt = CPU "EPB: {epb:d} ({policy:s})\n" },
	ROW_PKG("MSR_CORE_PERF_LIMIT_REASONS", MSR_CORE_PERF_LIMIT_REASONS, plr_core, regdec_plr,
		PLR_LINE("MSR_CORE_PERF_LIMIT_REASONS", PLR_CORE_ACT), 3),
	ROW_PKG("MSR_GFX_PERF_LIMIT_REASONS", MSR_GFX_PERF_LIMIT_REASONS, plr_gfx, regdec_plr,
		PLR_LINE("MSR_GFX_PERF_LIMIT_REASONS", PLR_GFX_ACT), 3),
	ROW_PKG("MSR_RING_PERF_LIMIT_REASONS", MSR_RING_PERF_LIMIT_REASONS, plr_ring, regdec_plr,
		PLR_LINE("MSR_RING_PERF_LIMIT_REASONS", PLR_RING_ACT), 3),
	/* probe_cstates() */
	ROW_MSR("MSR_IA32_POWER_CTL", MSR_IA32_POWER_CTL, nhm, regdec_power_ctl,
		MSR("MSR_IA32_POWER_CTL") " (C1E auto-promotion: {c1e_promotion?EN:DIS}abled)\n"
		"{#_has_prewake}C-state Pre-wake: {prewake_disabled?DIS:EN}abled\n{/}"),
	ROW_MSR("MSR_PKG_CST_CONFIG_CONTROL", MSR_PKG_CST_CONFIG_CONTROL, nhm, regdec_cst_cfg,
		MSR("MSR_PKG_CST_CONFIG_CONTROL") " ({c3_undemote?UNdemote-C3, :}{c1_undemote?UNdemote-C1, :}"
		"{c3_demote?demote-C3, :}{c1_demote?demote-C1, :}{locked?:UN}locked, pkg-cstate-limit={limit_code:d} "
		"({limit:s}){#_has_auto_convert}, automatic c-state conversion={auto_convert?on:off}{/})\n"),
	ROW_MSR("MSR_CC6_DEMOTION_POLICY_CONFIG", MSR_CC6_DEMOTION_POLICY_CONFIG, c6_demotion, regdec_demotion,
		MSR("MSR_CC6_DEMOTION_POLICY_CONFIG") " ({enabled?EN:DIS}able-CC6-Demotion)\n"),
	ROW_MSR("MSR_MC6_DEMOTION_POLICY_CONFIG", MSR_MC6_DEMOTION_POLICY_CONFIG, c6_demotion, regdec_demotion,
		MSR("MSR_MC6_DEMOTION_POLICY_CONFIG") " ({enabled?EN:DIS}able-MC6-Demotion)\n"),
	/* print_dev_latency() */
	{ .name = "/dev/cpu_dma_latency", .src = SRC_REG_NONE, .present = regtext_has_dma, .decode = regtext_dma,
	  .fmt = "{#_ok}/dev/cpu_dma_latency: {usec:d} usec ({default?default:constrained})\n{/}"
		 "{#_warn}turbostat: Read /dev/cpu_dma_latency failed\n{/}" },
	{ .name = "cpuidle", .src = SRC_REG_NONE, .present = always, .decode = regtext_cpuidle,
	  .fmt = "{#!_loaded}cpuidle not loaded\n{/}{#_has_driver}current_driver: {driver:s}\n{/}"
		 "{#_has_governor}current_governor: {governor:s}\n{/}"
		 "{#_has_governor_ro}current_governor_ro: {governor_ro:s}\n{/}"
		 "{[}" CPU "{name:s}: {desc:s}\n{]}" },
	ROW_MSR("MSR_PKGC3_IRTL", MSR_PKGC3_IRTL, irtl3, regdec_irtl, IRTL("MSR_PKGC3_IRTL")),
	ROW_MSR("MSR_PKGC6_IRTL", MSR_PKGC6_IRTL, irtl6, regdec_irtl, IRTL("MSR_PKGC6_IRTL")),
	ROW_MSR("MSR_PKGC7_IRTL", MSR_PKGC7_IRTL, irtl7, regdec_irtl, IRTL("MSR_PKGC7_IRTL")),
	ROW_MSR("MSR_PKGC8_IRTL", MSR_PKGC8_IRTL, irtl8, regdec_irtl, IRTL("MSR_PKGC8_IRTL")),
	ROW_MSR("MSR_PKGC9_IRTL", MSR_PKGC9_IRTL, irtl9, regdec_irtl, IRTL("MSR_PKGC9_IRTL")),
	ROW_MSR("MSR_PKGC10_IRTL", MSR_PKGC10_IRTL, irtl10, regdec_irtl, IRTL("MSR_PKGC10_IRTL")),
	/* probe_intel_uncore_frequency() */
	{ .name = "Uncore Frequency", .src = SRC_REG_NONE, .present = regtext_has_uncore, .decode = regtext_uncore,
	  .fmt = "{[}Uncore Frequency package{package:d} {#!_cluster}die{die:d}{/}"
		 "{#_cluster}domain{domain:d} cluster{cluster:d}{/}: {min_mhz:d} - {max_mhz:d} MHz ({initial_min_mhz:d} - "
		 "{initial_max_mhz:d} MHz) {current_mhz:d} MHz\n{]}" },
	/* probe_rapl() */
	{ .name = "RAPL", .src = SRC_REG_NONE, .present = rapl, .decode = regdec_rapl_range, .brief = 1,
	  .fmt = "RAPL: {range_s:.0f} sec. Joule Counter Range, at {tdp_w:.0f} Watts\n" },
	/* print_rapl_sysfs(): output/powercap.c prints the zones of decode/powercap.c */
	{ .name = "powercap", .src = SRC_REG_POWERCAP, .present = full, .decode = regdec_none },
	{ .name = "MSR_RAPL_POWER_UNIT", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_RAPL_POWER_UNIT, .present = rapl_intel,
	  .decode = regdec_rapl_unit, .brief = 1,
	  .fmt = MSR("MSR_RAPL_POWER_UNIT") " ({power_w:f} Watts, {energy_j:f} Joules, {time_s:f} sec.)\n" },
	{ .name = "MSR_RAPL_PWR_UNIT", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_AMD_RAPL_POWER_UNIT, .present = rapl_amd,
	  .decode = regdec_rapl_unit, .brief = 1,
	  .fmt = MSR("MSR_RAPL_PWR_UNIT") " ({power_w:f} Watts, {energy_j:f} Joules, {time_s:f} sec.)\n" },
	{ .name = "MSR_PKG_POWER_INFO", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_PKG_POWER_INFO, .present = rapl_pkg_info,
	  .decode = regdec_power_info, .brief = 1, .fmt = POWER_INFO("MSR_PKG_POWER_INFO") },
	ROW_PKG("MSR_PKG_POWER_LIMIT", MSR_PKG_POWER_LIMIT, rapl_pkg, regdec_pkg_limit,
		MSR("MSR_PKG_POWER_LIMIT") " ({locked?:UN}locked)\n"
		LIMIT("PKG Limit #1", "pl1_enabled", "pl1_w", "pl1_window_s", "pl1_clamp", "")
		LIMIT("PKG Limit #2", "pl2_enabled", "pl2_w", "pl2_window_s", "pl2_clamp", "*"), 4),
	ROW_PKG("MSR_VR_CURRENT_CONFIG", MSR_VR_CURRENT_CONFIG, rapl_pkg, regdec_vr_current,
		MSR("MSR_VR_CURRENT_CONFIG") "\n" CPU "PKG Limit #4: {pl4_w:f} Watts ({locked?:UN}locked)\n", 4),
	{ .name = "MSR_DRAM_POWER_INFO", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_DRAM_POWER_INFO, .present = rapl_dram_info,
	  .decode = regdec_power_info, .fmt = POWER_INFO("MSR_DRAM_POWER_INFO,"), .fmt_ng = POWER_INFO("MSR_DRAM_POWER_INFO") },
	ROW_PKG("MSR_DRAM_POWER_LIMIT", MSR_DRAM_POWER_LIMIT, rapl_dram, regdec_domain_limit,
		DOMAIN_LIMIT("MSR_DRAM_POWER_LIMIT", "DRAM Limit"), 4),
	ROW_PKG("MSR_PP0_POLICY", MSR_PP0_POLICY, rapl_pp0_policy, regdec_policy, CPU "MSR_PP0_POLICY: {priority:d}\n", 4),
	ROW_PKG("MSR_PP0_POWER_LIMIT", MSR_PP0_POWER_LIMIT, rapl_pp0_limit, regdec_domain_limit,
		DOMAIN_LIMIT("MSR_PP0_POWER_LIMIT", "Cores Limit"), 4),
	ROW_PKG("MSR_PP1_POLICY", MSR_PP1_POLICY, rapl_pp1, regdec_policy, CPU "MSR_PP1_POLICY: {priority:d}\n", 4),
	ROW_PKG("MSR_PP1_POWER_LIMIT", MSR_PP1_POWER_LIMIT, rapl_pp1, regdec_domain_limit,
		DOMAIN_LIMIT("MSR_PP1_POWER_LIMIT", "GFX Limit"), 4),
	/* probe_thermal() */
	{ .name = "MSR_IA32_TEMPERATURE_TARGET", .pkg_group = 5, .src = SRC_REG_NONE, .addr = MSR_IA32_TEMPERATURE_TARGET,
	  .present = temp_target, .decode = regdec_temp_target, .brief = 1,
	  .fmt = "{#_override}" CPU "Using cmdline TCC Target ({tjmax:d} C)\n{/}"
		 "{#_read}" MSR("MSR_IA32_TEMPERATURE_TARGET")
		 "{#_offset} ({tcc_c:d} C) ({tcc_default:d} default - {tcc_offset:d} offset){/}"
		 "{#!_offset} ({tcc_default:d} C){/}\n{/}" },
	ROW_PKG("MSR_IA32_PACKAGE_THERM_STATUS", MSR_IA32_PACKAGE_THERM_STATUS, ptm, regdec_therm_status,
		MSR("MSR_IA32_PACKAGE_THERM_STATUS") " ({temp_c:d} C)\n", 6),
	ROW_PKG("MSR_IA32_PACKAGE_THERM_INTERRUPT", MSR_IA32_PACKAGE_THERM_INTERRUPT, ptm, regdec_therm_int,
		MSR("MSR_IA32_PACKAGE_THERM_INTERRUPT") " ({threshold2_c:d} C, {threshold1_c:d} C)\n", 6),
	{ .name = "MSR_IA32_THERM_STATUS", .pkg_group = 6, .src = SRC_REG_MSR, .addr = MSR_IA32_THERM_STATUS, .present = dts,
	  .decode = regdec_therm_status, .debug = 1,
	  .fmt = MSR("MSR_IA32_THERM_STATUS") " ({temp_c:d} C +/- {resolution:d})\n" },
	{ .name = "MSR_IA32_THERM_INTERRUPT", .pkg_group = 6, .src = SRC_REG_MSR, .addr = MSR_IA32_THERM_INTERRUPT, .present = dts,
	  .decode = regdec_therm_int, .debug = 1,
	  .fmt = MSR("MSR_IA32_THERM_INTERRUPT") " ({threshold2_c:d} C, {threshold1_c:d} C)\n" },
	/* probe_pm_features() */
	{ .name = "MSR_MISC_FEATURE_CONTROL", .src = SRC_REG_MSR, .addr = MSR_MISC_FEATURE_CONTROL,
	  .present = misc_feature, .decode = regdec_misc_feature,
	  .fmt = MISC_FEATURE("_ts0", "_ts1", "_ts2", "_ts3"),
	  .fmt_ng = MISC_FEATURE("l2_prefetch_disabled", "l2_adjacent_disabled", "l1_prefetch_disabled",
				 "l1_ip_prefetch_disabled") },
};
const size_t regtab_nrows = sizeof(regtab_rows) / sizeof(regtab_rows[0]);

void regdec_none(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *out)
{
	(void)raw, (void)r, (void)c, (void)out;
}

int regtab_decode(const struct reg_row *row, const struct reg_ctx *c, uint64_t *raw, struct reg_fields *out)
{
	uint32_t r[4] = { 0 };

	memset(out, 0, sizeof(*out));
	*raw = 0;
	if (!row->present(c))
		return 0;
	if (row->src == SRC_REG_MSR && regset_msr(c->rs, row->addr, raw))
		return 0;
	if (row->src == SRC_REG_CPUID && regset_cpuid(c->rs, row->addr, 0, r))
		return 0;
	/* the register the line shows, when it read */
	int unread = row->src == SRC_REG_NONE && row->addr && regset_msr(c->rs, row->addr, raw);

	row->decode(*raw, r, c, out);
	out->raw_unread = unread;
	return 1;
}

const struct reg_row *regtab_row(const char *name)
{
	for (size_t i = 0; i < regtab_nrows; i++)
		if (!strcmp(regtab_rows[i].name, name))
			return &regtab_rows[i];
	return NULL;
}

const struct reg_field *regtab_field(const struct reg_fields *fs, const char *name, int item)
{
	const struct reg_field *top = NULL;

	for (size_t i = 0; i < fs->n; i++) {
		if (strcmp(fs->f[i].name, name))
			continue;
		if (fs->f[i].item == item)
			return &fs->f[i];
		if (fs->f[i].item < 0)
			top = &fs->f[i];
	}
	return top;
}

/*
 * Registers a row reads beside its own: the microcode revision, TCC offset enable, TRL core counts,
 * and the EPB line's register when its sysfs file is not there.
 */
static const uint32_t extra_msrs[] = {
	MSR_IA32_UCODE_REV, MSR_PLATFORM_INFO, MSR_TURBO_RATIO_LIMIT1, MSR_IA32_TEMPERATURE_TARGET, MSR_PM_ENABLE,
	MSR_IA32_ENERGY_PERF_BIAS,
};

size_t regtab_wanted_msrs(const struct regset *rs, const struct cpu_ident *id, const struct platform_features *pf,
			  uint32_t *out, size_t max)
{
	struct reg_ctx c = { .rs = rs, .id = id, .pf = pf, .rapl_ok = 1, .full = 1 };
	size_t n = 0;

	/* CPUID is read by now, MSRs not: HWP's registers are all wanted, PM_ENABLE decides at print time */
	for (size_t i = 0; i < regtab_nrows + sizeof(extra_msrs) / sizeof(extra_msrs[0]); i++) {
		uint32_t msr;

		if (i < regtab_nrows) {
			const struct reg_row *row = &regtab_rows[i];

			int hwp_row = row->present == hwp_on || row->present == hwp_pkg || row->present == hwp_notify;

			if (row->src != SRC_REG_MSR || !(row->present(&c) || (hwp_row && hwp(&c))))
				continue;
			msr = row->addr;
		} else {
			msr = extra_msrs[i - regtab_nrows];
			if (id->vendor != VENDOR_INTEL)
				continue;
		}
		int dup = 0;

		for (size_t k = 0; k < n && k < max; k++)
			dup |= out[k] == msr;
		if (dup)
			continue;
		if (n < max)
			out[n] = msr;
		n++;
	}
	return n;
}
