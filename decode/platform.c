// SPDX-License-Identifier: GPL-2.0-only
/*
 * The one platform table: a feature record per microarchitecture and a
 * {vendor, family, model} lookup.  Facts per record follow turbostat's
 * platform_features tables (tools/power/x86/turbostat/turbostat.c, 2024-25,
 * turbostat_pdata[]); model numbers are those of
 * arch/x86/include/asm/intel-family.h.  Where this table departs from
 * upstream turbostat the record says so in its source.
 */
#include <stddef.h>
#include <string.h>

#include "decode/platform.h"

#define R(x) BIT_OF(RES_##x)
#define D(x) BIT_OF(RAPL_##x)

/* Residency sets: turbostat.c's platform_features .has_msr_core_c1_res, .supported_cstates per model. */
#define RES_NHM	(R(CC1) | R(CC3) | R(CC6) | R(PC3) | R(PC6))
#define RES_SNB	(R(CC1) | R(CC3) | R(CC6) | R(CC7) | R(PC2) | R(PC3) | R(PC6) | R(PC7))
#define RES_HSWL (RES_SNB | R(PC8) | R(PC9) | R(PC10))
#define RES_CNL	(R(CC1) | R(CC6) | R(CC7) | R(PC2) | R(PC3) | R(PC6) | R(PC7) | R(PC8) | R(PC9) | R(PC10))
#define RES_ADL	(R(CC1) | R(CC6) | R(CC7) | R(PC2) | R(PC3) | R(PC6) | R(PC8) | R(PC10))
#define RES_LNL	(R(CC1) | R(CC6) | R(CC7) | R(PC2) | R(PC6) | R(PC10))
#define RES_SKX	(R(CC1) | R(CC6) | R(PC2) | R(PC6))

/*
 * RAPL domain sets: turbostat.c's platform_features .plat_rapl_msrs per model.
 * The package perf status (PKG_%) comes with RAPL_PKG_ALL only: the client
 * sets of Sandy Bridge to Broadwell (RAPL_PKG | RAPL_PKG_POWER_INFO) and
 * Goldmont's have no MSR_PKG_PERF_STATUS.
 */
#define RAPL_CLIENT	(D(PKG) | D(PP0) | D(PP1))
#define RAPL_SNX	(D(PKG) | D(PKG_PERF) | D(PP0) | D(DRAM))
#define RAPL_SERVER	(D(PKG) | D(PKG_PERF) | D(DRAM))
#define RAPL_SKL	(D(PKG) | D(PKG_PERF) | D(PP0) | D(PP1) | D(DRAM) | D(PSYS))
#define RAPL_ICX	(D(PKG) | D(PKG_PERF) | D(DRAM) | D(PSYS))
#define RAPL_AMD	(D(AMD_CORE) | D(AMD_PKG))

#define TS "turbostat.c "

/* Fields every Intel big-core record shares; each record lists what differs. */
/* bclk BCLK_100 and fi FI_CORE are the zero values of their enums. */
#define INTEL_CORE \
	.mperf_multiplier = 1, .has_nhm_msrs = 1, .rapl_fallback_tdp_w = 135
#define CORE_CC6_PC6 .cc6_msr = 0x3FD, .pc6_msr = 0x3F9
#define MISC_IRTL .has_misc_pwr_mgmt = 1, .has_irtl_msrs = 1

