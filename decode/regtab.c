// SPDX-License-Identifier: GPL-2.0-only
/*
 * The start-up report's register table (decode/regtab.h).  Rows follow the
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
#include "decode/regtab.h"
#include "decode/thermal.h"
#include "decode/trl.h"

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
#define MSR_GFX_PERF_LIMIT_REASONS	0x6B0
#define MSR_RING_PERF_LIMIT_REASONS	0x6B1
#define MSR_HWP_REQUEST_PKG		0x772
#define MSR_HWP_INTERRUPT		0x773
#define MSR_HWP_STATUS			0x777
#define CPUID_HV_LEAF			0x40000000

#define BITV(v, n) (((v) >> (n)) & 1)

/* ---- field builders ---- */

static struct reg_field *put(struct reg_fields *o, const char *name, enum rf_kind k, int item)
{
	if (o->n == REG_MAX_FIELDS)
		return &o->f[REG_MAX_FIELDS - 1];	/* a full set keeps its last slot: tests hold every row under the cap */
	struct reg_field *f = &o->f[o->n++];

	*f = (struct reg_field){ .name = name, .kind = k, .item = item };
	if (item >= o->nitems)
		o->nitems = item + 1;
	return f;
}

static void put_u(struct reg_fields *o, const char *name, uint64_t v)
{
	put(o, name, RF_UINT, -1)->u = v;
}

/* A signed value (a temperature below zero) kept in the unsigned slot; printed with %d. */
static void put_i(struct reg_fields *o, const char *name, long long v)
{
	put(o, name, RF_UINT, -1)->u = (uint64_t)v;
}

static void put_b(struct reg_fields *o, const char *name, uint64_t v)
{
	put(o, name, RF_BOOL, -1)->u = v != 0;
}

static void put_d(struct reg_fields *o, const char *name, double v)
{
	put(o, name, RF_DBL, -1)->d = v;
}

/* A string; NULL when its file did not read. */
static void put_s(struct reg_fields *o, const char *name, const char *s)
{
	struct reg_field *f = put(o, name, RF_STR, -1);

	f->s = s ? s : "";
	f->null = !s;
}

/* A number from a file's text, null when the file did not read. */
static void put_text_u(struct reg_fields *o, const char *name, const char *text)
{
	struct reg_field *f = put(o, name, RF_UINT, -1);

	f->u = text ? strtoull(text, NULL, 10) : 0;
	f->null = !text;
}

/* @n bytes of CPUID registers as text, stopping at a NUL, into the set's string room @slot. */
static const char *put_chars(struct reg_fields *o, int slot, const uint32_t *words, int nwords)
{
	char *s = o->str[slot];
	int k = 0;

	for (int w = 0; w < nwords; w++)
		for (int b = 0; b < 4; b++) {
			char ch = (char)((words[w] >> (8 * b)) & 0xFF);

			if (ch && k < REG_STR_BYTES - 1)
				s[k++] = ch;
		}
	s[k] = 0;
	return s;
}

/* One turbo level: its ratio, active cores and frequency at the bus clock. */
static void put_level(struct reg_fields *o, const struct reg_ctx *c, int item, unsigned ratio, unsigned cores)
{
	put(o, "ratio", RF_UINT, item)->u = ratio;
	put(o, "active_cores", RF_UINT, item)->u = cores;
	put(o, "mhz", RF_DBL, item)->d = ratio * c->bclk_mhz;
}

static int leaf(const struct reg_ctx *c, uint32_t l, uint32_t r[4])
{
	return regset_cpuid(c->rs, l, 0, r) == 0;
}

/* ---- presence: upstream's tests ---- */

static int intel(const struct reg_ctx *c) { return c->id->vendor == VENDOR_INTEL; }
static int always(const struct reg_ctx *c) { (void)c; return 1; }
static int nhm(const struct reg_ctx *c) { return intel(c) && c->pf->has_nhm_msrs; }
static int hv(const struct reg_ctx *c) { return c->id->hypervisor; }
static int leaf7(const struct reg_ctx *c) { return c->id->max_leaf >= 7; }
static int leaf15(const struct reg_ctx *c) { return c->id->max_leaf >= 0x15; }
static int leaf16(const struct reg_ctx *c) { return c->id->max_leaf >= 0x16; }

static int sgx(const struct reg_ctx *c)
{
	uint32_t r[4];

	return intel(c) && leaf7(c) && leaf(c, 7, r) && BITV(r[1], 2);	/* CPUID.7.EBX[2] SGX */
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

	return leaf(c, 6, r) && BITV(r[reg], bit);
}

static int hwp_pkg(const struct reg_ctx *c) { return hwp_on(c) && cpuid6(c, 0, 11); }
static int hwp_notify(const struct reg_ctx *c) { return hwp_on(c) && cpuid6(c, 0, 8); }
static int epb(const struct reg_ctx *c) { return cpuid6(c, 2, 3); }
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

/* set_temperature_target(): tjMax serves the DTS or PTM readouts; our own name without --debug: when read */
static int temp_target(const struct reg_ctx *c)
{
	return (c->id->has_dts || c->id->has_pts) && (c->full || c->temps_read);
}

static int ptm(const struct reg_ctx *c) { return intel(c) && c->id->has_pts; }
static int dts(const struct reg_ctx *c) { return intel(c) && c->id->has_dts; }
static int misc_feature(const struct reg_ctx *c) { return intel(c) && c->pf->has_misc_feature_control; }

/* ---- decoders ---- */

/* CPUID(0): EBX, EDX, ECX spell the vendor; EAX the highest basic leaf. */
static void d_cpuid0(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint32_t w[3] = { r[1], r[3], r[2] };

	(void)raw, (void)c;
	put_s(o, "vendor", put_chars(o, 0, w, 3));
	put_u(o, "max_level", r[0]);
}

/* CPUID(1) EAX: family, model, stepping as the kernel displays them; microcode: IA32_BIOS_SIGN_ID [63:32]. */
static void d_fms(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t uc;
	int ok = !regset_msr(c->rs, MSR_IA32_UCODE_REV, &uc);

	(void)raw, (void)r;
	put_u(o, "family", c->id->family);
	put_u(o, "model", c->id->model);
	put_u(o, "stepping", c->id->stepping);
	put_b(o, "microcode_valid", ok);
	put_u(o, "microcode", ok ? uc >> 32 : 0);
}

static void d_ext_max(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	put_u(o, "max_extended_level", r[0]);
}

/* A flag: bit @bit of word @word (CPUID EAX..EDX as 0..3; an MSR is word 0). */
struct bit_flag {
	const char *name;
	unsigned char word, bit;
};

static void put_flags(struct reg_fields *o, const uint64_t *w, const struct bit_flag *f, size_t n)
{
	for (size_t i = 0; i < n; i++)
		put_b(o, f[i].name, BITV(w[f[i].word], f[i].bit));
}

#define PUT_FLAGS(o, w, table) put_flags(o, w, table, sizeof(table) / sizeof(table[0]))

/* CPUID(1) ECX and EDX feature flags (SDM vol. 2A table 3-10, 3-11). */
static const struct bit_flag cpuid1_flags[] = {
	{ "sse3", 2, 0 }, { "monitor", 2, 3 }, { "smx", 2, 6 }, { "eist", 2, 7 }, { "tm2", 2, 8 },
	{ "hypervisor", 2, 31 }, { "tsc", 3, 4 }, { "msr", 3, 5 }, { "acpi_tm", 3, 22 }, { "ht", 3, 28 },
	{ "tm", 3, 29 },
};

