// SPDX-License-Identifier: GPL-2.0-only
/*
 * Frequency facts of one CPU from its start-up register set: the decoders
 * of trl.c, platinfo.c, hwp.c, amd_pstate.c and freqinv.c applied to the
 * registers this part has, each result with a state (decode/facts.h).
 */
#include <errno.h>
#include <string.h>

#include "decode/cstate_limit.h"
#include "decode/facts.h"
#include "decode/freqinv.h"
#include "decode/rapl.h"
#include "decode/regtab.h"
#include "decode/regtext.h"
#include "decode/thermal.h"

#define MSR_AMD_PSTATE_DEF(n) (MSR_AMD_PSTATE_DEF_BASE + (n))

/* Names as turbostat prints them (turbostat.c, msr-index.h). */
static const struct {
	uint32_t msr;
	const char *name;
} facts_names[] = {
	{ MSR_FSB_FREQ, "MSR_FSB_FREQ" },
	{ MSR_PLATFORM_INFO, "MSR_PLATFORM_INFO" },
	{ MSR_IA32_MISC_ENABLE, "MSR_IA32_MISC_ENABLE" },
	{ MSR_TURBO_RATIO_LIMIT, "MSR_TURBO_RATIO_LIMIT" },
	{ MSR_TURBO_RATIO_LIMIT1, "MSR_TURBO_RATIO_LIMIT1" },
	{ MSR_TURBO_RATIO_LIMIT2, "MSR_TURBO_RATIO_LIMIT2" },
	{ MSR_SECONDARY_TURBO_RATIO_LIMIT, "MSR_SECONDARY_TURBO_RATIO_LIMIT" },
	{ MSR_ATOM_CORE_RATIOS, "MSR_ATOM_CORE_RATIOS" },
	{ MSR_ATOM_CORE_TURBO_RATIOS, "MSR_ATOM_CORE_TURBO_RATIOS" },
	{ MSR_CONFIG_TDP_NOMINAL, "MSR_CONFIG_TDP_NOMINAL" },
	{ MSR_CONFIG_TDP_LEVEL_1, "MSR_CONFIG_TDP_LEVEL_1" },
	{ MSR_CONFIG_TDP_LEVEL_2, "MSR_CONFIG_TDP_LEVEL_2" },
	{ MSR_CONFIG_TDP_CONTROL, "MSR_CONFIG_TDP_CONTROL" },
	{ MSR_TURBO_ACTIVATION_RATIO, "MSR_TURBO_ACTIVATION_RATIO" },
	{ MSR_PM_ENABLE, "MSR_PM_ENABLE" },
	{ MSR_HWP_CAPABILITIES, "MSR_HWP_CAPABILITIES" },
	{ MSR_HWP_REQUEST, "MSR_HWP_REQUEST" },
	{ MSR_AMD_HWCR, "MSR_K7_HWCR" },
	{ MSR_AMD_PSTATE_DEF(0), "MSR_AMD_PSTATE_DEF0" },
	{ MSR_AMD_PSTATE_DEF(1), "MSR_AMD_PSTATE_DEF1" },
	{ MSR_AMD_PSTATE_DEF(2), "MSR_AMD_PSTATE_DEF2" },
	{ MSR_AMD_PSTATE_DEF(3), "MSR_AMD_PSTATE_DEF3" },
	{ MSR_AMD_PSTATE_DEF(4), "MSR_AMD_PSTATE_DEF4" },
	{ MSR_AMD_PSTATE_DEF(5), "MSR_AMD_PSTATE_DEF5" },
	{ MSR_AMD_PSTATE_DEF(6), "MSR_AMD_PSTATE_DEF6" },
	{ MSR_AMD_PSTATE_DEF(7), "MSR_AMD_PSTATE_DEF7" },
	{ MSR_AMD_CPPC_CAP1, "MSR_AMD_CPPC_CAP1" },
};

static const char *facts_msr_name(uint32_t msr)
{
	for (size_t i = 0; i < sizeof(facts_names) / sizeof(facts_names[0]); i++)
		if (facts_names[i].msr == msr)
			return facts_names[i].name;
	return "MSR";
}

static void want(uint32_t msr, uint32_t *out, size_t max, size_t *n)
{
	for (size_t i = 0; i < *n && i < max; i++)
		if (out[i] == msr)
			return;
	if (*n < max)
		out[*n] = msr;
	(*n)++;
}