static const struct platform_features nhm = {
	.name = "Nehalem/Westmere", INTEL_CORE, CORE_CC6_PC6, .bclk = BCLK_133,
	.trl = TRL_CLASSIC, .residencies = RES_NHM, .pkg_cstate_limit_table = CST_LIMIT_NHM,
	.has_misc_pwr_mgmt = 1,
	.source = TS "nhm_features",
};
static const struct platform_features nhx = {
	.name = "Nehalem-EX/Westmere-EX", INTEL_CORE, CORE_CC6_PC6, .bclk = BCLK_133,
	.trl = TRL_NONE, .residencies = RES_NHM, .pkg_cstate_limit_table = CST_LIMIT_NHM,
	.has_misc_pwr_mgmt = 1,
	.source = TS "nhx_features (no turbo ratio MSR dump)",
};
static const struct platform_features snb = {
	.name = "Sandy Bridge", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_SNB,
	.rapl = RAPL_CLIENT, .pkg_cstate_limit_table = CST_LIMIT_SNB,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.source = TS "snb_features",
};
static const struct platform_features snx = {
	.name = "Sandy Bridge-EP", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_SNB,
	.rapl = RAPL_SNX, .pkg_cstate_limit_table = CST_LIMIT_SNB,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.rapl_dram_info = 1,
	.source = TS "snx_features",
};
static const struct platform_features ivb = {
	.name = "Ivy Bridge", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_SNB,
	.rapl = RAPL_CLIENT, .has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_SNB,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.source = TS "ivb_features",
};
static const struct platform_features ivx = {
	.name = "Ivy Bridge-EP", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_IVB_EP, .residencies = RES_SNB,
	.rapl = RAPL_SNX, .pkg_cstate_limit_table = CST_LIMIT_SNB,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.rapl_dram_info = 1,
	.source = TS "ivx_features (TRL_BASE | TRL_LIMIT1)",
};
static const struct platform_features hsw = {
	.name = "Haswell", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_SNB,
	.rapl = RAPL_CLIENT, .has_config_tdp = 1,
	.pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.plr = BIT_OF(PLR_CORE) | BIT_OF(PLR_GFX) | BIT_OF(PLR_RING), .plr_layout = PLR_LAYOUT_HSW,
	.has_misc_feature_control = 1,
	.source = TS "hsw_features, hswg_features",
};
static const struct platform_features hswl = {
	.name = "Haswell-ULT", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_HSWL,
	.rapl = RAPL_CLIENT, .has_config_tdp = 1,
	.pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.plr = BIT_OF(PLR_CORE) | BIT_OF(PLR_GFX) | BIT_OF(PLR_RING), .plr_layout = PLR_LAYOUT_HSW,
	.has_misc_feature_control = 1,
	.source = TS "hswl_features",
};
static const struct platform_features hsx = {
	.name = "Haswell-EP", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_HSW_EP, .residencies = RES_SNB,
	.rapl = RAPL_SERVER, .rapl_dram_fixed_unit = 1, .has_config_tdp = 1,
	.pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.plr = BIT_OF(PLR_CORE) | BIT_OF(PLR_RING), .plr_layout = PLR_LAYOUT_HSX,
	.has_misc_feature_control = 1,
	.rapl_dram_info = 1,
	.source = TS "hsx_features (TRL_BASE | TRL_LIMIT1 | TRL_LIMIT2); 0x690 in the Xeon E5 v3 layout (decode/limits.c)",
};
static const struct platform_features bdw = {
	.name = "Broadwell", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_HSWL,
	.rapl = RAPL_CLIENT, .has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.source = TS "bdw_features",
};
static const struct platform_features bdwg = {
	.name = "Broadwell-GT3e", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_SNB,
	.rapl = RAPL_CLIENT, .has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.source = TS "bdwg_features",
};
static const struct platform_features bdx = {
	.name = "Broadwell-EP/DE", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_HSW_EP,
	.residencies = R(CC1) | R(CC3) | R(CC6) | R(PC2) | R(PC3) | R(PC6),
	.rapl = RAPL_SERVER, .rapl_dram_fixed_unit = 1, .has_config_tdp = 1,
	.pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_auto_convert = 1,
	.rapl_dram_info = 1,
	.trl_report_base = 1,
	.source = TS "bdx_features; TRL_HSW_EP per the HSX/BDX grouping of the task "
		  "(upstream dumps only 0x1AD; 0x1AE/0x1AF are skipped when they fault)",
};
static const struct platform_features skl = {
	.name = "Skylake/Kaby Lake/Comet Lake", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC,
	.residencies = RES_HSWL, .rapl = RAPL_SKL, .crystal_khz = 24000, .tsc_tweak = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_ext_cst_msrs = 1,
	.has_misc_feature_control = 1,
	.tcc_offset_bits = 6,
	.plr_layout = PLR_LAYOUT_SKL,
	.source = TS "skl_features; limit reasons at 0x64F (SDM vol. 4, decode/limits.c), which turbostat does not read",
};
static const struct platform_features cnl = {
	.name = "Cannon/Ice/Tiger/Rocket Lake", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC,
	.residencies = RES_CNL, .rapl = RAPL_SKL, .tsc_tweak = 1, .has_c1_msr = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_ext_cst_msrs = 1,
	.has_misc_feature_control = 1,
	.tcc_offset_bits = 6,
	.source = TS "cnl_features",
};
static const struct platform_features adl = {
	.name = "Alder/Raptor/Meteor/Arrow Lake", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC,
	.residencies = RES_ADL, .rapl = RAPL_SKL, .tsc_tweak = 1, .has_c1_msr = 1,
	.has_config_tdp = 1, .ecore_c6_minus_c7 = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_ext_cst_msrs = 1,
	.has_misc_feature_control = 1,
	.tcc_offset_bits = 6,
	.source = TS "adl_features",
};
static const struct platform_features lnl = {
	.name = "Lunar/Panther/Wildcat/Nova Lake", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC,
	.residencies = RES_LNL, .rapl = RAPL_SKL, .tsc_tweak = 1, .has_c1_msr = 1,
	.has_config_tdp = 1, .ecore_c6_minus_c7 = 1, .pkg_cstate_limit_table = CST_LIMIT_HSW,
	MISC_IRTL,
	.has_ext_cst_msrs = 1,
	.has_misc_feature_control = 1,
	.tcc_offset_bits = 6,
	.source = TS "lnl_features",
};
static const struct platform_features skx = {
	.name = "Skylake-SP/Cascade Lake/Cooper Lake", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.fi = FI_SKX, .residencies = RES_SKX, .rapl = RAPL_SERVER, .rapl_dram_fixed_unit = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_SKX,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_auto_convert = 1,
	.rapl_dram_info = 1,
	.source = TS "skx_features; kernel has_skx_turbo_ratio_limits",
};
static const struct platform_features icx = {
	.name = "Ice Lake-SP/D", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS, .residencies = RES_SKX,
	.rapl = RAPL_ICX, .rapl_dram_fixed_unit = 1, .has_c1_msr = 1, .has_config_tdp = 1,
	.pkg_cstate_limit_table = CST_LIMIT_ICX,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_prewake = 1,
	.rapl_dram_info = 1,
	.source = TS "icx_features",
};
static const struct platform_features spr = {
	.name = "Sapphire/Emerald/Granite Rapids", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.residencies = RES_SKX, .rapl = RAPL_ICX, .rapl_psys_fixed_unit = 1, .has_c1_msr = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_SKX,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_prewake = 1,
	.rapl_dram_info = 1,
	.source = TS "spr_features",
};
/* Diamond Rapids: spr's core and C-states, with module C6, no RAPL, CTDP, IRTL or limit-reason MSRs. */
static const struct platform_features dmr = {
	.name = "Diamond Rapids", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.residencies = RES_SKX | R(MC6), .has_c1_msr = 1, .pkg_cstate_limit_table = CST_LIMIT_SKX,
	.has_misc_pwr_mgmt = 1,
	.has_misc_feature_control = 1,
	.has_cst_prewake = 1,
	.source = TS "dmr_features (2025.12)",
};
static const struct platform_features srf = {
	.name = "Sierra Forest/Clearwater Forest", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.residencies = RES_SKX | R(MC6), .rapl = RAPL_ICX, .has_c1_msr = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_SKX,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_prewake = 1,
	.rapl_dram_info = 1,
	.source = TS "srf_features",
};
static const struct platform_features grr = {
	.name = "Grand Ridge", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.residencies = R(CC1) | R(CC6) | R(MC6), .rapl = RAPL_ICX, .has_c1_msr = 1,
	.has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_SKX,
	MISC_IRTL,
	.has_misc_feature_control = 1,
	.has_cst_prewake = 1,
	.rapl_dram_info = 1,
	.source = TS "grr_features",
};
static const struct platform_features slv = {
	.name = "Silvermont", .mperf_multiplier = 1, .has_nhm_msrs = 1,
	.bclk = BCLK_SLM_FSB, .fi = FI_SLV, .trl = TRL_ATOM,
	.residencies = R(CC1) | R(CC6) | R(MC6) | R(PC6), .cc6_msr = 0x3FD, .pc6_msr = 0x3FA,
	.rapl = D(PKG) | D(PP0), .rapl_slm_units = 1, .rapl_fallback_tdp_w = 30,
	.has_c1_msr = 1, .pkg_cstate_limit_table = CST_LIMIT_SLV,
	.has_c6_demotion = 1, .rapl_no_pkg_info = 1, .rapl_no_pp0_policy = 1,
	.source = TS "slv_features; kernel slv_set_max_freq_ratio()",
};
static const struct platform_features slvd = {
	.name = "Silvermont-D (Avoton)", .mperf_multiplier = 1, .has_nhm_msrs = 1,
	.bclk = BCLK_SLM_FSB, .fi = FI_SLV, .trl = TRL_CLASSIC,
	.residencies = R(CC1) | R(CC6) | R(PC3) | R(PC6), .cc6_msr = 0x3FD, .pc6_msr = 0x3FA,
	.rapl = D(PKG) | D(PP0), .rapl_fallback_tdp_w = 30, .pkg_cstate_limit_table = CST_LIMIT_SLV,
	.has_misc_pwr_mgmt = 1,
	.rapl_no_pkg_info = 1, .rapl_no_pp0_policy = 1,
	.source = TS "slvd_features",
};
static const struct platform_features amt = {
	.name = "Airmont", INTEL_CORE, CORE_CC6_PC6, .bclk = BCLK_133, .fi = FI_SLV, .trl = TRL_CLASSIC,
	.residencies = RES_NHM,
	.pkg_cstate_limit_table = CST_LIMIT_AMT,
	.source = TS "amt_features; 0x66A/0x66C per intel_pstate airmont_funcs",
};
static const struct platform_features gmt = {
	.name = "Goldmont", INTEL_CORE, CORE_CC6_PC6, .fi = FI_GLM, .trl = TRL_GROUPS, .crystal_khz = 19200,
	.residencies = RES_HSWL, .rapl = D(PKG), .ecore_c6_minus_c7 = 1,
	.pkg_cstate_limit_table = CST_LIMIT_GMT,
	MISC_IRTL,
	.source = TS "gmt_features; kernel has_glm_turbo_ratio_limits",
};
static const struct platform_features gmtd = {
	.name = "Goldmont-D (Denverton)", INTEL_CORE, CORE_CC6_PC6, .fi = FI_GLM, .trl = TRL_GROUPS,
	.crystal_khz = 25000, .residencies = RES_SKX, .rapl = D(PKG) | D(PKG_PERF) | D(DRAM) | D(PP0),
	.has_c1_msr = 1, .pkg_cstate_limit_table = CST_LIMIT_GMT,
	MISC_IRTL,
	.rapl_dram_info = 1,
	.rapl_no_pp0_policy = 1, .rapl_no_pp0_limit = 1,
	.source = TS "gmtd_features; kernel has_glm_turbo_ratio_limits",
};
static const struct platform_features gmtp = {
	.name = "Goldmont Plus", INTEL_CORE, CORE_CC6_PC6, .fi = FI_GLM, .trl = TRL_CLASSIC,
	.crystal_khz = 19200, .residencies = RES_HSWL, .rapl = D(PKG), .ecore_c6_minus_c7 = 1,
	.pkg_cstate_limit_table = CST_LIMIT_GMT,
	MISC_IRTL,
	.source = TS "gmtp_features; kernel has_glm_turbo_ratio_limits",
};
static const struct platform_features tmt = {
	.name = "Tremont", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC, .residencies = RES_CNL,
	.rapl = D(PKG) | D(PKG_PERF) | D(PP0) | D(PP1) | D(DRAM), .tsc_tweak = 1, .ecore_c6_minus_c7 = 1,
	.pkg_cstate_limit_table = CST_LIMIT_GMT,
	MISC_IRTL,
	.source = TS "tmt_features",
};
static const struct platform_features tmtd = {
	.name = "Tremont-D (Snow Ridge)", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_GROUPS,
	.residencies = R(CC1) | R(CC6), .rapl = D(PKG) | D(PKG_PERF), .pkg_cstate_limit_table = CST_LIMIT_GMT,
	MISC_IRTL,
	.source = TS "tmtd_features (TRL_BASE | TRL_CORECOUNT)",
};
static const struct platform_features knl = {
	.name = "Xeon Phi (Knights Landing/Mill)", .has_nhm_msrs = 1, .rapl_fallback_tdp_w = 135,
	.fi = FI_KNL, .trl = TRL_KNL, .residencies = R(CC1) | R(CC6) | R(PC3) | R(PC6),
	.cc6_msr = 0x3FF, .pc6_msr = 0x3F9, .mperf_multiplier = 1024, .rapl = RAPL_SERVER,
	.rapl_dram_fixed_unit = 1, .has_config_tdp = 1, .pkg_cstate_limit_table = CST_LIMIT_KNL,
	.has_misc_pwr_mgmt = 1,
	.rapl_dram_info = 1,
	.source = TS "knl_features; kernel has_knl_turbo_ratio_limits",
};