static void d_cpuid1(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const uint64_t w[4] = { r[0], r[1], r[2], r[3] };

	(void)raw, (void)c;
	PUT_FLAGS(o, w, cpuid1_flags);
}

/* CPUID(0x40000000): EBX, ECX, EDX spell the hypervisor (KVMKVMKVM, VMwareVMware, Microsoft Hv). */
static void d_hv(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	put_s(o, "hypervisor", put_chars(o, 0, &r[1], 3));
}

/* CPUID(6) (SDM vol. 2A, leaf 06H): EAX[0] DTS, [1] turbo, [6] PTM, [7..11] HWP; ECX[0] APERF/MPERF, [3] EPB. */
static const struct bit_flag cpuid6_flags[] = {
	{ "aperf", 2, 0 }, { "turbo", 0, 1 }, { "dts", 0, 0 }, { "ptm", 0, 6 }, { "hwp", 0, 7 },
	{ "hwp_notify", 0, 8 }, { "hwp_window", 0, 9 }, { "hwp_epp", 0, 10 }, { "hwp_pkg", 0, 11 }, { "epb", 2, 3 },
};

static void d_cpuid6(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const uint64_t w[4] = { r[0], r[1], r[2], r[3] };

	(void)raw, (void)c;
	PUT_FLAGS(o, w, cpuid6_flags);
}

/* IA32_MISC_ENABLE (SDM vol. 4 table 2-2): [3] TM1, [9] prefetch disable, [16] EIST, [18] MONITOR/MWAIT, [38] turbo disable. */
static const struct bit_flag misc_enable_flags[] = {
	{ "tcc", 0, 3 }, { "eist", 0, 16 }, { "mwait", 0, 18 }, { "prefetch_disabled", 0, 9 },
};

static void d_misc_enable(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	PUT_FLAGS(o, &v, misc_enable_flags);
	put_b(o, "turbo_disabled", platinfo_misc_turbo_disabled(v));
}

/* CPUID(7) EBX[2] SGX, EDX[15] hybrid. */
static void d_cpuid7(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	put_b(o, "sgx", BITV(r[1], 2));
	put_b(o, "hybrid", BITV(r[3], 15));
}

/* IA32_FEATURE_CONTROL (SDM vol. 4 table 2-2): [0] lock, [18] SGX global enable. */
static void d_feat_ctl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "locked", BITV(v, 0));
	put_b(o, "sgx", BITV(v, 18));
}

/*
 * CPUID(0x15): EAX denominator, EBX numerator of the TSC / crystal ratio, ECX
 * crystal Hz (0: the platform's).  turbostat prints the leaf when the EBX it
 * last read is non-zero, which is CPUID(7)'s (CPUID(6)'s below leaf 7).
 */
static void d_cpuid15(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint32_t prev[4];
	uint64_t crystal = r[2] ? r[2] : (uint64_t)c->pf->crystal_khz * 1000;
	uint64_t tsc = r[0] ? crystal * r[1] / r[0] : 0;

	(void)raw;
	/* upstream: both lines only with a TSC ratio; the TSC line only with a crystal */
	put_b(o, "_print_leaf", r[1] && leaf(c, leaf7(c) ? 7 : 6, prev) && prev[1]);
	put_b(o, "_print_tsc", r[1] && r[0] && crystal);
	put_u(o, "eax_crystal", r[0]);
	put_u(o, "ebx_tsc", r[1]);
	put_u(o, "ecx_crystal_hz", r[2]);
	put_u(o, "crystal_hz", crystal);
	put_u(o, "tsc_mhz", tsc / 1000000);
}

static void d_cpuid16(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)c;
	put_u(o, "base_mhz", r[0]);
	put_u(o, "max_mhz", r[1]);
	put_u(o, "bus_mhz", r[2]);
}

/* MSR_FSB_FREQ [3:0]: the Silvermont bus clock (decode/platinfo.c). */
static void d_fsb(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_d(o, "bclk_mhz", platinfo_bclk_khz(BCLK_SLM_FSB, v) / 1000.0);
}

/* MSR_PLATFORM_INFO: [15:8] maximum non-turbo ratio, [47:40] maximum efficiency ratio (SDM vol. 4 table 2-25). */
static void d_platform_info(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_d(o, "bclk_mhz", c->bclk_mhz);
	put_u(o, "max_efficiency_ratio", platinfo_max_eff_ratio(v));
	put_d(o, "max_efficiency_mhz", platinfo_max_eff_ratio(v) * c->bclk_mhz);
	put_u(o, "base_ratio", platinfo_base_ratio(v));
	put_d(o, "base_mhz", platinfo_base_ratio(v) * c->bclk_mhz);
	put_b(o, "tcc_offset_programmable", platinfo_tcc_programmable(v));
}

/* Byte k of a ratio register, from the highest, skipping zeros; @counts gives byte k's active cores. */
static void trl_bytes(uint64_t v, uint64_t counts, int first, int last, const struct reg_ctx *c,
		      struct reg_fields *o)
{
	int item = 0;

	put_d(o, "bclk_mhz", c->bclk_mhz);
	for (int k = first; k >= last; k--)
		if (trl_byte(v, k))
			put_level(o, c, item++, trl_byte(v, k), trl_byte(counts, k));
}

/* MSR_TURBO_RATIO_LIMIT2 (HSW-EP): [15:8] 18 cores, [7:0] 17 cores. */
static void d_trl2(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	trl_bytes(v, 0x1211, 1, 0, c, o);
}

/* MSR_TURBO_RATIO_LIMIT1 (IVB-EP, HSW-EP): bytes 7..0 = 16..9 cores. */
static void d_trl1(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	trl_bytes(v, 0x100F0E0D0C0B0A09ull, 7, 0, c, o);
}

/*
 * MSR_TURBO_RATIO_LIMIT or MSR_SECONDARY_TURBO_RATIO_LIMIT: byte k the ratio
 * with k + 1 cores, or, on the group-count parts, with the count in byte k of
 * MSR_TURBO_RATIO_LIMIT1 (SDM vol. 4 table 2-43).
 */
static void d_trl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t counts = TRL_IMPLICIT_COUNTS;
	int groups = c->pf->trl == TRL_GROUPS;

	(void)r;
	if (groups && regset_msr(c->rs, MSR_TURBO_RATIO_LIMIT1, &counts))
		groups = 0;	/* upstream prints the counts it read; without them, none */
	put_b(o, "_groups", groups);
	put_u(o, "core_counts", groups ? counts : TRL_IMPLICIT_COUNTS);
	trl_bytes(v, counts, 7, 0, c, o);
}

/* MSR_ATOM_CORE_RATIOS (0x66A): [5:0] minimum, [13:8] LFM, [21:16] base ratio; printed as 32 bits. */
static void d_atom_ratios(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_u(o, "raw32", v & 0xFFFFFFFF);
	put_d(o, "bclk_mhz", c->bclk_mhz);
	put_u(o, "min_ratio", platinfo_atom_min_ratio(v));
	put_d(o, "min_mhz", platinfo_atom_min_ratio(v) * c->bclk_mhz);
	put_u(o, "lfm_ratio", platinfo_atom_lfm_ratio(v));
	put_d(o, "lfm_mhz", platinfo_atom_lfm_ratio(v) * c->bclk_mhz);
	put_u(o, "base_ratio", platinfo_atom_base_ratio(v));
	put_d(o, "base_mhz", platinfo_atom_base_ratio(v) * c->bclk_mhz);
}

