// SPDX-License-Identifier: GPL-2.0-only
/*
 * The start-up report's register and CPUID decoders (decode/regdec.h).  Bit
 * positions: SDM vol. 4 (MSR tables 2-2 onwards) and
 * arch/x86/include/asm/msr-index.h; CPUID: SDM vol. 2A.
 */
#include <string.h>

#include "decode/cstate_limit.h"
#include "decode/freqinv.h"
#include "decode/hwp.h"
#include "decode/platinfo.h"
#include "decode/rapl.h"
#include "decode/limits.h"
#include "decode/regdec.h"
#include "decode/regfields.h"
#include "decode/thermal.h"
#include "decode/trl.h"

int regdec_nhm(const struct reg_ctx *c)
{
	return c->id->vendor == VENDOR_INTEL && c->pf->has_nhm_msrs;
}

/* One turbo level: its ratio, active cores and frequency at the bus clock. */
static void put_level(struct reg_fields *o, const struct reg_ctx *c, int item, unsigned ratio, unsigned cores)
{
	regf_put(o, "ratio", RF_UINT, item)->u = ratio;
	regf_put(o, "active_cores", RF_UINT, item)->u = cores;
	regf_put(o, "mhz", RF_DBL, item)->d = ratio * c->bclk_mhz;
}


/* CPUID(0): EBX, EDX, ECX spell the vendor; EAX the highest basic leaf. */
void regdec_cpuid0(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint32_t w[3] = { r[1], r[3], r[2] };

	(void)raw, (void)c;
	regf_s(o, "vendor", regf_chars(o, 0, w, 3));
	regf_u(o, "max_level", r[0]);
}

/* CPUID(1) EAX: family, model, stepping as the kernel displays them; microcode: IA32_BIOS_SIGN_ID [63:32]. */
void regdec_fms(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t uc;
	int ok = !regset_msr(c->rs, MSR_IA32_UCODE_REV, &uc);

	(void)raw, (void)r;
	regf_u(o, "family", c->id->family);
	regf_u(o, "model", c->id->model);
	regf_u(o, "stepping", c->id->stepping);
	regf_b(o, "microcode_valid", ok);
	regf_u(o, "microcode", ok ? uc >> 32 : 0);
}

void regdec_ext_max(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	regf_u(o, "max_extended_level", r[0]);
}


/* CPUID(1) ECX and EDX feature flags (SDM vol. 2A table 3-10, 3-11). */
static const struct bit_flag cpuid1_flags[] = {
	{ "sse3", 2, 0 }, { "monitor", 2, 3 }, { "smx", 2, 6 }, { "eist", 2, 7 }, { "tm2", 2, 8 },
	{ "hypervisor", 2, 31 }, { "tsc", 3, 4 }, { "msr", 3, 5 }, { "acpi_tm", 3, 22 }, { "ht", 3, 28 },
	{ "tm", 3, 29 },
};

void regdec_cpuid1(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const uint64_t w[4] = { r[0], r[1], r[2], r[3] };

	(void)raw, (void)c;
	REGF_FLAGS(o, w, cpuid1_flags);
}

/* CPUID(0x40000000): EBX, ECX, EDX spell the hypervisor (KVMKVMKVM, VMwareVMware, Microsoft Hv). */
void regdec_hv(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	regf_s(o, "hypervisor", regf_chars(o, 0, &r[1], 3));
}

/* CPUID(6) (SDM vol. 2A, leaf 06H): EAX[0] DTS, [1] turbo, [6] PTM, [7..11] HWP; ECX[0] APERF/MPERF, [3] EPB. */
static const struct bit_flag cpuid6_flags[] = {
	{ "aperf", 2, 0 }, { "turbo", 0, 1 }, { "dts", 0, 0 }, { "ptm", 0, 6 }, { "hwp", 0, 7 },
	{ "hwp_notify", 0, 8 }, { "hwp_window", 0, 9 }, { "hwp_epp", 0, 10 }, { "hwp_pkg", 0, 11 }, { "epb", 2, 3 },
};

void regdec_cpuid6(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const uint64_t w[4] = { r[0], r[1], r[2], r[3] };

	(void)raw, (void)c;
	REGF_FLAGS(o, w, cpuid6_flags);
}