/*
 * AMD and Hygon: no TRL, no residency MSRs; RAPL when CPUID 0x80000007.EDX[14].
 * Tctl offsets depend on the brand string: thermal_tctl_offset_c() in decode/thermal.c.
 */
#define AMD_COMMON \
	.trl = TRL_NONE, .bclk = BCLK_100, .fi = FI_AMD, .mperf_multiplier = 1, \
	.rapl_fallback_tdp_w = 280
static const struct platform_features zen = {
	.name = "AMD family 17h (Zen/Zen+/Zen 2)", AMD_COMMON, .rapl = RAPL_AMD,
	.source = TS "amd_features_with_rapl; kernel arch/x86/kernel/acpi/cppc.c",
};
static const struct platform_features zen3 = {
	.name = "AMD family 19h (Zen 3/Zen 4)", AMD_COMMON, .rapl = RAPL_AMD,
	.source = TS "amd_features_with_rapl; kernel arch/x86/kernel/acpi/cppc.c",
};
static const struct platform_features zen5 = {
	.name = "AMD family 1Ah (Zen 5)", AMD_COMMON, .rapl = RAPL_AMD,
	.source = TS "amd_features_with_rapl; kernel arch/x86/kernel/acpi/cppc.c",
};
static const struct platform_features hygon = {
	.name = "Hygon family 18h (Dhyana)", AMD_COMMON, .rapl = RAPL_AMD,
	.source = TS "amd_features_with_rapl (Hygon shares the AMD path)",
};
static const struct platform_features amd_norapl = {
	.name = "generic-AMD", AMD_COMMON,
	.source = "generic: AMD/Hygon without CPUID 0x80000007.EDX[14] or before family 17h",
};