/* MSR_ATOM_CORE_TURBO_RATIOS (0x66C): 6-bit ratios for 1..4 active cores, 4 first. */
static void d_atom_turbo(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	int item = 0;

	(void)r;
	put_u(o, "raw32", v & 0xFFFFFFFF);
	put_d(o, "bclk_mhz", c->bclk_mhz);
	for (unsigned cores = 4; cores >= 1; cores--) {
		if (!trl_atom_ratio(v, cores))
			continue;
		put(o, "_one", RF_BOOL, item)->u = cores == 1;	/* "1 active core" */
		put_level(o, c, item++, trl_atom_ratio(v, cores), cores);
	}
}

/* Xeon Phi MSR_TURBO_RATIO_LIMIT: seven buckets, each printed unless its ratio equals the one below. */
static void d_trl_knl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
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
	put_d(o, "bclk_mhz", c->bclk_mhz);
	for (int b = 6; b >= 0; b--)
		if (b == 0 || ratio[b] != ratio[b - 1])
			put_level(o, c, item++, ratio[b], cores[b]);
}

static void d_ctdp_nominal(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_u(o, "base_ratio", platinfo_ctdp_nominal_ratio(v));
}

/* CONFIG_TDP_LEVEL_1/2: [14:0] TDP, [23:16] ratio, [46:32] max power, [62:48] min power (power units). */
static void d_ctdp_level(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "_nonzero", v);
	put_u(o, "min_power", platinfo_ctdp_level_min_power(v));
	put_u(o, "max_power", platinfo_ctdp_level_max_power(v));
	put_u(o, "ratio", platinfo_ctdp_level_ratio(v));
	put_u(o, "tdp", platinfo_ctdp_level_tdp(v));
}

static void d_ctdp_control(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_u(o, "level", platinfo_ctdp_control_level(v));
	put_u(o, "lock", platinfo_lock_bit31(v));
}

static void d_tar(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_u(o, "max_non_turbo_ratio", platinfo_tar_ratio(v));
	put_u(o, "lock", platinfo_lock_bit31(v));
}

/* MSR_MISC_PWR_MGMT (SDM vol. 4, Nehalem table): [0] EIST hardware coordination disable, [1] EPB enable, [8] OOB. */
static void d_misc_pwr(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "eist_coordination_disabled", BITV(v, 0));
	put_b(o, "epb_enabled", BITV(v, 1));
	put_b(o, "oob_enabled", BITV(v, 8));
}

static void d_pm_enable(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "hwp_enabled", BITV(v, 0));
}

static void d_hwp_caps(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	struct hwp_caps h;

	(void)r, (void)c;
	hwp_caps_decode(v, &h);
	put_u(o, "highest", h.highest);
	put_u(o, "guaranteed", h.guaranteed);
	put_u(o, "efficient", h.efficient);
	put_u(o, "lowest", h.lowest);
}

/*
 * IA32_HWP_REQUEST and _PKG (decode/hwp.c).  turbostat masks the 10-bit
 * activity window [41:32] with 0xff3; its line keeps that (_window_ts).
 */
static void d_hwp_req(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	struct hwp_request h;

	(void)r, (void)c;
	hwp_request_decode(v, &h);
	put_u(o, "min", h.min);
	put_u(o, "max", h.max);
	put_u(o, "desired", h.desired);
	put_u(o, "epp", h.epp);
	put_u(o, "window", h.window);
	put_u(o, "_window_ts", (v >> 32) & 0xff3);
	put_u(o, "package", h.package);
}

/* IA32_HWP_INTERRUPT: [0] guaranteed performance change, [1] excursion to minimum (SDM vol. 3B 15.4.6). */
static void d_hwp_int(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "guaranteed_change", BITV(v, 0));
	put_b(o, "excursion_min", BITV(v, 1));
}

/* IA32_HWP_STATUS: [0] guaranteed performance change, [2] excursion to minimum (SDM vol. 3B 15.4.5). */
static void d_hwp_status(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "guaranteed_change", BITV(v, 0));
	put_b(o, "excursion_min", BITV(v, 2));
}

/* IA32_ENERGY_PERF_BIAS [3:0]: 0 performance, 6 balanced (ENERGY_PERF_BIAS_NORMAL), 15 powersave. */
static void d_epb(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	unsigned e = v & 0xF;

	(void)r, (void)c;
	put_u(o, "epb", e);
	put_s(o, "policy", e == 0 ? "performance" : e == 6 ? "balanced" : e == 15 ? "powersave" : "custom");
}

/*
 * MSR_CORE/GFX/RING_PERF_LIMIT_REASONS (SDM vol. 4 table 2-29, Haswell):
 * bits [15:0] status, the same reason at +16 its sticky log.
 */
static const struct { const char *name, *log; int bit; } plr_bits[] = {
	{ "prochot", "prochot_log", 0 },		/* PROCHOT# */
	{ "thermal", "thermal_log", 1 },		/* thermal status */
	{ "bit2", "bit2_log", 2 },
	{ "graphics", "graphics_log", 4 },		/* graphics driver */
	{ "autonomous", "autonomous_log", 5 },		/* autonomous utilization-based frequency control */
	{ "vr_thermal", "vr_thermal_log", 6 },		/* VR therm alert */
	{ "edp", "edp_log", 8 },			/* electrical design point (current) */
	{ "domain_power", "domain_power_log", 9 },	/* core (GFX: graphics) power limiting */
	{ "pl1", "pl1_log", 10 },			/* package power limit 1 */
	{ "pl2", "pl2_log", 11 },			/* package power limit 2 */
	{ "max_turbo", "max_turbo_log", 12 },		/* multi-core turbo limit */
	{ "transitions", "transitions_log", 13 },	/* turbo transition attenuation */
	{ "bit14", "bit14_log", 14 },
	{ "bit15", "bit15_log", 15 },
};

static void d_plr(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	for (size_t i = 0; i < sizeof(plr_bits) / sizeof(plr_bits[0]); i++) {
		put_b(o, plr_bits[i].name, BITV(v, plr_bits[i].bit));
		put_b(o, plr_bits[i].log, BITV(v, plr_bits[i].bit + 16));
	}
}

/* IA32_POWER_CTL (SDM vol. 4 table 2-2x): [1] C1E enable, [30] C-state pre-wake disable. */
static void d_power_ctl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_b(o, "c1e_promotion", BITV(v, 1));
	put_b(o, "_has_prewake", c->pf->has_cst_prewake);
	put_b(o, "prewake_disabled", BITV(v, 30));
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
static void d_cst_cfg(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_b(o, "c3_undemote", BITV(v, 27));
	put_b(o, "c1_undemote", BITV(v, 28));
	put_b(o, "c3_demote", BITV(v, 25));
	put_b(o, "c1_demote", BITV(v, 26));
	put_b(o, "locked", BITV(v, 15));
	put_u(o, "limit_code", v & 0xF);
	put_s(o, "limit", pcl_names[cstate_limit_decode(c->pf->pkg_cstate_limit_table, v)]);
	put_b(o, "_has_auto_convert", c->pf->has_cst_auto_convert);
	put_b(o, "auto_convert", BITV(v, 16));
}

/* MSR_CC6/MC6_DEMOTION_POLICY_CONFIG [0]: demotion enabled (Silvermont). */
static void d_demotion(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "enabled", BITV(v, 0));
}