/* IA32_MISC_ENABLE (SDM vol. 4 table 2-2): [3] TM1, [9] prefetch disable, [16] EIST, [18] MONITOR/MWAIT, [38] turbo disable. */
static const struct bit_flag misc_enable_flags[] = {
	{ "tcc", 0, 3 }, { "eist", 0, 16 }, { "mwait", 0, 18 }, { "prefetch_disabled", 0, 9 },
};

void regdec_misc_enable(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	REGF_FLAGS(o, &v, misc_enable_flags);
	regf_b(o, "turbo_disabled", platinfo_misc_turbo_disabled(v));
}

/* CPUID(7) EBX[2] SGX, EDX[15] hybrid. */
void regdec_cpuid7(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	regf_b(o, "sgx", BITV(r[1], 2));
	regf_b(o, "hybrid", BITV(r[3], 15));
}

/* IA32_FEATURE_CONTROL (SDM vol. 4 table 2-2): [0] lock, [18] SGX global enable. */
void regdec_feat_ctl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "locked", BITV(v, 0));
	regf_b(o, "sgx", BITV(v, 18));
}

/*
 * CPUID(0x15): EAX denominator, EBX numerator of the TSC / crystal ratio, ECX
 * crystal Hz (0: the platform's).  turbostat prints the leaf when the EBX it
 * last read is non-zero, which is CPUID(7)'s (CPUID(6)'s below leaf 7).
 */
void regdec_cpuid15(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint32_t prev[4];
	uint64_t crystal = r[2] ? r[2] : (uint64_t)c->pf->crystal_khz * 1000;
	uint64_t tsc = r[0] ? crystal * r[1] / r[0] : 0;

	(void)raw;
	/* upstream: both lines only with a TSC ratio; the TSC line only with a crystal */
	regf_b(o, "_print_leaf", r[1] && regf_cpuid(c, c->id->max_leaf >= 7 ? 7 : 6, prev) && prev[1]);
	regf_b(o, "_print_tsc", r[1] && r[0] && crystal);
	regf_u(o, "eax_crystal", r[0]);
	regf_u(o, "ebx_tsc", r[1]);
	regf_u(o, "ecx_crystal_hz", r[2]);
	regf_u(o, "crystal_hz", crystal);
	regf_u(o, "tsc_mhz", tsc / 1000000);
}

void regdec_cpuid16(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	regf_u(o, "base_mhz", r[0]);
	regf_u(o, "max_mhz", r[1]);
	regf_u(o, "bus_mhz", r[2]);
}

/* MSR_FSB_FREQ [3:0]: the Silvermont bus clock (decode/platinfo.c). */
void regdec_fsb(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_d(o, "bclk_mhz", platinfo_bclk_khz(BCLK_SLM_FSB, v) / 1000.0);
}

/* MSR_PLATFORM_INFO: [15:8] maximum non-turbo ratio, [47:40] maximum efficiency ratio (SDM vol. 4 table 2-25). */
void regdec_platform_info(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_d(o, "bclk_mhz", c->bclk_mhz);
	regf_u(o, "max_efficiency_ratio", platinfo_max_eff_ratio(v));
	regf_d(o, "max_efficiency_mhz", platinfo_max_eff_ratio(v) * c->bclk_mhz);
	regf_u(o, "base_ratio", platinfo_base_ratio(v));
	regf_d(o, "base_mhz", platinfo_base_ratio(v) * c->bclk_mhz);
	regf_b(o, "tcc_offset_programmable", platinfo_tcc_programmable(v));
}

/* Byte k of a ratio register, from the highest, skipping zeros; @counts gives byte k's active cores. */
static void trl_bytes(uint64_t v, uint64_t counts, int first, int last, const struct reg_ctx *c,
		      struct reg_fields *o)
{
	int item = 0;

	regf_d(o, "bclk_mhz", c->bclk_mhz);
	for (int k = first; k >= last; k--)
		if (trl_byte(v, k))
			put_level(o, c, item++, trl_byte(v, k), trl_byte(counts, k));
}

/* MSR_TURBO_RATIO_LIMIT2 (HSW-EP): [15:8] 18 cores, [7:0] 17 cores. */
void regdec_trl2(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	trl_bytes(v, 0x1211, 1, 0, c, o);
}