/* Unknown models: only what CPUID proves (turbo bit -> a 0x1AD to try). */
static const struct platform_features intel_turbo = {
	.name = "unknown", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_CLASSIC,
	.source = "generic: Intel family 6, CPUID.6.EAX[1] turbo",
};
static const struct platform_features intel_plain = {
	.name = "unknown", INTEL_CORE, CORE_CC6_PC6, .trl = TRL_NONE,
	.source = "generic: Intel, no turbo in CPUID.6.EAX[1]",
};
static const struct platform_features other = {
	.name = "unknown", .trl = TRL_NONE, .bclk = BCLK_100, .fi = FI_NONE,
	.mperf_multiplier = 1, .source = "generic: unknown vendor",
};

static const struct platform_entry {
	enum vendor vendor;
	unsigned family, model_lo, model_hi;
	const struct platform_features *pf;
} platform_table[] = {
	{ VENDOR_INTEL, 6, 0x1E, 0x1E, &nhm },	/* NEHALEM */
	{ VENDOR_INTEL, 6, 0x1F, 0x1F, &nhm },	/* NEHALEM_G */
	{ VENDOR_INTEL, 6, 0x1A, 0x1A, &nhm },	/* NEHALEM_EP */
	{ VENDOR_INTEL, 6, 0x2E, 0x2E, &nhx },	/* NEHALEM_EX */
	{ VENDOR_INTEL, 6, 0x25, 0x25, &nhm },	/* WESTMERE */
	{ VENDOR_INTEL, 6, 0x2C, 0x2C, &nhm },	/* WESTMERE_EP */
	{ VENDOR_INTEL, 6, 0x2F, 0x2F, &nhx },	/* WESTMERE_EX */
	{ VENDOR_INTEL, 6, 0x2A, 0x2A, &snb },	/* SANDYBRIDGE */
	{ VENDOR_INTEL, 6, 0x2D, 0x2D, &snx },	/* SANDYBRIDGE_X */
	{ VENDOR_INTEL, 6, 0x3A, 0x3A, &ivb },	/* IVYBRIDGE */
	{ VENDOR_INTEL, 6, 0x3E, 0x3E, &ivx },	/* IVYBRIDGE_X */
	{ VENDOR_INTEL, 6, 0x3C, 0x3C, &hsw },	/* HASWELL */
	{ VENDOR_INTEL, 6, 0x3F, 0x3F, &hsx },	/* HASWELL_X */
	{ VENDOR_INTEL, 6, 0x45, 0x45, &hswl },	/* HASWELL_L */
	{ VENDOR_INTEL, 6, 0x46, 0x46, &hsw },	/* HASWELL_G */
	{ VENDOR_INTEL, 6, 0x3D, 0x3D, &bdw },	/* BROADWELL */
	{ VENDOR_INTEL, 6, 0x47, 0x47, &bdwg },	/* BROADWELL_G */
	{ VENDOR_INTEL, 6, 0x4F, 0x4F, &bdx },	/* BROADWELL_X */
	{ VENDOR_INTEL, 6, 0x56, 0x56, &bdx },	/* BROADWELL_D */
	{ VENDOR_INTEL, 6, 0x4E, 0x4E, &skl },	/* SKYLAKE_L */
	{ VENDOR_INTEL, 6, 0x5E, 0x5E, &skl },	/* SKYLAKE */
	{ VENDOR_INTEL, 6, 0x55, 0x55, &skx },	/* SKYLAKE_X: SKX, CLX, CPX by stepping */
	{ VENDOR_INTEL, 6, 0x8E, 0x8E, &skl },	/* KABYLAKE_L */
	{ VENDOR_INTEL, 6, 0x9E, 0x9E, &skl },	/* KABYLAKE */
	{ VENDOR_INTEL, 6, 0xA5, 0xA5, &skl },	/* COMETLAKE */
	{ VENDOR_INTEL, 6, 0xA6, 0xA6, &skl },	/* COMETLAKE_L */
	{ VENDOR_INTEL, 6, 0x66, 0x66, &cnl },	/* CANNONLAKE_L */
	{ VENDOR_INTEL, 6, 0x6A, 0x6A, &icx },	/* ICELAKE_X */
	{ VENDOR_INTEL, 6, 0x6C, 0x6C, &icx },	/* ICELAKE_D */
	{ VENDOR_INTEL, 6, 0x7E, 0x7E, &cnl },	/* ICELAKE_L */
	{ VENDOR_INTEL, 6, 0x9D, 0x9D, &cnl },	/* ICELAKE_NNPI */
	{ VENDOR_INTEL, 6, 0xA7, 0xA7, &cnl },	/* ROCKETLAKE */
	{ VENDOR_INTEL, 6, 0x8C, 0x8C, &cnl },	/* TIGERLAKE_L */
	{ VENDOR_INTEL, 6, 0x8D, 0x8D, &cnl },	/* TIGERLAKE */
	{ VENDOR_INTEL, 6, 0x8A, 0x8A, &cnl },	/* LAKEFIELD */
	{ VENDOR_INTEL, 6, 0x8F, 0x8F, &spr },	/* SAPPHIRERAPIDS_X */
	{ VENDOR_INTEL, 6, 0xCF, 0xCF, &spr },	/* EMERALDRAPIDS_X */
	{ VENDOR_INTEL, 6, 0xAD, 0xAD, &spr },	/* GRANITERAPIDS_X */
	{ VENDOR_INTEL, 6, 0xAE, 0xAE, &spr },	/* GRANITERAPIDS_D */
	{ VENDOR_INTEL, 19, 0x01, 0x01, &dmr },	/* DIAMONDRAPIDS_X */
	{ VENDOR_INTEL, 6, 0x97, 0x97, &adl },	/* ALDERLAKE */
	{ VENDOR_INTEL, 6, 0x9A, 0x9A, &adl },	/* ALDERLAKE_L */
	{ VENDOR_INTEL, 6, 0xBE, 0xBE, &adl },	/* ATOM_GRACEMONT */
	{ VENDOR_INTEL, 6, 0xB7, 0xB7, &adl },	/* RAPTORLAKE */
	{ VENDOR_INTEL, 6, 0xBA, 0xBA, &adl },	/* RAPTORLAKE_P */
	{ VENDOR_INTEL, 6, 0xBF, 0xBF, &adl },	/* RAPTORLAKE_S */
	{ VENDOR_INTEL, 6, 0xD7, 0xD7, &adl },	/* BARTLETTLAKE (Raptor Cove P-cores only) */
	{ VENDOR_INTEL, 6, 0xAC, 0xAC, &adl },	/* METEORLAKE */
	{ VENDOR_INTEL, 6, 0xAA, 0xAA, &adl },	/* METEORLAKE_L */
	{ VENDOR_INTEL, 6, 0xC5, 0xC5, &adl },	/* ARROWLAKE_H */
	{ VENDOR_INTEL, 6, 0xB5, 0xB5, &adl },	/* ARROWLAKE_U */
	{ VENDOR_INTEL, 6, 0xC6, 0xC6, &adl },	/* ARROWLAKE */
	{ VENDOR_INTEL, 6, 0xBD, 0xBD, &lnl },	/* LUNARLAKE_M */
	{ VENDOR_INTEL, 6, 0xCC, 0xCC, &lnl },	/* PANTHERLAKE_L */
	{ VENDOR_INTEL, 6, 0xD5, 0xD5, &lnl },	/* WILDCATLAKE_L */
	{ VENDOR_INTEL, 18, 0x01, 0x01, &lnl },	/* NOVALAKE */
	{ VENDOR_INTEL, 18, 0x03, 0x03, &lnl },	/* NOVALAKE_L */
	{ VENDOR_INTEL, 6, 0xAF, 0xAF, &srf },	/* ATOM_CRESTMONT_X (Sierra Forest) */
	{ VENDOR_INTEL, 6, 0xDD, 0xDD, &srf },	/* ATOM_DARKMONT_X (Clearwater Forest) */
	{ VENDOR_INTEL, 6, 0xB6, 0xB6, &grr },	/* ATOM_CRESTMONT (Grand Ridge) */
	{ VENDOR_INTEL, 6, 0x37, 0x37, &slv },	/* ATOM_SILVERMONT */
	{ VENDOR_INTEL, 6, 0x4D, 0x4D, &slvd },	/* ATOM_SILVERMONT_D */
	{ VENDOR_INTEL, 6, 0x4C, 0x4C, &amt },	/* ATOM_AIRMONT */
	{ VENDOR_INTEL, 6, 0x5C, 0x5C, &gmt },	/* ATOM_GOLDMONT */
	{ VENDOR_INTEL, 6, 0x5F, 0x5F, &gmtd },	/* ATOM_GOLDMONT_D */
	{ VENDOR_INTEL, 6, 0x7A, 0x7A, &gmtp },	/* ATOM_GOLDMONT_PLUS */
	{ VENDOR_INTEL, 6, 0x86, 0x86, &tmtd },	/* ATOM_TREMONT_D */
	{ VENDOR_INTEL, 6, 0x96, 0x96, &tmt },	/* ATOM_TREMONT */
	{ VENDOR_INTEL, 6, 0x9C, 0x9C, &tmt },	/* ATOM_TREMONT_L */
	{ VENDOR_INTEL, 6, 0x57, 0x57, &knl },	/* XEON_PHI_KNL */
	{ VENDOR_INTEL, 6, 0x85, 0x85, &knl },	/* XEON_PHI_KNM */
	{ VENDOR_AMD, 0x17, 0x00, 0xFF, &zen },
	{ VENDOR_AMD, 0x19, 0x00, 0xFF, &zen3 },
	{ VENDOR_AMD, 0x1A, 0x00, 0xFF, &zen5 },
	{ VENDOR_HYGON, 0x18, 0x00, 0xFF, &hygon },
};

