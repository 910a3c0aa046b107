/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The start-up report's register and CPUID decoders (decode/regdec.c), one per
 * row of decode/regtab.c: raw value in, named fields out, each bit cited.
 */
#ifndef TSNG_REGDEC_H
#define TSNG_REGDEC_H

#include <stdint.h>

#include "decode/regtab.h"

/* msr-index.h names of registers no other decoder reads */
#define MSR_IA32_FEAT_CTL		0x3A
#define MSR_IA32_UCODE_REV		0x8B
#define MSR_MISC_FEATURE_CONTROL	0x1A4
#define MSR_MISC_PWR_MGMT		0x1AA
#define MSR_IA32_ENERGY_PERF_BIAS	0x1B0
#define MSR_IA32_THERM_INTERRUPT	0x19B
#define MSR_IA32_PACKAGE_THERM_INTERRUPT 0x1B2
#define MSR_IA32_POWER_CTL		0x1FC
#define MSR_VR_CURRENT_CONFIG		0x601
#define MSR_PKGC3_IRTL			0x60A
#define MSR_PKGC6_IRTL			0x60B
#define MSR_PKGC7_IRTL			0x60C
#define MSR_PKG_POWER_LIMIT		0x610
#define MSR_DRAM_POWER_LIMIT		0x618
#define MSR_DRAM_POWER_INFO		0x61C
#define MSR_PKGC8_IRTL			0x633
#define MSR_PKGC9_IRTL			0x634
#define MSR_PKGC10_IRTL			0x635
#define MSR_PP0_POWER_LIMIT		0x638
#define MSR_PP0_POLICY			0x63A
#define MSR_PP1_POWER_LIMIT		0x640
#define MSR_PP1_POLICY			0x642
#define MSR_CC6_DEMOTION_POLICY_CONFIG	0x668
#define MSR_MC6_DEMOTION_POLICY_CONFIG	0x669
#define MSR_CORE_PERF_LIMIT_REASONS	0x690
#define MSR_CORE_PERF_LIMIT_REASONS_64F	0x64F	/* from the 6th generation Core (decode/limits.c) */
#define MSR_GFX_PERF_LIMIT_REASONS	0x6B0
#define MSR_RING_PERF_LIMIT_REASONS	0x6B1
#define MSR_HWP_REQUEST_PKG		0x772
#define MSR_HWP_INTERRUPT		0x773
#define MSR_HWP_STATUS			0x777
#define CPUID_HV_LEAF			0x40000000

/* turbostat's has_nhm_msrs test, which the TjMax line shares with its presence */
int regdec_nhm(const struct reg_ctx *c);

#define REGDEC(name) void name(uint64_t raw, const uint32_t cpuid[4], const struct reg_ctx *c, struct reg_fields *out)
REGDEC(regdec_cpuid0);
REGDEC(regdec_fms);
REGDEC(regdec_ext_max);
REGDEC(regdec_cpuid1);
REGDEC(regdec_hv);
REGDEC(regdec_cpuid6);
REGDEC(regdec_misc_enable);
REGDEC(regdec_cpuid7);
REGDEC(regdec_feat_ctl);
REGDEC(regdec_cpuid15);
REGDEC(regdec_cpuid16);
REGDEC(regdec_fsb);
REGDEC(regdec_platform_info);
REGDEC(regdec_trl2);
REGDEC(regdec_trl1);
REGDEC(regdec_trl);
REGDEC(regdec_atom_ratios);
REGDEC(regdec_atom_turbo);
REGDEC(regdec_trl_knl);
REGDEC(regdec_ctdp_nominal);
REGDEC(regdec_ctdp_level);
REGDEC(regdec_ctdp_control);
REGDEC(regdec_tar);
REGDEC(regdec_misc_pwr);
REGDEC(regdec_pm_enable);
REGDEC(regdec_hwp_caps);
REGDEC(regdec_hwp_req);
REGDEC(regdec_hwp_int);
REGDEC(regdec_hwp_status);
REGDEC(regdec_epb);
REGDEC(regdec_plr);
REGDEC(regdec_plr_core);
REGDEC(regdec_power_ctl);
REGDEC(regdec_cst_cfg);
REGDEC(regdec_demotion);
REGDEC(regdec_irtl);
REGDEC(regdec_rapl_range);
REGDEC(regdec_rapl_unit);
REGDEC(regdec_power_info);
REGDEC(regdec_pkg_limit);
REGDEC(regdec_domain_limit);
REGDEC(regdec_vr_current);
REGDEC(regdec_policy);
REGDEC(regdec_temp_target);
REGDEC(regdec_therm_status);
REGDEC(regdec_therm_int);
REGDEC(regdec_misc_feature);

#endif