/* MSR_TURBO_RATIO_LIMIT1 (IVB-EP, HSW-EP): bytes 7..0 = 16..9 cores. */
void regdec_trl1(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	trl_bytes(v, 0x100F0E0D0C0B0A09ull, 7, 0, c, o);
}

/*
 * MSR_TURBO_RATIO_LIMIT or MSR_SECONDARY_TURBO_RATIO_LIMIT: byte k the ratio
 * with k + 1 cores, or, on the group-count parts, with the count in byte k of
 * MSR_TURBO_RATIO_LIMIT1 (SDM vol. 4 table 2-43).
 */
void regdec_trl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t counts = TRL_IMPLICIT_COUNTS;
	int groups = c->pf->trl == TRL_GROUPS;

	(void)r;
	if (groups && regset_msr(c->rs, MSR_TURBO_RATIO_LIMIT1, &counts))
		groups = 0;	/* upstream prints the counts it read; without them, none */
	regf_b(o, "_groups", groups);
	regf_u(o, "core_counts", groups ? counts : TRL_IMPLICIT_COUNTS);
	trl_bytes(v, counts, 7, 0, c, o);
}

/* MSR_ATOM_CORE_RATIOS (0x66A): [5:0] minimum, [13:8] LFM, [21:16] base ratio; printed as 32 bits. */
void regdec_atom_ratios(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_u(o, "raw32", v & 0xFFFFFFFF);
	regf_d(o, "bclk_mhz", c->bclk_mhz);
	regf_u(o, "min_ratio", platinfo_atom_min_ratio(v));
	regf_d(o, "min_mhz", platinfo_atom_min_ratio(v) * c->bclk_mhz);
	regf_u(o, "lfm_ratio", platinfo_atom_lfm_ratio(v));
	regf_d(o, "lfm_mhz", platinfo_atom_lfm_ratio(v) * c->bclk_mhz);
	regf_u(o, "base_ratio", platinfo_atom_base_ratio(v));
	regf_d(o, "base_mhz", platinfo_atom_base_ratio(v) * c->bclk_mhz);
}

/* MSR_ATOM_CORE_TURBO_RATIOS (0x66C): 6-bit ratios for 1..4 active cores, 4 first. */
void regdec_atom_turbo(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	int item = 0;

	(void)r;
	regf_u(o, "raw32", v & 0xFFFFFFFF);
	regf_d(o, "bclk_mhz", c->bclk_mhz);
	for (unsigned cores = 4; cores >= 1; cores--) {
		if (!trl_atom_ratio(v, cores))
			continue;
		regf_put(o, "_one", RF_BOOL, item)->u = cores == 1;	/* "1 active core" */
		put_level(o, c, item++, trl_atom_ratio(v, cores), cores);
	}
}

/* Xeon Phi MSR_TURBO_RATIO_LIMIT: seven buckets, each printed unless its ratio equals the one below. */
void regdec_trl_knl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	unsigned cores[7], ratio[7];
	int item = 0;

	(void)r;
	trl_knl_first(v, &cores[0], &ratio[0]);
	for (int b = 1; b < 7; b++) {
		unsigned dc, dr;

		trl_knl_delta(v, b, &dc, &dr);
		cores[b] = cores[b - 1] + dc;
		ratio[b] = ratio[b - 1] - dr;
	}
	regf_d(o, "bclk_mhz", c->bclk_mhz);
	for (int b = 6; b >= 0; b--)
		if (b == 0 || ratio[b] != ratio[b - 1])
			put_level(o, c, item++, ratio[b], cores[b]);
}

void regdec_ctdp_nominal(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_u(o, "base_ratio", platinfo_ctdp_nominal_ratio(v));
}

/* CONFIG_TDP_LEVEL_1/2: [14:0] TDP, [23:16] ratio, [46:32] max power, [62:48] min power (power units). */
void regdec_ctdp_level(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "_nonzero", v);
	regf_u(o, "min_power", platinfo_ctdp_level_min_power(v));
	regf_u(o, "max_power", platinfo_ctdp_level_max_power(v));
	regf_u(o, "ratio", platinfo_ctdp_level_ratio(v));
	regf_u(o, "tdp", platinfo_ctdp_level_tdp(v));
}

void regdec_ctdp_control(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_u(o, "level", platinfo_ctdp_control_level(v));
	regf_u(o, "lock", platinfo_lock_bit31(v));
}