/*
 * AMD per-model facts, one row per model range (first match).  CCD sensors:
 * drivers/hwmon/k10temp.c k10temp_probe() (ZEN_CCD_TEMP() offsets 0x154,
 * 0x300, 0x308 from ZEN_REPORTED_TEMP_CTRL_BASE); several nodes per
 * package: family 17h below model 30h and Hygon 18h (amd_nb.c, one DF per
 * die); invariance: arch/x86/kernel/acpi/cppc.c amd_get_boost_ratio_numerator()
 * (the 166 model list of v5.13-6.10; 196 on Zen 4 models 0x70-0x7f).
 */
#define CCD(off, n) .ccd_offset = (off), .nccd = (n)
static const struct amd_model amd_models[] = {
	{ 0x17, 0x01, 0x01, CCD(0x154, 4), .several_nodes = 1 },	/* Zen */
	{ 0x17, 0x08, 0x08, CCD(0x154, 4), .several_nodes = 1 },	/* Zen+ */
	{ 0x17, 0x11, 0x11, CCD(0x154, 4), .several_nodes = 1 },	/* Zen APU */
	{ 0x17, 0x18, 0x18, CCD(0x154, 4), .several_nodes = 1 },	/* Zen+ APU */
	{ 0x17, 0x00, 0x2F, .several_nodes = 1 },
	{ 0x17, 0x31, 0x31, CCD(0x154, 8), .fi_ranked = 1 },	/* Zen 2 Threadripper, EPYC Rome */
	{ 0x17, 0x30, 0x3F, .fi_ranked = 1 },
	{ 0x17, 0x60, 0x60, CCD(0x154, 8) },			/* Renoir */
	{ 0x17, 0x68, 0x68, CCD(0x154, 8) },			/* Lucienne */
	{ 0x17, 0x71, 0x71, CCD(0x154, 8), .fi_ranked = 1 },	/* Zen 2 desktop */
	{ 0x17, 0x70, 0x7F, .fi_ranked = 1 },
	{ 0x17, 0xA0, 0xAF, CCD(0x300, 8), .fi_ranked = 1 },	/* Mendocino */
	{ 0x18, 0x00, 0xFF, .several_nodes = 1 },		/* Hygon Dhyana */
	{ 0x19, 0x00, 0x01, CCD(0x154, 8) },			/* Zen 3 SP3 and Threadripper */
	{ 0x19, 0x08, 0x08, CCD(0x154, 8) },			/* Zen 3 Threadripper (Chagall) */
	{ 0x19, 0x10, 0x1F, CCD(0x300, 12) },			/* Zen 4 EPYC (Genoa) */
	{ 0x19, 0x21, 0x21, CCD(0x154, 8), .fi_ranked = 1 },	/* Zen 3 desktop */
	{ 0x19, 0x20, 0x2F, .fi_ranked = 1 },
	{ 0x19, 0x40, 0x4F, CCD(0x300, 8), .fi_ranked = 1 },	/* Yellow Carp */
	{ 0x19, 0x50, 0x5F, CCD(0x154, 8), .fi_ranked = 1 },	/* Green Sardine */
	{ 0x19, 0x60, 0x6F, CCD(0x308, 8), .fi_ranked = 1 },	/* Zen 4 desktop (Raphael) */
	{ 0x19, 0x70, 0x7F, CCD(0x308, 8), .fi_prefcore_196 = 1 },	/* Zen 4 mobile (Phoenix) */
	{ 0x19, 0xA0, 0xAF, CCD(0x300, 12) },			/* Zen 4c EPYC (Bergamo) */
	{ 0x1A, 0x40, 0x4F, CCD(0x308, 8) },	/* Zen 5 desktop (Granite Ridge): k10temp_probe() 1Ah */
};

