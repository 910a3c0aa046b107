/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * One feature record per microarchitecture, looked up by vendor/family/model
 * (decode/platform.c).  There is no model switch anywhere else: code asks the
 * record.  An unknown model gets a record built from what CPUID proves.
 */
#ifndef TSNG_PLATFORM_H
#define TSNG_PLATFORM_H

#include <stdint.h>

#include "cpu_ident.h"

/* How MSR_TURBO_RATIO_LIMIT (0x1AD) and its siblings are laid out. */
enum trl_encoding {
	TRL_NONE,	/* no turbo ratio MSR (AMD, unknown) */
	TRL_CLASSIC,	/* 0x1AD: byte i = ratio with i+1 active cores */
	TRL_IVB_EP,	/* + 0x1AE: 9..16 cores */
	TRL_HSW_EP,	/* + 0x1AE and 0x1AF: 9..18 cores */
	TRL_GROUPS,	/* 0x1AD ratios, 0x1AE active-core counts (SKX, ICX, SPR, GLM) */
	TRL_KNL,	/* Xeon Phi: 7 buckets, deltas */
	TRL_ATOM,	/* 0x66A/0x66C (Silvermont, Airmont) */
	TRL__COUNT
};

enum bclk_kind { BCLK_100, BCLK_133, BCLK_SLM_FSB };

/* The kernel's rule for the frequency-invariance reference (arch/x86/kernel/cpu/aperfmperf.c, *_set_max_freq_ratio()). */
enum fi_rule { FI_CORE, FI_SLV, FI_GLM, FI_KNL, FI_SKX, FI_AMD, FI_NONE, FI__COUNT };

/* Hardware residency counters; the bit is 1u << the enum value. */
enum residency {
	RES_CC1, RES_CC3, RES_CC6, RES_CC7, RES_MC6,
	RES_PC2, RES_PC3, RES_PC6, RES_PC7, RES_PC8, RES_PC9, RES_PC10,
	RES__COUNT
};

/* Perf limit reason registers (turbostat.c enum perf_limit_reason_msrs). */
enum plr_msr { PLR_CORE, PLR_GFX, PLR_RING };

/*
 * Where MSR_CORE_PERF_LIMIT_REASONS is and how its bits read, by register
 * generation (decode/limits.c limits_layouts[], each with its SDM table).
 */
enum plr_layout { PLR_LAYOUT_NONE, PLR_LAYOUT_HSW, PLR_LAYOUT_HSX, PLR_LAYOUT_SKL, PLR_LAYOUT__COUNT };

enum rapl_domain {
	RAPL_PKG, RAPL_PP0, RAPL_PP1, RAPL_DRAM, RAPL_PSYS,
	RAPL_AMD_CORE, RAPL_AMD_PKG,
	RAPL_PKG_PERF,	/* MSR_PKG_PERF_STATUS 0x613 (turbostat.c RAPL_PKG_PERF_STATUS, in RAPL_PKG_ALL) */
	RAPL__COUNT
};

#define BIT_OF(e) (1u << (e))

/* Which PKG_CST_CONFIG_CONTROL (0xE2) [3:0] limit table applies (turbostat.c CST_LIMIT_*). */
enum cst_limit {
	CST_LIMIT_NONE, CST_LIMIT_NHM, CST_LIMIT_SNB, CST_LIMIT_HSW, CST_LIMIT_SKX,
	CST_LIMIT_ICX, CST_LIMIT_SLV, CST_LIMIT_AMT, CST_LIMIT_KNL, CST_LIMIT_GMT,
	CST_LIMIT__COUNT
};