void regdec_tar(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_u(o, "max_non_turbo_ratio", platinfo_tar_ratio(v));
	regf_u(o, "lock", platinfo_lock_bit31(v));
}

/* MSR_MISC_PWR_MGMT (SDM vol. 4, Nehalem table): [0] EIST hardware coordination disable, [1] EPB enable, [8] OOB. */
void regdec_misc_pwr(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "eist_coordination_disabled", BITV(v, 0));
	regf_b(o, "epb_enabled", BITV(v, 1));
	regf_b(o, "oob_enabled", BITV(v, 8));
}

void regdec_pm_enable(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "hwp_enabled", BITV(v, 0));
}

void regdec_hwp_caps(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	struct hwp_caps h;

	(void)r, (void)c;
	hwp_caps_decode(v, &h);
	regf_u(o, "highest", h.highest);
	regf_u(o, "guaranteed", h.guaranteed);
	regf_u(o, "efficient", h.efficient);
	regf_u(o, "lowest", h.lowest);
}

/*
 * IA32_HWP_REQUEST and _PKG (decode/hwp.c).  turbostat masks the 10-bit
 * activity window [41:32] with 0xff3; its line keeps that (_window_ts).
 */
void regdec_hwp_req(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	struct hwp_request h;

	(void)r, (void)c;
	hwp_request_decode(v, &h);
	regf_u(o, "min", h.min);
	regf_u(o, "max", h.max);
	regf_u(o, "desired", h.desired);
	regf_u(o, "epp", h.epp);
	regf_u(o, "window", h.window);
	regf_u(o, "_window_ts", (v >> 32) & 0xff3);
	regf_u(o, "package", h.package);
}

/* IA32_HWP_INTERRUPT: [0] guaranteed performance change, [1] excursion to minimum (SDM vol. 3B 15.4.6). */
void regdec_hwp_int(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "guaranteed_change", BITV(v, 0));
	regf_b(o, "excursion_min", BITV(v, 1));
}

/* IA32_HWP_STATUS: [0] guaranteed performance change, [2] excursion to minimum (SDM vol. 3B 15.4.5). */
void regdec_hwp_status(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "guaranteed_change", BITV(v, 0));
	regf_b(o, "excursion_min", BITV(v, 2));
}

/* IA32_ENERGY_PERF_BIAS [3:0]: 0 performance, 6 balanced (ENERGY_PERF_BIAS_NORMAL), 15 powersave. */
void regdec_epb(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	unsigned e = v & 0xF;

	(void)r, (void)c;
	regf_u(o, "epb", e);
	regf_s(o, "policy", e == 0 ? "performance" : e == 6 ? "balanced" : e == 15 ? "powersave" : "custom");
}

/*
 * MSR_CORE/GFX/RING_PERF_LIMIT_REASONS (SDM vol. 4 table 2-29, Haswell):
 * bits [15:0] status, the same reason at +16 its sticky log.
 */

/* Each bit of decode/limits.c's table, and its log bit: "pl1", "pl1_log"... */
void regdec_plr(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	for (size_t i = 0; i < limit_nbits; i++) {
		regf_b(o, limit_bits[i].field, BITV(v, limit_bits[i].bit));
		regf_b(o, limit_bits[i].field_log, BITV(v, limit_bits[i].bit + 16));
	}
}

/*
 * MSR_CORE_PERF_LIMIT_REASONS: turbostat's fields as above, and for our own
 * name one item per bit of the part's layout (decode/limits.c): its reason,
 * whether active, whether logged.
 */
void regdec_plr_core(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const struct limits_layout *l = c ? limits_layout(c->pf->plr_layout) : NULL;

	regdec_plr(v, r, c, o);
	for (size_t i = 0; l && i < l->nbits; i++) {
		regf_put(o, "reason", RF_STR, (int)i)->s = l->bits[i].field;
		regf_put(o, "active", RF_BOOL, (int)i)->u = BITV(v, l->bits[i].bit);
		regf_put(o, "logged", RF_BOOL, (int)i)->u = BITV(v, l->bits[i].bit + 16);
	}
}