/* Package C-state interrupt response time limit: [9:0] value, [12:10] unit (1 ns .. 32 us), [15] valid. */
static void d_irtl(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	static const uint64_t unit_ns[] = { 1, 32, 1024, 32768, 1048576, 33554432, 0, 0 };

	(void)r, (void)c;
	put_b(o, "valid", BITV(v, 15));
	/* turbostat indexes its table with [11:10] only; so do we, to print its number */
	put_u(o, "ns", (v & 0x3FF) * unit_ns[(v >> 10) & 0x3]);
}

/* The counter range turbostat works out from the energy unit and TDP (rapl_probe_intel()). */
static void d_rapl_range(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)v, (void)r;
	put_d(o, "range_s", c->rapl_range_s);
	put_d(o, "tdp_w", c->rapl_tdp_w);
}

/* MSR_RAPL_POWER_UNIT / AMD MSRC001_0299: units as decode/rapl.c worked them out for this part. */
static void d_rapl_unit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)v, (void)r;
	put_d(o, "power_w", c->power_w);
	put_d(o, "energy_j", c->energy_j);
	put_d(o, "time_s", c->time_s);
}

/* PKG/DRAM_POWER_INFO: [14:0] thermal spec power, [30:16] min, [46:32] max, [53:48] max window (SDM vol. 4 table 2-22). */
static void d_power_info(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_d(o, "tdp_w", (v & 0x7FFF) * c->power_w);
	put_d(o, "min_w", ((v >> 16) & 0x7FFF) * c->power_w);
	put_d(o, "max_w", ((v >> 32) & 0x7FFF) * c->power_w);
	put_d(o, "window_s", ((v >> 48) & 0x3F) * c->time_s);
}

/* One power limit at bit @at: [14:0] power, [15] enable, [16] clamp, window (1 + [23:22]/4) * 2^[21:17] time units. */
static void put_limit(uint64_t v, int at, const char *p, const char *w, const char *en, const char *cl,
		      const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t l = v >> at;

	put_b(o, en, BITV(l, 15));
	put_d(o, p, (l & 0x7FFF) * c->power_w);
	put_d(o, w, (1.0 + ((l >> 22) & 0x3) / 4.0) * (double)(1u << ((l >> 17) & 0x1F)) * c->time_s);
	put_b(o, cl, BITV(l, 16));
}

/* MSR_PKG_POWER_LIMIT: limit #1 at [23:0], #2 at [55:32], lock [63] (SDM vol. 4 table 2-22). */
static void d_pkg_limit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_b(o, "locked", BITV(v, 63));
	put_limit(v, 0, "pl1_w", "pl1_window_s", "pl1_enabled", "pl1_clamp", c, o);
	put_limit(v, 32, "pl2_w", "pl2_window_s", "pl2_enabled", "pl2_clamp", c, o);
}

/* DRAM, PP0, PP1 power limit: one limit at [23:0], lock [31]. */
static void d_domain_limit(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_b(o, "locked", BITV(v, 31));
	put_limit(v, 0, "limit_w", "window_s", "enabled", "clamp", c, o);
}

/* MSR_VR_CURRENT_CONFIG: [12:0] PL4 current limit, which turbostat scales by the power unit; [31] lock. */
static void d_vr_current(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_d(o, "pl4_w", (v & 0x1FFF) * c->power_w);
	put_b(o, "locked", BITV(v, 31));
}

/* MSR_PP0/PP1_POLICY [4:0]: priority; turbostat prints [3:0]. */
static void d_policy(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_u(o, "priority", v & 0xF);
}

/*
 * MSR_IA32_TEMPERATURE_TARGET: [23:16] TCC activation temperature, [29:24]
 * its offset where MSR_PLATFORM_INFO [30] says it is programmable (SDM
 * vol. 4 table 2-25); turbostat's tjMax stays [23:16].  --TCC or an
 * unreadable register gives upstream's other two lines.
 */
static void d_temp_target(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	uint64_t v, pi;
	int err = regset_msr(c->rs, MSR_IA32_TEMPERATURE_TARGET, &v);
	unsigned bits = c->pf->tcc_offset_bits;
	unsigned dflt = err ? 0 : (unsigned)thermal_tjmax_field(v);
	unsigned off = bits ? (unsigned)(v >> 24) & ((1u << bits) - 1) : 0;
	int prog = bits && !regset_msr(c->rs, MSR_PLATFORM_INFO, &pi) && platinfo_tcc_programmable(pi);

	(void)raw, (void)r;
	put_b(o, "_override", c->tcc_override);
	put_b(o, "_read", !c->tcc_override && !err && nhm(c));
	put_b(o, "_guess", !c->tcc_override && (err || !nhm(c) || !dflt));
	put_b(o, "_offset", prog);
	put_u(o, "tcc_default", dflt);
	put_u(o, "tcc_offset", prog ? off : 0);
	put_i(o, "tcc_c", (long long)dflt - (prog ? off : 0));
	put_u(o, "tjmax", (unsigned)c->tjmax);
}

/* IA32_(PACKAGE_)THERM_STATUS: [22:16] degrees below tjMax, [30:27] resolution (SDM vol. 4 table 2-2). */
static void d_therm_status(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_i(o, "temp_c", c->tjmax - thermal_readout(v));
	put_u(o, "resolution", (v >> 27) & 0xF);
}

/* IA32_(PACKAGE_)THERM_INTERRUPT: threshold #1 [14:8], #2 [22:16], degrees below tjMax. */
static void d_therm_int(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r;
	put_i(o, "threshold2_c", c->tjmax - thermal_readout(v));
	put_i(o, "threshold1_c", c->tjmax - thermal_readout(v << 8));	/* [14:8] moved to [22:16] */
}

/*
 * MSR_MISC_FEATURE_CONTROL (SDM vol. 4 table 2-20): [0] L2 hardware prefetcher,
 * [1] L2 adjacent line, [2] DCU (L1) prefetcher, [3] DCU IP prefetcher, each a
 * disable bit.  turbostat tests (0 << 0), (1 << 0), (2 << 0), (3 << 0):
 * its line is kept from those (_ts*), ours names the bits.
 */
static void d_misc_feature(uint64_t v, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)r, (void)c;
	put_b(o, "l2_prefetch_disabled", BITV(v, 0));
	put_b(o, "l2_adjacent_disabled", BITV(v, 1));
	put_b(o, "l1_prefetch_disabled", BITV(v, 2));
	put_b(o, "l1_ip_prefetch_disabled", BITV(v, 3));
	put_b(o, "_ts0", 0);
	put_b(o, "_ts1", v & 1);
	put_b(o, "_ts2", v & 2);
	put_b(o, "_ts3", v & 3);
}

/* ---- lines from sysfs and procfs (read at start-up like the registers) ---- */

#define SYSCPU "/sys/devices/system/cpu"
#define UNCORE SYSCPU "/intel_uncore_frequency/package_00_die_00/"
#define IDLE_STATES 10

/* The text of @file under @dir (NULL: not read, or the read failed). */
static const char *text(const struct reg_ctx *c, const char *dir, const char *file)
{
	char path[REGSET_PATH_BYTES];

	snprintf(path, sizeof(path), "%s%s", dir, file);
	return regset_text(c->rs, path);
}

/* The text of this CPU's @file under SYSCPU/cpuN/. */
static const char *cpu_text(const struct reg_ctx *c, const char *file)
{
	char dir[48];

	snprintf(dir, sizeof(dir), SYSCPU "/cpu%d/", c->rs->cpu);
	return text(c, dir, file);
}