size_t facts_wanted_msrs(const struct cpu_ident *id, const struct platform_features *pf,
			 uint32_t *out, size_t max)
{
	const struct trl_layout *trl = trl_layout_of(pf->trl);
	size_t n = 0;

	if (id->vendor == VENDOR_AMD || id->vendor == VENDOR_HYGON) {
		want(MSR_AMD_HWCR, out, max, &n);
		for (uint32_t i = 0; i < AMD_PSTATE_COUNT; i++)
			want(MSR_AMD_PSTATE_DEF(i), out, max, &n);
		if (id->has_amd_cppc)
			want(MSR_AMD_CPPC_CAP1, out, max, &n);
		if (pf->rapl) {	/* decode/rapl.c: units; a package counter stuck at 0 means no RAPL */
			want(MSR_AMD_RAPL_POWER_UNIT, out, max, &n);
			want(MSR_AMD_PKG_ENERGY_STATUS, out, max, &n);
		}
		return n;
	}
	if (id->vendor != VENDOR_INTEL)
		return 0;
	if (pf->bclk == BCLK_SLM_FSB)
		want(MSR_FSB_FREQ, out, max, &n);
	want(MSR_PLATFORM_INFO, out, max, &n);
	if (pf->pkg_cstate_limit_table != CST_LIMIT_NONE)	/* decode/cstate_limit.c */
		want(MSR_PKG_CST_CONFIG_CONTROL, out, max, &n);
	want(MSR_IA32_MISC_ENABLE, out, max, &n);
	uint32_t fi[8];

	for (size_t i = 0, nfi = freqinv_registers(pf, fi, 8); i < nfi; i++)
		want(fi[i], out, max, &n);
	for (size_t i = 0; trl && i < trl->nregs; i++)
		want(trl->regs[i], out, max, &n);
	if (id->hybrid && trl && trl->secondary)
		want(trl->secondary, out, max, &n);
	if (pf->has_config_tdp)
		for (uint32_t r = MSR_CONFIG_TDP_NOMINAL; r <= MSR_TURBO_ACTIVATION_RATIO; r++)
			want(r, out, max, &n);
	if (pf->rapl & BIT_OF(RAPL_PKG)) {	/* decode/rapl.c: units, TDP, a live counter */
		want(MSR_RAPL_POWER_UNIT, out, max, &n);
		want(MSR_PKG_POWER_INFO, out, max, &n);
		want(MSR_PKG_ENERGY_STATUS, out, max, &n);
	}
	if (id->has_dts || id->has_pts)		/* decode/thermal.c: TjMax */
		want(MSR_IA32_TEMPERATURE_TARGET, out, max, &n);
	if (id->has_hwp) {
		want(MSR_PM_ENABLE, out, max, &n);
		want(MSR_HWP_CAPABILITIES, out, max, &n);
		want(MSR_HWP_REQUEST, out, max, &n);
	}
	return n;
}

double facts_ratio_mhz(const struct cpu_facts *f, unsigned ratio)
{
	if (f->bclk_khz.state != FACT_OK)
		return 0;
	return ratio * (double)f->bclk_khz.v / 1000.0;
}

static void fact_set(struct fact *x, enum fact_state s, int err, uint64_t v)
{
	*x = (struct fact){ .state = s, .err = err, .v = v };
}

/* A register field through its getter: OK, ZERO, or UNREADABLE with the read's error. */
static int fact_field(const struct regset *rs, uint32_t msr, unsigned (*field)(uint64_t),
		      struct fact *x)
{
	uint64_t v;
	int err = regset_msr(rs, msr, &v);

	if (err) {
		fact_set(x, FACT_UNREADABLE, err, 0);
		return err;
	}
	v = field(v);
	fact_set(x, v ? FACT_OK : FACT_ZERO, 0, v);
	return 0;
}

static void facts_trl(const struct regset *rs, struct cpu_facts *f, uint32_t msr,
		      struct fact *st, struct trl_table *t)
{
	int err = trl_decode(rs, f->pf->trl, msr, t);

	if (err)
		fact_set(st, FACT_UNREADABLE, err, 0);
	else
		fact_set(st, t->n ? FACT_OK : FACT_ZERO, 0, t->n);
}