/* IA32_POWER_CTL (SDM vol. 4 table 2-2x): [1] C1E enable, [30] C-state pre-wake disable. */
void regdec_power_ctl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_b(o, "c1e_promotion", BITV(v, 1));
	regf_b(o, "_has_prewake", c->pf->has_cst_prewake);
	regf_b(o, "prewake_disabled", BITV(v, 30));
}

/* turbostat's pkg_cstate_limit_strings[], in enum pcl order */
static const char *const pcl_names[] = {
	"unknown", "reserved", "pc0", "pc1", "pc2", "pc3", "pc4", "pc6", "pc6n", "pc6r", "pc7", "pc7s",
	"pc8", "pc9", "pc10", "unlimited",
};

/*
 * MSR_PKG_CST_CONFIG_CONTROL: [3:0] package C-state limit (decode/cstate_limit.c),
 * [15] lock, [16] automatic C-state conversion, [25]/[26] C3/C1 auto-demotion,
 * [27]/[28] C3/C1 undemotion (SDM vol. 4 tables 2-6, 2-20).
 */
void regdec_cst_cfg(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_b(o, "c3_undemote", BITV(v, 27));
	regf_b(o, "c1_undemote", BITV(v, 28));
	regf_b(o, "c3_demote", BITV(v, 25));
	regf_b(o, "c1_demote", BITV(v, 26));
	regf_b(o, "locked", BITV(v, 15));
	regf_u(o, "limit_code", v & 0xF);
	regf_s(o, "limit", pcl_names[cstate_limit_decode(c->pf->pkg_cstate_limit_table, v)]);
	regf_b(o, "_has_auto_convert", c->pf->has_cst_auto_convert);
	regf_b(o, "auto_convert", BITV(v, 16));
}

/* MSR_CC6/MC6_DEMOTION_POLICY_CONFIG [0]: demotion enabled (Silvermont). */
void regdec_demotion(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "enabled", BITV(v, 0));
}

/* Package C-state interrupt response time limit: [9:0] value, [12:10] unit (1 ns .. 32 us), [15] valid. */
void regdec_irtl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	static const uint64_t unit_ns[] = { 1, 32, 1024, 32768, 1048576, 33554432, 0, 0 };

	(void)r, (void)c;
	regf_b(o, "valid", BITV(v, 15));
	/* turbostat indexes its table with [11:10] only; so do we, to print its number */
	regf_u(o, "ns", (v & 0x3FF) * unit_ns[(v >> 10) & 0x3]);
}

/* The counter range turbostat works out from the energy unit and TDP (rapl_probe_intel()). */
void regdec_rapl_range(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)v, (void)r;
	regf_d(o, "range_s", c->rapl_range_s);
	regf_d(o, "tdp_w", c->rapl_tdp_w);
}

/* MSR_RAPL_POWER_UNIT / AMD MSRC001_0299: units as decode/rapl.c worked them out for this part. */
void regdec_rapl_unit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)v, (void)r;
	regf_d(o, "power_w", c->power_w);
	regf_d(o, "energy_j", c->energy_j);
	regf_d(o, "time_s", c->time_s);
}

/* PKG/DRAM_POWER_INFO: [14:0] thermal spec power, [30:16] min, [46:32] max, [53:48] max window (SDM vol. 4 table 2-22). */
void regdec_power_info(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_d(o, "tdp_w", (v & 0x7FFF) * c->power_w);
	regf_d(o, "min_w", ((v >> 16) & 0x7FFF) * c->power_w);
	regf_d(o, "max_w", ((v >> 32) & 0x7FFF) * c->power_w);
	regf_d(o, "window_s", ((v >> 48) & 0x3F) * c->time_s);
}

/* One power limit at bit @at: [14:0] power, [15] enable, [16] clamp, window (1 + [23:22]/4) * 2^[21:17] time units. */
static void put_limit(uint64_t v, int at, const char *p, const char *w, const char *en, const char *cl,
		      const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t l = v >> at;

	regf_b(o, en, BITV(l, 15));
	regf_d(o, p, (l & 0x7FFF) * c->power_w);
	regf_d(o, w, (1.0 + ((l >> 22) & 0x3) / 4.0) * (double)(1u << ((l >> 17) & 0x1F)) * c->time_s);
	regf_b(o, cl, BITV(l, 16));
}