static int has_cmdline(const struct reg_ctx *c) { return text(c, "/proc/cmdline", "") != NULL; }

/* print_bootcmd(): /proc/cmdline as it is */
static void d_cmdline(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)r;
	put_s(o, "cmdline", text(c, "/proc/cmdline", ""));
}

/* dump_sysfs_pstate_config(): the cpufreq driver and governor of this CPU, boost, intel_pstate no_turbo */
static void d_cpufreq(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const char *drv = cpu_text(c, "cpufreq/scaling_driver");
	const char *gov = cpu_text(c, "cpufreq/scaling_governor");
	const char *boost = text(c, SYSCPU, "/cpufreq/boost");
	const char *nt = text(c, SYSCPU, "/intel_pstate/no_turbo");

	(void)raw, (void)r;
	put_b(o, "_no_driver", !drv);
	put_b(o, "_no_governor", drv && !gov);
	put_b(o, "_ok", drv && gov);
	put_s(o, "driver", drv);
	put_s(o, "governor", gov);
	put_b(o, "_has_boost", boost != NULL);
	put_text_u(o, "boost", boost);
	put_b(o, "_has_no_turbo", nt != NULL);
	put_text_u(o, "no_turbo", nt);
}

/* turbostat's state name: cut at '-' (C1-HSW -> C1), underscores dropped (C1_ACPI -> C1ACPI) */
static const char *idle_name(struct reg_fields *o, int slot, const char *name)
{
	char *s = o->str[slot];
	size_t k = 0;

	for (; *name && *name != '-' && k < REG_STR_BYTES - 1; name++)
		if (*name != '_')
			s[k++] = *name;
	s[k] = 0;
	return s;
}

/* dump_sysfs_cstate_config(): the cpuidle driver and governors, then each state's name and description */
static void d_cpuidle(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const char *drv = text(c, SYSCPU, "/cpuidle/current_driver");
	const char *gov = text(c, SYSCPU, "/cpuidle/current_governor");
	const char *ro = text(c, SYSCPU, "/cpuidle/current_governor_ro");
	int item = 0;

	(void)raw, (void)r;
	put_b(o, "_loaded", drv || gov || ro);
	put_b(o, "_has_driver", drv != NULL);
	put_s(o, "driver", drv);
	put_b(o, "_has_governor", gov != NULL);
	put_s(o, "governor", gov);
	put_b(o, "_has_governor_ro", ro != NULL);
	put_s(o, "governor_ro", ro);
	for (int st = 0; st < IDLE_STATES; st++) {
		char file[40];
		const char *name, *desc;

		snprintf(file, sizeof(file), "cpuidle/state%d/name", st);
		name = cpu_text(c, file);
		snprintf(file, sizeof(file), "cpuidle/state%d/desc", st);
		desc = cpu_text(c, file);
		if (!name || !desc)
			continue;
		put(o, "state", RF_UINT, item)->u = (unsigned)st;
		put(o, "name", RF_STR, item)->s = idle_name(o, 1 + item, name);
		put(o, "desc", RF_STR, item++)->s = desc;
	}
}

static uint64_t khz_file(const struct reg_ctx *c, const char *file)
{
	const char *t = text(c, UNCORE, file);

	return t ? strtoull(t, NULL, 10) : 0;
}

static int uncore(const struct reg_ctx *c) { return intel(c) && text(c, UNCORE, "current_freq_khz"); }