static void facts_intel(const struct regset *rs, struct cpu_facts *f)
{
	const struct platform_features *pf = f->pf;
	const struct trl_layout *trl = trl_layout_of(pf->trl);
	uint64_t v;

	if (pf->bclk == BCLK_SLM_FSB) {
		int err = regset_msr(rs, MSR_FSB_FREQ, &v);
		unsigned khz = err ? 0 : platinfo_bclk_khz(pf->bclk, v);

		fact_set(&f->bclk_khz, err ? FACT_UNREADABLE : khz ? FACT_OK : FACT_ZERO, err, khz);
	} else {
		fact_set(&f->bclk_khz, FACT_OK, 0, platinfo_bclk_khz(pf->bclk, 0));
	}
	fact_field(rs, MSR_PLATFORM_INFO, platinfo_base_ratio, &f->base_ratio);
	fact_field(rs, MSR_PLATFORM_INFO, platinfo_max_eff_ratio, &f->max_eff_ratio);
	if (pf->trl == TRL_ATOM) {
		fact_field(rs, MSR_ATOM_CORE_RATIOS, platinfo_atom_min_ratio, &f->atom_min_ratio);
		fact_field(rs, MSR_ATOM_CORE_RATIOS, platinfo_atom_lfm_ratio, &f->atom_lfm_ratio);
		if (f->base_ratio.state != FACT_OK)
			fact_field(rs, MSR_ATOM_CORE_RATIOS, platinfo_atom_base_ratio, &f->base_ratio);
	}
	if (trl)
		facts_trl(rs, f, MSR_TURBO_RATIO_LIMIT, &f->trl_state, &f->trl);
	if (f->id.hybrid && trl && trl->secondary)
		facts_trl(rs, f, trl->secondary, &f->trl_secondary_state, &f->trl_secondary);
	if (pf->has_config_tdp) {
		fact_field(rs, MSR_CONFIG_TDP_NOMINAL, platinfo_ctdp_nominal_ratio, &f->ctdp_nominal_ratio);
		fact_field(rs, MSR_CONFIG_TDP_LEVEL_1, platinfo_ctdp_level_ratio, &f->ctdp_ratio[0]);
		fact_field(rs, MSR_CONFIG_TDP_LEVEL_2, platinfo_ctdp_level_ratio, &f->ctdp_ratio[1]);
		fact_field(rs, MSR_CONFIG_TDP_CONTROL, platinfo_ctdp_control_level, &f->ctdp_level);
		fact_field(rs, MSR_CONFIG_TDP_CONTROL, platinfo_lock_bit31, &f->ctdp_locked);
		fact_field(rs, MSR_TURBO_ACTIVATION_RATIO, platinfo_tar_ratio, &f->tar_ratio);
		fact_field(rs, MSR_TURBO_ACTIVATION_RATIO, platinfo_lock_bit31, &f->tar_locked);
	}
	if (f->id.has_hwp) {
		int err = regset_msr(rs, MSR_HWP_CAPABILITIES, &v);

		fact_set(&f->hwp_caps_state, err ? FACT_UNREADABLE : v ? FACT_OK : FACT_ZERO, err, v);
		if (!err)
			hwp_caps_decode(v, &f->hwp);
		err = regset_msr(rs, MSR_HWP_REQUEST, &v);
		fact_set(&f->hwp_req_state, err ? FACT_UNREADABLE : v ? FACT_OK : FACT_ZERO, err, v);
		if (!err)
			hwp_request_decode(v, &f->hwp_req);
	}
	if (f->base_ratio.state == FACT_OK && f->bclk_khz.state == FACT_OK)
		fact_set(&f->base_khz, FACT_OK, 0, f->base_ratio.v * f->bclk_khz.v);
}

/* _CPC from sysfs where CPPC_CAP1 gave nothing; its nominal_freq scales perf to kHz as amd-pstate does. */
static void facts_amd_acpi_cppc(const struct regset_cppc *c, struct cpu_facts *f)
{
	if (!c->err && f->cppc_state.state != FACT_OK && c->highest <= 0xFF && c->nominal <= 0xFF &&
	    c->lowest_nonlinear <= 0xFF && c->lowest <= 0xFF) {
		fact_set(&f->cppc_state, c->highest ? FACT_CPUID_SYSFS : FACT_ZERO, 0, c->highest);
		f->cppc = (struct amd_cppc_caps){ .highest = (unsigned)c->highest, .nominal = (unsigned)c->nominal,
						  .lowest_nonlinear = (unsigned)c->lowest_nonlinear,
						  .lowest = (unsigned)c->lowest };
	}
	if (!c->err && c->nominal_mhz)
		f->cppc_nominal_khz = c->nominal_mhz * 1000;
	else if (f->base_khz.state == FACT_OK)
		f->cppc_nominal_khz = f->base_khz.v;
}