const struct amd_model *platform_amd_model(unsigned family, unsigned model)
{
	static const struct amd_model none = { 0 };

	for (size_t i = 0; i < sizeof(amd_models) / sizeof(amd_models[0]); i++)
		if (family == amd_models[i].family && model >= amd_models[i].model_lo &&
		    model <= amd_models[i].model_hi)
			return &amd_models[i];
	return &none;
}

/* Records whose RAPL bits hold only when CPUID says so (turbostat probe_platform_features). */
static int platform_needs_amd_rapl(const struct platform_features *pf)
{
	return pf->fi == FI_AMD;
}

const struct platform_features *platform_lookup(const struct cpu_ident *id)
{
	for (size_t i = 0; i < sizeof(platform_table) / sizeof(platform_table[0]); i++) {
		const struct platform_entry *e = &platform_table[i];

		if (e->vendor != id->vendor || e->family != id->family ||
		    id->model < e->model_lo || id->model > e->model_hi)
			continue;
		if (platform_needs_amd_rapl(e->pf) && !id->has_amd_rapl)
			return &amd_norapl;
		return e->pf;
	}
	switch (id->vendor) {
	case VENDOR_AMD:
	case VENDOR_HYGON:
		return &amd_norapl;
	case VENDOR_INTEL:
		return id->family == 6 && id->has_turbo ? &intel_turbo : &intel_plain;
	default:
		return &other;
	}
}