/* probe_intel_uncore_frequency_legacy(), package 0 die 0: the range, the initial range, the current MHz */
static void d_uncore(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)r;
	put_u(o, "min_mhz", khz_file(c, "min_freq_khz") / 1000);
	put_u(o, "max_mhz", khz_file(c, "max_freq_khz") / 1000);
	put_u(o, "initial_min_mhz", khz_file(c, "initial_min_freq_khz") / 1000);
	put_u(o, "initial_max_mhz", khz_file(c, "initial_max_freq_khz") / 1000);
	put_u(o, "current_mhz", khz_file(c, "current_freq_khz") / 1000);
}

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
	{ .name = "Kernel command line", .src = SRC_REG_NONE, .present = has_cmdline, .decode = d_cmdline,
	  .fmt = "Kernel command line: {cmdline:s}\n" },
	/* process_cpuid() */
	ROW_CPUID("CPUID(0)", 0x0, always, d_cpuid0, "CPUID(0): {vendor:s} 0x{max_level:x} CPUID levels\n"),
	ROW_CPUID("CPUID(1) family", 0x1, always, d_fms,
		  "CPUID(1): family:model:stepping 0x{family:x}:{model:x}:{stepping:x} ({family:d}:{model:d}:{stepping:d})"
		  "{#microcode_valid} microcode 0x{microcode:x}{/}\n"),
	ROW_CPUID("CPUID(0x80000000)", 0x80000000, always, d_ext_max,
		  "CPUID(0x80000000): max_extended_levels: 0x{max_extended_level:x}\n"),
	ROW_CPUID("CPUID(1)", 0x1, always, d_cpuid1,
		  "CPUID(1): {sse3?:No-}SSE3 {monitor?:No-}MONITOR {smx?:No-}SMX {eist?:No-}EIST {tm2?:No-}TM2 "
		  "{hypervisor?:No-}HV {tsc?:No-}TSC {msr?:No-}MSR {acpi_tm?:No-}ACPI-TM {ht?:No-}HT {tm?:No-}TM\n"),
	ROW_CPUID("Hypervisor", CPUID_HV_LEAF, hv, d_hv, "Hypervisor: {hypervisor:s}\n"),
	ROW_CPUID("CPUID(6)", 0x6, always, d_cpuid6,
		  "CPUID(6): {aperf?:No-}APERF, {turbo?:No-}TURBO, {dts?:No-}DTS, {ptm?:No-}PTM, {hwp?:No-}HWP, "
		  "{hwp_notify?:No-}HWPnotify, {hwp_window?:No-}HWPwindow, {hwp_epp?:No-}HWPepp, {hwp_pkg?:No-}HWPpkg, "
		  "{epb?:No-}EPB\n"),
	ROW_MSR("MSR_IA32_MISC_ENABLE", MSR_IA32_MISC_ENABLE, intel, d_misc_enable,
		MSR("MSR_IA32_MISC_ENABLE") " ({tcc?:No-}TCC {eist?:No-}EIST {mwait?:No-}MWAIT "
		"{prefetch_disabled?No-:}PREFETCH {turbo_disabled?No-:}TURBO)\n"),
	ROW_CPUID("CPUID(7)", 0x7, leaf7, d_cpuid7, "CPUID(7): {sgx?:No-}SGX {hybrid?:No-}Hybrid\n"),
	ROW_MSR("MSR_IA32_FEATURE_CONTROL", MSR_IA32_FEAT_CTL, sgx, d_feat_ctl,
		MSR("MSR_IA32_FEATURE_CONTROL") " ({locked?:UN-}Locked {sgx?SGX:})\n"),
	ROW_CPUID("CPUID(0x15)", 0x15, leaf15, d_cpuid15,
		  "{#_print_leaf}CPUID(0x15): eax_crystal: {eax_crystal:d} ebx_tsc: {ebx_tsc:d} ecx_crystal_hz: "
		  "{ecx_crystal_hz:d}\n{/}{#_print_tsc}TSC: {tsc_mhz:d} MHz ({crystal_hz:d} Hz * {ebx_tsc:d} / "
		  "{eax_crystal:d} / 1000000)\n{/}"),
	ROW_CPUID("CPUID(0x16)", 0x16, leaf16, d_cpuid16,
		  "CPUID(0x16): base_mhz: {base_mhz:d} max_mhz: {max_mhz:d} bus_mhz: {bus_mhz:d}\n"),
	/* probe_pstates() */
	ROW_MSR("MSR_FSB_FREQ", MSR_FSB_FREQ, slm_bclk, d_fsb, "SLM BCLK: {bclk_mhz:.1f} Mhz\n"),
	ROW_MSR("MSR_PLATFORM_INFO", MSR_PLATFORM_INFO, nhm, d_platform_info,
		MSR("MSR_PLATFORM_INFO") "\n"
		"{max_efficiency_ratio:d} * {bclk_mhz:.1f} = {max_efficiency_mhz:.1f} MHz max efficiency frequency\n"
		"{base_ratio:d} * {bclk_mhz:.1f} = {base_mhz:.1f} MHz base frequency\n"),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT2", MSR_TURBO_RATIO_LIMIT2, trl2, d_trl2,
		MSR("MSR_TURBO_RATIO_LIMIT2") "\n" LEVELS),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT1", MSR_TURBO_RATIO_LIMIT1, trl1, d_trl1,
		MSR("MSR_TURBO_RATIO_LIMIT1") "\n" LEVELS),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT", MSR_TURBO_RATIO_LIMIT, trl_base, d_trl,
		MSR("MSR_TURBO_RATIO_LIMIT") "\n{#_groups}" CPU "MSR_TURBO_RATIO_LIMIT1: 0x{core_counts:08x}\n{/}" LEVELS),
	ROW_MSR("MSR_SECONDARY_TURBO_RATIO_LIMIT", MSR_SECONDARY_TURBO_RATIO_LIMIT, trl_secondary, d_trl,
		MSR("MSR_SECONDARY_TURBO_RATIO_LIMIT") "\n{#_groups}" CPU "MSR_TURBO_RATIO_LIMIT1: 0x{core_counts:08x}\n{/}"
		LEVELS),
	ROW_MSR("MSR_ATOM_CORE_RATIOS", MSR_ATOM_CORE_RATIOS, trl_atom, d_atom_ratios,
		CPU "MSR_ATOM_CORE_RATIOS: 0x{raw32:08x}\n"
		"{#min_ratio}{min_ratio:d} * {bclk_mhz:.1f} = {min_mhz:.1f} MHz minimum operating frequency\n{/}"
		"{#lfm_ratio}{lfm_ratio:d} * {bclk_mhz:.1f} = {lfm_mhz:.1f} MHz low frequency mode (LFM)\n{/}"
		"{#base_ratio}{base_ratio:d} * {bclk_mhz:.1f} = {base_mhz:.1f} MHz base frequency\n{/}"),
	ROW_MSR("MSR_ATOM_CORE_TURBO_RATIOS", MSR_ATOM_CORE_TURBO_RATIOS, trl_atom, d_atom_turbo,
		CPU "MSR_ATOM_CORE_TURBO_RATIOS: 0x{raw32:08x}\n"
		"{[}{ratio:d} * {bclk_mhz:.1f} = {mhz:.1f} MHz max turbo {active_cores:d} active core{#!_one}s{/}\n{]}"),
	ROW_MSR("MSR_TURBO_RATIO_LIMIT (Xeon Phi)", MSR_TURBO_RATIO_LIMIT, trl_knl, d_trl_knl,
		MSR("MSR_TURBO_RATIO_LIMIT") "\n" LEVELS),
	ROW_MSR("MSR_CONFIG_TDP_NOMINAL", MSR_CONFIG_TDP_NOMINAL, ctdp, d_ctdp_nominal,
		MSR("MSR_CONFIG_TDP_NOMINAL") " (base_ratio={base_ratio:d})\n"),
	ROW_MSR("MSR_CONFIG_TDP_LEVEL_1", MSR_CONFIG_TDP_LEVEL_1, ctdp, d_ctdp_level,
		MSR("MSR_CONFIG_TDP_LEVEL_1") " ({#_nonzero}PKG_MIN_PWR_LVL1={min_power:d} PKG_MAX_PWR_LVL1={max_power:d} "
		"LVL1_RATIO={ratio:d} PKG_TDP_LVL1={tdp:d}{/})\n"),
	ROW_MSR("MSR_CONFIG_TDP_LEVEL_2", MSR_CONFIG_TDP_LEVEL_2, ctdp, d_ctdp_level,
		MSR("MSR_CONFIG_TDP_LEVEL_2") " ({#_nonzero}PKG_MIN_PWR_LVL2={min_power:d} PKG_MAX_PWR_LVL2={max_power:d} "
		"LVL2_RATIO={ratio:d} PKG_TDP_LVL2={tdp:d}{/})\n"),
	ROW_MSR("MSR_CONFIG_TDP_CONTROL", MSR_CONFIG_TDP_CONTROL, ctdp, d_ctdp_control,
		MSR("MSR_CONFIG_TDP_CONTROL") " ({#level}TDP_LEVEL={level:d} {/} lock={lock:d})\n"),
	ROW_MSR("MSR_TURBO_ACTIVATION_RATIO", MSR_TURBO_ACTIVATION_RATIO, ctdp, d_tar,
		MSR("MSR_TURBO_ACTIVATION_RATIO") " (MAX_NON_TURBO_RATIO={max_non_turbo_ratio:d} lock={lock:d})\n"),
	{ .name = "cpufreq", .src = SRC_REG_NONE, .present = always, .decode = d_cpufreq,
	  .fmt = "{#_no_driver}NSFOD " SYSCPU "/cpu{cpu:d}/cpufreq/scaling_driver\n{/}"
		 "{#_no_governor}NSFOD " SYSCPU "/cpu{cpu:d}/cpufreq/scaling_governor\n{/}"
		 "{#_ok}" CPU "cpufreq driver: {driver:s}\n" CPU "cpufreq governor: {governor:s}\n"
		 "{#_has_boost}cpufreq boost: {boost:d}\n{/}"
		 "{#_has_no_turbo}cpufreq intel_pstate no_turbo: {no_turbo:d}\n{/}{/}" },
	ROW_MSR("MSR_MISC_PWR_MGMT", MSR_MISC_PWR_MGMT, misc_pwr, d_misc_pwr,
		MSR("MSR_MISC_PWR_MGMT") " ({eist_coordination_disabled?DIS:EN}able-EIST_Coordination "
		"{epb_enabled?EN:DIS}able-EPB {oob_enabled?EN:DIS}able-OOB)\n"),
	ROW_PKG("MSR_PM_ENABLE", MSR_PM_ENABLE, hwp, d_pm_enable, MSR("MSR_PM_ENABLE") " ({hwp_enabled?:No-}HWP)\n", 1),
	ROW_PKG("MSR_HWP_CAPABILITIES", MSR_HWP_CAPABILITIES, hwp_on, d_hwp_caps,
		MSR("MSR_HWP_CAPABILITIES") " (high {highest:d} guar {guaranteed:d} eff {efficient:d} low {lowest:d})\n", 1),
	{ .name = "MSR_HWP_REQUEST", .pkg_group = 1, .src = SRC_REG_MSR, .addr = MSR_HWP_REQUEST, .present = hwp_on,
	  .decode = d_hwp_req,
	  .fmt = MSR("MSR_HWP_REQUEST") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} window 0x{_window_ts:x} "
		 "pkg 0x{package:x})\n",
	  .fmt_ng = MSR("MSR_HWP_REQUEST") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} window 0x{window:x} "
		    "pkg 0x{package:x})\n" },
	{ .name = "MSR_HWP_REQUEST_PKG", .pkg_group = 1, .src = SRC_REG_MSR, .addr = MSR_HWP_REQUEST_PKG, .present = hwp_pkg,
	  .decode = d_hwp_req,
	  .fmt = MSR("MSR_HWP_REQUEST_PKG") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} "
		 "window 0x{_window_ts:x})\n",
	  .fmt_ng = MSR("MSR_HWP_REQUEST_PKG") " (min {min:d} max {max:d} des {desired:d} epp 0x{epp:x} "
		    "window 0x{window:x})\n" },
	ROW_PKG("MSR_HWP_INTERRUPT", MSR_HWP_INTERRUPT, hwp_notify, d_hwp_int,
		MSR("MSR_HWP_INTERRUPT") " ({guaranteed_change?EN:Dis}_Guaranteed_Perf_Change, "
		"{excursion_min?EN:Dis}_Excursion_Min)\n", 1),
	ROW_PKG("MSR_HWP_STATUS", MSR_HWP_STATUS, hwp_on, d_hwp_status,
		MSR("MSR_HWP_STATUS") " ({guaranteed_change?:No-}Guaranteed_Perf_Change, "
		"{excursion_min?:No-}Excursion_Min)\n", 1),
	ROW_PKG("EPB", MSR_IA32_ENERGY_PERF_BIAS, epb, d_epb, CPU "EPB: {epb:d} ({policy:s})\n", 2),
	ROW_PKG("MSR_CORE_PERF_LIMIT_REASONS", MSR_CORE_PERF_LIMIT_REASONS, plr_core, d_plr,
		PLR_LINE("MSR_CORE_PERF_LIMIT_REASONS", PLR_CORE_ACT), 3),
	ROW_PKG("MSR_GFX_PERF_LIMIT_REASONS", MSR_GFX_PERF_LIMIT_REASONS, plr_gfx, d_plr,
		PLR_LINE("MSR_GFX_PERF_LIMIT_REASONS", PLR_GFX_ACT), 3),
	ROW_PKG("MSR_RING_PERF_LIMIT_REASONS", MSR_RING_PERF_LIMIT_REASONS, plr_ring, d_plr,
		PLR_LINE("MSR_RING_PERF_LIMIT_REASONS", PLR_RING_ACT), 3),
	/* probe_cstates() */
	ROW_MSR("MSR_IA32_POWER_CTL", MSR_IA32_POWER_CTL, nhm, d_power_ctl,
		MSR("MSR_IA32_POWER_CTL") " (C1E auto-promotion: {c1e_promotion?EN:DIS}abled)\n"
		"{#_has_prewake}C-state Pre-wake: {prewake_disabled?DIS:EN}abled\n{/}"),
	ROW_MSR("MSR_PKG_CST_CONFIG_CONTROL", MSR_PKG_CST_CONFIG_CONTROL, nhm, d_cst_cfg,
		MSR("MSR_PKG_CST_CONFIG_CONTROL") " ({c3_undemote?UNdemote-C3, :}{c1_undemote?UNdemote-C1, :}"
		"{c3_demote?demote-C3, :}{c1_demote?demote-C1, :}{locked?:UN}locked, pkg-cstate-limit={limit_code:d} "
		"({limit:s}){#_has_auto_convert}, automatic c-state conversion={auto_convert?on:off}{/})\n"),
	ROW_MSR("MSR_CC6_DEMOTION_POLICY_CONFIG", MSR_CC6_DEMOTION_POLICY_CONFIG, c6_demotion, d_demotion,
		MSR("MSR_CC6_DEMOTION_POLICY_CONFIG") " ({enabled?EN:DIS}able-CC6-Demotion)\n"),
	ROW_MSR("MSR_MC6_DEMOTION_POLICY_CONFIG", MSR_MC6_DEMOTION_POLICY_CONFIG, c6_demotion, d_demotion,
		MSR("MSR_MC6_DEMOTION_POLICY_CONFIG") " ({enabled?EN:DIS}able-MC6-Demotion)\n"),
	{ .name = "cpuidle", .src = SRC_REG_NONE, .present = always, .decode = d_cpuidle,
	  .fmt = "{#!_loaded}cpuidle not loaded\n{/}{#_has_driver}current_driver: {driver:s}\n{/}"
		 "{#_has_governor}current_governor: {governor:s}\n{/}"
		 "{#_has_governor_ro}current_governor_ro: {governor_ro:s}\n{/}"
		 "{[}" CPU "{name:s}: {desc:s}\n{]}" },
	ROW_MSR("MSR_PKGC3_IRTL", MSR_PKGC3_IRTL, irtl3, d_irtl, IRTL("MSR_PKGC3_IRTL")),
	ROW_MSR("MSR_PKGC6_IRTL", MSR_PKGC6_IRTL, irtl6, d_irtl, IRTL("MSR_PKGC6_IRTL")),
	ROW_MSR("MSR_PKGC7_IRTL", MSR_PKGC7_IRTL, irtl7, d_irtl, IRTL("MSR_PKGC7_IRTL")),
	ROW_MSR("MSR_PKGC8_IRTL", MSR_PKGC8_IRTL, irtl8, d_irtl, IRTL("MSR_PKGC8_IRTL")),
	ROW_MSR("MSR_PKGC9_IRTL", MSR_PKGC9_IRTL, irtl9, d_irtl, IRTL("MSR_PKGC9_IRTL")),
	ROW_MSR("MSR_PKGC10_IRTL", MSR_PKGC10_IRTL, irtl10, d_irtl, IRTL("MSR_PKGC10_IRTL")),
	/* probe_intel_uncore_frequency() */
	{ .name = "Uncore Frequency", .src = SRC_REG_NONE, .present = uncore, .decode = d_uncore,
	  .fmt = "Uncore Frequency package0 die0: {min_mhz:d} - {max_mhz:d} MHz ({initial_min_mhz:d} - "
		 "{initial_max_mhz:d} MHz) {current_mhz:d} MHz\n" },
	/* probe_rapl() */
	{ .name = "RAPL", .src = SRC_REG_NONE, .present = rapl, .decode = d_rapl_range, .brief = 1,
	  .fmt = "RAPL: {range_s:.0f} sec. Joule Counter Range, at {tdp_w:.0f} Watts\n" },
	{ .name = "MSR_RAPL_POWER_UNIT", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_RAPL_POWER_UNIT, .present = rapl_intel,
	  .decode = d_rapl_unit, .brief = 1,
	  .fmt = MSR("MSR_RAPL_POWER_UNIT") " ({power_w:f} Watts, {energy_j:f} Joules, {time_s:f} sec.)\n" },
	{ .name = "MSR_RAPL_PWR_UNIT", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_AMD_RAPL_POWER_UNIT, .present = rapl_amd,
	  .decode = d_rapl_unit, .brief = 1,
	  .fmt = MSR("MSR_RAPL_PWR_UNIT") " ({power_w:f} Watts, {energy_j:f} Joules, {time_s:f} sec.)\n" },
	{ .name = "MSR_PKG_POWER_INFO", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_PKG_POWER_INFO, .present = rapl_pkg_info,
	  .decode = d_power_info, .brief = 1, .fmt = POWER_INFO("MSR_PKG_POWER_INFO") },
	ROW_PKG("MSR_PKG_POWER_LIMIT", MSR_PKG_POWER_LIMIT, rapl_pkg, d_pkg_limit,
		MSR("MSR_PKG_POWER_LIMIT") " ({locked?:UN}locked)\n"
		LIMIT("PKG Limit #1", "pl1_enabled", "pl1_w", "pl1_window_s", "pl1_clamp", "")
		LIMIT("PKG Limit #2", "pl2_enabled", "pl2_w", "pl2_window_s", "pl2_clamp", "*"), 4),
	ROW_PKG("MSR_VR_CURRENT_CONFIG", MSR_VR_CURRENT_CONFIG, rapl_pkg, d_vr_current,
		MSR("MSR_VR_CURRENT_CONFIG") "\n" CPU "PKG Limit #4: {pl4_w:f} Watts ({locked?:UN}locked)\n", 4),
	{ .name = "MSR_DRAM_POWER_INFO", .pkg_group = 4, .src = SRC_REG_MSR, .addr = MSR_DRAM_POWER_INFO, .present = rapl_dram_info,
	  .decode = d_power_info, .fmt = POWER_INFO("MSR_DRAM_POWER_INFO,"), .fmt_ng = POWER_INFO("MSR_DRAM_POWER_INFO") },
	ROW_PKG("MSR_DRAM_POWER_LIMIT", MSR_DRAM_POWER_LIMIT, rapl_dram, d_domain_limit,
		DOMAIN_LIMIT("MSR_DRAM_POWER_LIMIT", "DRAM Limit"), 4),
	ROW_PKG("MSR_PP0_POLICY", MSR_PP0_POLICY, rapl_pp0_policy, d_policy, CPU "MSR_PP0_POLICY: {priority:d}\n", 4),
	ROW_PKG("MSR_PP0_POWER_LIMIT", MSR_PP0_POWER_LIMIT, rapl_pp0_limit, d_domain_limit,
		DOMAIN_LIMIT("MSR_PP0_POWER_LIMIT", "Cores Limit"), 4),
	ROW_PKG("MSR_PP1_POLICY", MSR_PP1_POLICY, rapl_pp1, d_policy, CPU "MSR_PP1_POLICY: {priority:d}\n", 4),
	ROW_PKG("MSR_PP1_POWER_LIMIT", MSR_PP1_POWER_LIMIT, rapl_pp1, d_domain_limit,
		DOMAIN_LIMIT("MSR_PP1_POWER_LIMIT", "GFX Limit"), 4),
	/* probe_thermal() */
	{ .name = "MSR_IA32_TEMPERATURE_TARGET", .pkg_group = 5, .src = SRC_REG_NONE, .addr = MSR_IA32_TEMPERATURE_TARGET,
	  .present = temp_target, .decode = d_temp_target, .brief = 1,
	  .fmt = "{#_override}" CPU "Using cmdline TCC Target ({tjmax:d} C)\n{/}"
		 "{#_read}" MSR("MSR_IA32_TEMPERATURE_TARGET")
		 "{#_offset} ({tcc_c:d} C) ({tcc_default:d} default - {tcc_offset:d} offset){/}"
		 "{#!_offset} ({tcc_default:d} C){/}\n{/}"
		 "{#_guess}" CPU "Guessing tjMax {tjmax:d} C, Please use -T to specify\n{/}" },
	ROW_PKG("MSR_IA32_PACKAGE_THERM_STATUS", MSR_IA32_PACKAGE_THERM_STATUS, ptm, d_therm_status,
		MSR("MSR_IA32_PACKAGE_THERM_STATUS") " ({temp_c:d} C)\n", 6),
	ROW_PKG("MSR_IA32_PACKAGE_THERM_INTERRUPT", MSR_IA32_PACKAGE_THERM_INTERRUPT, ptm, d_therm_int,
		MSR("MSR_IA32_PACKAGE_THERM_INTERRUPT") " ({threshold2_c:d} C, {threshold1_c:d} C)\n", 6),
	{ .name = "MSR_IA32_THERM_STATUS", .pkg_group = 6, .src = SRC_REG_MSR, .addr = MSR_IA32_THERM_STATUS, .present = dts,
	  .decode = d_therm_status, .debug = 1,
	  .fmt = MSR("MSR_IA32_THERM_STATUS") " ({temp_c:d} C +/- {resolution:d})\n" },
	{ .name = "MSR_IA32_THERM_INTERRUPT", .pkg_group = 6, .src = SRC_REG_MSR, .addr = MSR_IA32_THERM_INTERRUPT, .present = dts,
	  .decode = d_therm_int, .debug = 1,
	  .fmt = MSR("MSR_IA32_THERM_INTERRUPT") " ({threshold2_c:d} C, {threshold1_c:d} C)\n" },
	/* probe_pm_features() */
	{ .name = "MSR_MISC_FEATURE_CONTROL", .src = SRC_REG_MSR, .addr = MSR_MISC_FEATURE_CONTROL,
	  .present = misc_feature, .decode = d_misc_feature,
	  .fmt = MISC_FEATURE("_ts0", "_ts1", "_ts2", "_ts3"),
	  .fmt_ng = MISC_FEATURE("l2_prefetch_disabled", "l2_adjacent_disabled", "l1_prefetch_disabled",
				 "l1_ip_prefetch_disabled") },
};
const size_t regtab_nrows = sizeof(regtab_rows) / sizeof(regtab_rows[0]);

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
	if (row->src == SRC_REG_NONE && row->addr)
		regset_msr(c->rs, row->addr, raw);	/* the register the line shows, when it read */
	row->decode(*raw, r, c, out);
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