static void facts_amd(const struct regset *rs, struct cpu_facts *f)
{
	uint64_t v;
	int err;

	fact_set(&f->bclk_khz, FACT_OK, 0, platinfo_bclk_khz(f->pf->bclk, 0));
	for (unsigned i = 0; i < AMD_PSTATE_COUNT; i++) {
		unsigned mhz = 0;

		err = regset_msr(rs, MSR_AMD_PSTATE_DEF(i), &v);
		if (!err)
			err = amd_pstate_mhz(f->id.family, v, &mhz);
		if (err == -ENODATA)
			fact_set(&f->pstate_mhz[i], FACT_NONE, 0, 0);
		else
			fact_set(&f->pstate_mhz[i], err ? FACT_UNREADABLE : FACT_OK, err, mhz);
	}
	/* before 17h the first definitions may be boost states (decode/amd_pstate.h): no base */
	if (f->pstate_mhz[0].state == FACT_OK && !amd_pstate_boost_unknown(f->id.family))
		fact_set(&f->base_khz, FACT_OK, 0, f->pstate_mhz[0].v * 1000);
	if (f->id.has_amd_cppc) {
		err = regset_msr(rs, MSR_AMD_CPPC_CAP1, &v);
		fact_set(&f->cppc_state, err ? FACT_UNREADABLE : v ? FACT_OK : FACT_ZERO, err, v);
		if (!err)
			amd_cppc_caps_decode(v, &f->cppc);
	}
	facts_amd_acpi_cppc(&rs->cppc, f);
	fact_field(rs, MSR_AMD_HWCR, amd_hwcr_boost_disabled, &f->cpb_disabled);
}

/* Turbo off: firmware bit, CPUID, AMD CpbDis, cpufreq knob; the first reason wins. */
static void facts_turbo(const struct regset *rs, struct cpu_facts *f)
{
	int intel = f->id.vendor == VENDOR_INTEL;
	uint64_t v;

	f->turbo_disabled = 1;
	if (intel && !regset_msr(rs, MSR_IA32_MISC_ENABLE, &v) && platinfo_misc_turbo_disabled(v))
		f->turbo_why = "MSR_IA32_MISC_ENABLE[38] = 1 (turbo disabled by firmware)";
	else if (intel && !f->id.has_turbo && !f->id.hypervisor)
		f->turbo_why = "CPUID.6.EAX[1] = 0 (no turbo, or disabled by firmware)";
	else if (f->cpb_disabled.state == FACT_OK)
		f->turbo_why = "MSR_K7_HWCR[25] CpbDis = 1 (core performance boost disabled)";
	else if ((f->turbo_off_by_os = rs->no_turbo == 1))
		f->turbo_why = "cpufreq: intel_pstate/no_turbo = 1 or cpufreq/boost = 0";
	else
		f->turbo_disabled = 0;
	if (!f->turbo_disabled && intel && !f->id.has_turbo)
		f->turbo_why = "CPUID.6.EAX[1] = 0 in a guest: the hypervisor hides turbo, state unknown";
}