/* MSR_PKG_POWER_LIMIT: limit #1 at [23:0], #2 at [55:32], lock [63] (SDM vol. 4 table 2-22). */
void regdec_pkg_limit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_b(o, "locked", BITV(v, 63));
	put_limit(v, 0, "pl1_w", "pl1_window_s", "pl1_enabled", "pl1_clamp", c, o);
	put_limit(v, 32, "pl2_w", "pl2_window_s", "pl2_enabled", "pl2_clamp", c, o);
}

/* DRAM, PP0, PP1 power limit: one limit at [23:0], lock [31]. */
void regdec_domain_limit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_b(o, "locked", BITV(v, 31));
	put_limit(v, 0, "limit_w", "window_s", "enabled", "clamp", c, o);
}

/* MSR_VR_CURRENT_CONFIG: [12:0] PL4 current limit, which turbostat scales by the power unit; [31] lock. */
void regdec_vr_current(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_d(o, "pl4_w", (v & 0x1FFF) * c->power_w);
	regf_b(o, "locked", BITV(v, 31));
}

/* MSR_PP0/PP1_POLICY [4:0]: priority; turbostat prints [3:0]. */
void regdec_policy(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_u(o, "priority", v & 0xF);
}

/*
 * MSR_IA32_TEMPERATURE_TARGET: [23:16] TCC activation temperature, [29:24]
 * its offset where MSR_PLATFORM_INFO [30] says it is programmable (SDM
 * vol. 4 table 2-25); turbostat's tjMax stays [23:16].  --TCC gives
 * upstream's other line; a guessed TjMax is said once a temperature is
 * shown (measure/session.c session_tjmax_guess()).
 */
void regdec_temp_target(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t v, pi;
	int err = regset_msr(c->rs, MSR_IA32_TEMPERATURE_TARGET, &v);
	unsigned bits = c->pf->tcc_offset_bits;
	unsigned dflt = err ? 0 : (unsigned)thermal_tjmax_field(v);
	unsigned off = bits ? (unsigned)(v >> 24) & ((1u << bits) - 1) : 0;
	int prog = bits && !regset_msr(c->rs, MSR_PLATFORM_INFO, &pi) && platinfo_tcc_programmable(pi);

	(void)raw, (void)r;
	regf_b(o, "_override", c->tcc_override);
	regf_b(o, "_read", !c->tcc_override && !err && regdec_nhm(c));
	regf_b(o, "_offset", prog);
	regf_u(o, "tcc_default", dflt);
	regf_u(o, "tcc_offset", prog ? off : 0);
	regf_i(o, "tcc_c", (long long)dflt - (prog ? off : 0));
	regf_u(o, "tjmax", (unsigned)c->tjmax);
}

/* IA32_(PACKAGE_)THERM_STATUS: [22:16] degrees below tjMax, [30:27] resolution (SDM vol. 4 table 2-2). */
void regdec_therm_status(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_i(o, "temp_c", c->tjmax - thermal_readout(v));
	regf_u(o, "resolution", (v >> 27) & 0xF);
}

/* IA32_(PACKAGE_)THERM_INTERRUPT: threshold #1 [14:8], #2 [22:16], degrees below tjMax. */
void regdec_therm_int(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	regf_i(o, "threshold2_c", c->tjmax - thermal_readout(v));
	regf_i(o, "threshold1_c", c->tjmax - thermal_readout(v << 8));	/* [14:8] moved to [22:16] */
}

/*
 * MSR_MISC_FEATURE_CONTROL (SDM vol. 4 table 2-20): [0] L2 hardware prefetcher,
 * [1] L2 adjacent line, [2] DCU (L1) prefetcher, [3] DCU IP prefetcher, each a
 * disable bit.  turbostat tests (0 << 0), (1 << 0), (2 << 0), (3 << 0):
 * its line is kept from those (_ts*), ours names the bits.
 */
void regdec_misc_feature(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	regf_b(o, "l2_prefetch_disabled", BITV(v, 0));
	regf_b(o, "l2_adjacent_disabled", BITV(v, 1));
	regf_b(o, "l1_prefetch_disabled", BITV(v, 2));
	regf_b(o, "l1_ip_prefetch_disabled", BITV(v, 3));
	regf_b(o, "_ts0", 0);
	regf_b(o, "_ts1", v & 1);
	regf_b(o, "_ts2", v & 2);
	regf_b(o, "_ts3", v & 3);
}