/* Registers a row reads beside its own: the microcode revision, TCC offset enable, TRL core counts. */
static const uint32_t extra_msrs[] = {
	MSR_IA32_UCODE_REV, MSR_PLATFORM_INFO, MSR_TURBO_RATIO_LIMIT1, MSR_IA32_TEMPERATURE_TARGET, MSR_PM_ENABLE,
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

size_t regtab_wanted_files(const struct regset *rs, const struct cpu_ident *id, char (*out)[REGSET_PATH_BYTES],
			   size_t max)
{
	static const char *const uncore_files[] = {
		"min_freq_khz", "max_freq_khz", "initial_min_freq_khz", "initial_max_freq_khz", "current_freq_khz",
	};
	size_t n = 0;

#define WANT(...) do { if (n < max) snprintf(out[n], REGSET_PATH_BYTES, __VA_ARGS__); n++; } while (0)
	WANT("/proc/cmdline");
	WANT(SYSCPU "/cpu%d/cpufreq/scaling_driver", rs->cpu);
	WANT(SYSCPU "/cpu%d/cpufreq/scaling_governor", rs->cpu);
	WANT(SYSCPU "/cpufreq/boost");
	WANT(SYSCPU "/intel_pstate/no_turbo");
	WANT(SYSCPU "/cpuidle/current_driver");
	WANT(SYSCPU "/cpuidle/current_governor");
	WANT(SYSCPU "/cpuidle/current_governor_ro");
	for (int st = 0; st < IDLE_STATES; st++) {
		WANT(SYSCPU "/cpu%d/cpuidle/state%d/name", rs->cpu, st);
		WANT(SYSCPU "/cpu%d/cpuidle/state%d/desc", rs->cpu, st);
	}
	for (size_t i = 0; id->vendor == VENDOR_INTEL && i < sizeof(uncore_files) / sizeof(uncore_files[0]); i++)
		WANT(UNCORE "%s", uncore_files[i]);
#undef WANT
	return n;
}