static void facts_nomsr(const struct regset *rs, struct cpu_facts *f)
{
	uint32_t r[4];

	if (f->id.max_leaf >= 0x16 && !regset_cpuid(rs, 0x16, 0, r)) {
		/* CPUID 0x16: EAX base, EBX max, ECX bus frequency, MHz [15:0] */
		fact_set(&f->cpuid_base_mhz, (r[0] & 0xFFFF) ? FACT_CPUID_SYSFS : FACT_ZERO, 0, r[0] & 0xFFFF);
		fact_set(&f->cpuid_max_mhz, (r[1] & 0xFFFF) ? FACT_CPUID_SYSFS : FACT_ZERO, 0, r[1] & 0xFFFF);
		fact_set(&f->cpuid_bus_mhz, (r[2] & 0xFFFF) ? FACT_CPUID_SYSFS : FACT_ZERO, 0, r[2] & 0xFFFF);
	}
	if (rs->cpufreq_base_khz)
		fact_set(&f->sysfs_base_khz, FACT_CPUID_SYSFS, 0, rs->cpufreq_base_khz);
	if (rs->cpufreq_max_khz)
		fact_set(&f->sysfs_max_khz, FACT_CPUID_SYSFS, 0, rs->cpufreq_max_khz);
	if (rs->cpufreq_min_khz)
		fact_set(&f->sysfs_min_khz, FACT_CPUID_SYSFS, 0, rs->cpufreq_min_khz);
	if (f->base_khz.state == FACT_OK)
		return;
	if (f->cpuid_base_mhz.state == FACT_CPUID_SYSFS)
		fact_set(&f->base_khz, FACT_CPUID_SYSFS, 0, f->cpuid_base_mhz.v * 1000);
	else if (f->sysfs_base_khz.state == FACT_CPUID_SYSFS)
		fact_set(&f->base_khz, FACT_CPUID_SYSFS, 0, f->sysfs_base_khz.v);
}

/* TSC: CPUID 0x15 (crystal from ECX or the platform), else the base frequency. */
static void facts_tsc(const struct regset *rs, struct cpu_facts *f)
{
	uint32_t r[4];

	f->crystal_hz = 0;
	if (f->id.vendor == VENDOR_INTEL && f->id.max_leaf >= 0x15 && !regset_cpuid(rs, 0x15, 0, r)) {
		f->crystal_hz = r[2] ? r[2] : r[1] ? (uint64_t)f->pf->crystal_khz * 1000 : 0;
		if (r[0] && r[1] && f->crystal_hz) {
			fact_set(&f->tsc_hz, FACT_OK, 0, f->crystal_hz * r[1] / r[0]);
			f->tsc_source = r[2] ? "CPUID 0x15" : "CPUID 0x15 ratio, platform crystal";
			return;
		}
	}
	if (f->base_khz.state == FACT_OK || f->base_khz.state == FACT_CPUID_SYSFS) {
		fact_set(&f->tsc_hz, f->base_khz.state, 0, f->base_khz.v * 1000);
		f->tsc_source = f->base_khz.state == FACT_OK ? "base frequency"
							     : "base frequency from CPUID 0x16/cpufreq";
		return;
	}
	fact_set(&f->tsc_hz, FACT_NONE, 0, 0);
	f->tsc_source = "unknown";
}

static void facts_alt(struct cpu_facts *f, const char *label, uint64_t ratio, uint64_t khz)
{
	if (f->nalt < FACTS_MAX_ALTS && ratio)
		f->alt[f->nalt++] = (struct fact_alt){ .label = label, .ratio = ratio, .khz = khz };
}

static uint64_t facts_ratio_khz(const struct cpu_facts *f, unsigned ratio)
{
	return f->bclk_khz.state == FACT_OK ? ratio * f->bclk_khz.v : 0;
}