struct platform_features {
	const char *name;		/* "Skylake-X", "Knights Mill", "Zen 2" */
	enum trl_encoding trl;
	enum bclk_kind bclk;
	enum fi_rule fi;
	uint32_t residencies;		/* BIT_OF(enum residency) */
	uint32_t rapl;			/* BIT_OF(enum rapl_domain) */
	uint32_t cc6_msr;		/* 0x3FD, or 0x3FF on Xeon Phi */
	uint32_t pc6_msr;		/* 0x3F9, or 0x3FA on Silvermont */
	unsigned mperf_multiplier;	/* 1, or 1024 on Xeon Phi */
	unsigned crystal_khz;		/* TSC crystal when CPUID 0x15 ECX is 0 */
	unsigned rapl_dram_fixed_unit:1;/* DRAM energy unit 15.3 uJ, not 0x606 */
	unsigned rapl_psys_fixed_unit:1;/* PSYS energy unit 1.0 J */
	unsigned rapl_slm_units:1;	/* Silvermont energy unit 2^n uJ */
	unsigned tsc_tweak:1;		/* TSC does not tick at the base clock */
	unsigned has_c1_msr:1;		/* hardware C1 counter 0x660 */
	unsigned has_nhm_msrs:1;	/* PLATFORM_INFO, PKG_CST_CONFIG_CONTROL ... */
	unsigned has_config_tdp:1;
	unsigned plr:3;			/* BIT_OF(enum plr_msr): MSR_CORE/GFX/RING_PERF_LIMIT_REASONS (turbostat plr_msrs) */
	enum plr_layout plr_layout;	/* the core register's layout, which our own name reads; NONE: no register */
	unsigned ecore_c6_minus_c7:1;	/* Atom/E-core c6 counter includes c7 */
	unsigned pkg_cstate_limit_table;/* enum cst_limit: PKG_CST_CONFIG limit-decoding table */
	unsigned rapl_fallback_tdp_w;	/* TDP when POWER_INFO is unreadable: 135, SLM 30, AMD 280 */
	unsigned has_irtl_msrs:1;	/* package C-state IRTL 0x60A-0x60C, 0x633-0x635 */
	unsigned has_misc_pwr_mgmt:1;	/* MSR_MISC_PWR_MGMT 0x1AA */
	unsigned has_ext_cst_msrs:1;	/* package C0 counters 0x658-0x65B (Totl%C0, Any%C0, GFX%C0, CPUGFX%) */
	/* start-up report (decode/regtab.c), turbostat.c platform_features of the same names */
	unsigned has_misc_feature_control:1;	/* MSR_MISC_FEATURE_CONTROL 0x1A4 */
	unsigned has_cst_prewake:1;	/* MSR_IA32_POWER_CTL [30] C-state pre-wake disable */
	unsigned has_cst_auto_convert:1;/* MSR_PKG_CST_CONFIG_CONTROL [16] automatic C-state conversion */
	unsigned has_c6_demotion:1;	/* MSR_CC6/MC6_DEMOTION_POLICY_CONFIG 0x668/0x669 */
	unsigned rapl_dram_info:1;	/* MSR_DRAM_POWER_INFO 0x61C (RAPL_DRAM_POWER_INFO) */
	unsigned rapl_no_pkg_info:1;	/* no MSR_PKG_POWER_INFO in the RAPL set (Silvermont) */
	unsigned rapl_no_pp0_policy:1;	/* PP0 energy without MSR_PP0_POLICY 0x63A */
	unsigned rapl_no_pp0_limit:1;	/* PP0 energy without MSR_PP0_POWER_LIMIT 0x638 */
	unsigned tcc_offset_bits;	/* MSR_IA32_TEMPERATURE_TARGET [29:24] width of the TCC offset; 0 none */
	unsigned trl_report_base:1;	/* the report dumps 0x1AD only, whatever .trl reads (turbostat TRL_BASE) */
	const char *source;		/* where the record's facts come from */
};

/*
 * What differs between AMD and Hygon models of one family (decode/platform.c
 * amd_models[]): the k10temp CCD sensors, whether a package holds several
 * data fabric nodes, and the inputs of the kernel's invariance numerator.
 */
struct amd_model {
	unsigned family, model_lo, model_hi;
	uint32_t ccd_offset;		/* Tccd i at SMN 0x59800 + ccd_offset + 4 * i (k10temp_probe()) */
	unsigned nccd;			/* how many there may be; 0: none */
	unsigned several_nodes:1;	/* up to four nodes per package (Zen, Zen+, Hygon Dhyana) */
	unsigned fi_ranked:1;		/* CPPC highest_perf ranks preferred cores: numerator 166 (v5.13-6.10) */
	unsigned fi_prefcore_196:1;	/* preferred cores, numerator 196 (kernel bugzilla 218759) */
};

/* The model's row, or a row with none of the above for a model the table does not list. */
const struct amd_model *platform_amd_model(unsigned family, unsigned model);

/*
 * The feature record for a part.  Never NULL: an unknown model gets a generic
 * record whose fields are what its CPUID proves (marked by name "unknown").
 */
const struct platform_features *platform_lookup(const struct cpu_ident *id);

#endif