/* The kernel's choice and the alternatives, as ratios of the base frequency. */
static void facts_freqinv(const struct regset *rs, struct cpu_facts *f)
{
	freqinv_derive(rs, &f->id, f->pf, &f->fi);
	if (f->id.vendor == VENDOR_INTEL) {
		unsigned base = f->fi.base ? f->fi.base : (unsigned)f->base_ratio.v;
		unsigned t1 = trl_max_ratio(&f->trl), t4 = trl_ratio_for_cores(&f->trl, 4);

		if (f->fi.state != FREQINV_DISABLED && f->fi.state != FREQINV_UNKNOWN)
			f->fi_max_khz = facts_ratio_khz(f, f->fi.turbo_disabled ? f->fi.base : f->fi.turbo);
		if (!base)
			return;
		facts_alt(f, "max 1-core turbo", freqinv_ratio(t1, base), facts_ratio_khz(f, t1));
		facts_alt(f, "4-core turbo", freqinv_ratio(t4, base), facts_ratio_khz(f, t4));
		facts_alt(f, "base", FREQINV_SCALE, facts_ratio_khz(f, base));
		return;
	}
	if (f->fi.rule != FI_AMD || !f->cppc.nominal ||
	    (f->cppc_state.state != FACT_OK && f->cppc_state.state != FACT_CPUID_SYSFS))
		return;
	/* 1024 is the MPERF rate, P0; _CPC nominal_freq stands in without P-state MSRs. */
	uint64_t nominal_khz = f->base_khz.state == FACT_OK ? f->base_khz.v : f->cppc_nominal_khz;
	const char *why;
	unsigned legacy = freqinv_amd_numerator(&f->id, f->cppc.highest, FI_AMD_MODEL_TABLE, &why);
	unsigned pref = freqinv_amd_numerator(&f->id, f->cppc.highest, FI_AMD_PREFCORE, &why);
	uint64_t full = freqinv_ratio(f->cppc.highest, f->cppc.nominal);

	if (f->fi.state == FREQINV_ENABLED)
		f->fi_max_khz = nominal_khz * f->fi.max_ratio / FREQINV_SCALE;
	facts_alt(f, "CPPC highest perf", full, nominal_khz * full / FREQINV_SCALE);
	facts_alt(f, "v5.13-6.10 midpoint", freqinv_amd_ratio(legacy, f->cppc.nominal),
		  nominal_khz * freqinv_amd_ratio(legacy, f->cppc.nominal) / FREQINV_SCALE);
	facts_alt(f, "preferred-core midpoint", freqinv_amd_ratio(pref, f->cppc.nominal),
		  nominal_khz * freqinv_amd_ratio(pref, f->cppc.nominal) / FREQINV_SCALE);
	facts_alt(f, "base", FREQINV_SCALE, nominal_khz);
}

int facts_derive(const struct regset *rs, struct cpu_facts *f)
{
	uint32_t msrs[FACTS_MAX_REGS];
	size_t n;
	int err;

	memset(f, 0, sizeof(*f));
	f->cpu = rs->cpu;
	f->msr_access = rs->msr_access;
	f->prefcore = rs->prefcore;
	err = cpuid_identify(rs, &f->id);
	if (err)
		return err;
	f->pf = platform_lookup(&f->id);
	f->mperf_multiplier = f->pf->mperf_multiplier ? f->pf->mperf_multiplier : 1;

	n = facts_wanted_msrs(&f->id, f->pf, msrs, FACTS_MAX_REGS);
	for (size_t i = 0; i < n && i < FACTS_MAX_REGS; i++) {
		struct fact_reg *r = &f->regs[f->nregs++];

		r->msr = msrs[i];
		r->name = facts_msr_name(msrs[i]);
		r->err = regset_msr(rs, msrs[i], &r->val);
	}
	if (f->id.vendor == VENDOR_INTEL)
		facts_intel(rs, f);
	else if (f->id.vendor == VENDOR_AMD || f->id.vendor == VENDOR_HYGON)
		facts_amd(rs, f);
	facts_turbo(rs, f);
	facts_nomsr(rs, f);
	facts_tsc(rs, f);
	facts_freqinv(rs, f);
	return 0;
}

/* What --show-turbo and measurement need, then what the start-up report prints (decode/regtab.c). */
static size_t wanted_for_regset(const struct regset *rs, uint32_t *out, size_t max)
{
	struct cpu_ident id;
	const struct platform_features *pf;
	uint32_t more[REGSET_MAX_MSR];
	size_t n;

	if (cpuid_identify(rs, &id))
		return 0;
	pf = platform_lookup(&id);
	n = facts_wanted_msrs(&id, pf, out, max);
	for (size_t i = 0, k = regtab_wanted_msrs(rs, &id, pf, more, REGSET_MAX_MSR); i < k && i < REGSET_MAX_MSR; i++)
		want(more[i], out, max, &n);
	return n;
}

static int cppc_for_regset(const struct regset *rs)
{
	struct cpu_ident id;

	return !cpuid_identify(rs, &id) && (id.vendor == VENDOR_AMD || id.vendor == VENDOR_HYGON);
}

static size_t files_for_regset(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t max)
{
	struct cpu_ident id;

	return cpuid_identify(rs, &id) ? 0 : regtext_wanted_files(rs, &id, out, max);
}

void facts_regset_wants(struct regset_wants *w)
{
	w->files = files_for_regset;
	w->cppc = cppc_for_regset;
	w->leaves = cpuid_leaves;
	w->nleaves = cpuid_nleaves;
	w->msrs = wanted_for_regset;
	w->dma_latency = 1;
}
