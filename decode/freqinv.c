// SPDX-License-Identifier: GPL-2.0-only
/*
 * Frequency-invariance reference, modelled on intel_set_max_freq_ratio()
 * and scale_freq_tick() (arch/x86/kernel/cpu/aperfmperf.c, earlier
 * smpboot.c) and amd_set_max_freq_ratio() (arch/x86/kernel/acpi/cppc.c),
 * step by step in the kernel's order.
 */
#include <errno.h>
#include <string.h>

#include "decode/amd_pstate.h"
#include "decode/freqinv.h"
#include "decode/platinfo.h"
#include "decode/trl.h"

/* What one Intel step found; ok = 0 means "try the next step" (rdmsr_safe failed). */
struct fi_step_out {
	int ok;
	int undefined;		/* knl: returned true without writing turbo_freq */
	unsigned base, turbo;
	const char *name;
};

static int fi_base(const struct regset *rs, struct fi_step_out *o)
{
	uint64_t v;

	if (regset_msr(rs, MSR_PLATFORM_INFO, &v))
		return 0;
	o->base = platinfo_base_ratio(v);
	return 1;
}

/* slv: 0x66A [21:16] base, 0x66C [5:0] 1-core turbo; any Intel part where both read. */
static void fi_slv(const struct regset *rs, struct fi_step_out *o)
{
	uint64_t ratios, turbo;

	if (regset_msr(rs, MSR_ATOM_CORE_RATIOS, &ratios) ||
	    regset_msr(rs, MSR_ATOM_CORE_TURBO_RATIOS, &turbo))
		return;
	o->base = platinfo_atom_base_ratio(ratios);
	o->turbo = trl_atom_ratio(turbo, 1);
	o->name = "Atom 1-core turbo (0x66C)";
	o->ok = 1;
}

/* skx method: ratio byte k of 0x1AD for the first count byte k of 0x1AE >= size. */
static void fi_groups(const struct regset *rs, unsigned size, const char *name,
		      struct fi_step_out *o)
{
	uint64_t ratios, counts;

	if (!fi_base(rs, o) || regset_msr(rs, MSR_TURBO_RATIO_LIMIT, &ratios) ||
	    regset_msr(rs, MSR_TURBO_RATIO_LIMIT1, &counts))
		return;
	for (int k = 0; k < 8; k++) {
		if (trl_byte(counts, k) >= size) {
			o->turbo = trl_byte(ratios, k);
			o->name = name;
			o->ok = 1;
			return;
		}
	}
}

static void fi_glm(const struct regset *rs, struct fi_step_out *o)
{
	fi_groups(rs, 1, "Goldmont first group >= 1 core", o);
}

static void fi_skx(const struct regset *rs, struct fi_step_out *o)
{
	fi_groups(rs, 4, "Skylake-X first group >= 4 cores", o);
}

/*
 * knl method with one delta: the ratio after the first bucket with a
 * non-zero ratio delta.  The kernel's loop tests "found" before reading each
 * delta, so a first delta in the last bucket (bits 63:61), or none at all,
 * ends the loop with turbo_freq never written.
 */
static void fi_knl(const struct regset *rs, struct fi_step_out *o)
{
	uint64_t trl;
	unsigned cores, first, fratio, more, delta;
	int found = 0;

	if (!fi_base(rs, o) || regset_msr(rs, MSR_TURBO_RATIO_LIMIT, &trl))
		return;
	o->ok = 1;
	o->name = "Xeon Phi second-highest bucket";
	trl_knl_first(trl, &cores, &first);
	fratio = first;
	for (int b = 1; b < 7; b++) {
		if (found >= 1) {
			o->turbo = fratio;
			return;
		}
		trl_knl_delta(trl, b, &more, &delta);
		if (delta) {
			found++;
			fratio -= delta;
		}
	}
	o->undefined = 1;
	o->turbo = first;
}

/* core: 0x1AD [31:24] 4-core turbo, [7:0] 1-core turbo if the part has fewer than 4 cores. */
static void fi_core(const struct regset *rs, struct fi_step_out *o)
{
	uint64_t trl;

	if (!fi_base(rs, o) || regset_msr(rs, MSR_TURBO_RATIO_LIMIT, &trl))
		return;
	o->ok = 1;
	o->turbo = trl_byte(trl, 3);
	o->name = "4-core turbo (0x1AD [31:24])";
	if (!o->turbo) {
		o->turbo = trl_byte(trl, 0);
		o->name = "1-core turbo (0x1AD [7:0], no 4-core ratio)";
	}
}

/*
 * The kernel's order.  FI_SLV and FI_CORE run on every Intel part, the others
 * where pf->fi names them.  Each step lists the registers it reads; those of
 * FI_SLV are read on every Intel part (a fault means "not Atom"), FI_CORE's
 * 0x1AD where the part's turbo ratio encoding has it.
 */
static const struct {
	enum fi_rule rule;
	int always;
	void (*step)(const struct regset *, struct fi_step_out *);
	uint32_t regs[2];
} fi_steps[] = {
	{ FI_SLV, 1, fi_slv, { MSR_ATOM_CORE_RATIOS, MSR_ATOM_CORE_TURBO_RATIOS } },
	{ FI_GLM, 0, fi_glm, { MSR_TURBO_RATIO_LIMIT, MSR_TURBO_RATIO_LIMIT1 } },
	{ FI_KNL, 0, fi_knl, { MSR_TURBO_RATIO_LIMIT } },
	{ FI_SKX, 0, fi_skx, { MSR_TURBO_RATIO_LIMIT, MSR_TURBO_RATIO_LIMIT1 } },
	{ FI_CORE, 1, fi_core, { 0 } },
};

size_t freqinv_registers(const struct platform_features *pf, uint32_t *out, size_t max)
{
	size_t n = 0;

	for (size_t i = 0; i < sizeof(fi_steps) / sizeof(fi_steps[0]); i++) {
		if (fi_steps[i].rule != pf->fi && !(fi_steps[i].always && fi_steps[i].regs[0]))
			continue;
		for (size_t k = 0; k < 2 && fi_steps[i].regs[k]; k++)
			if (n < max)
				out[n++] = fi_steps[i].regs[k];
	}
	return n;
}

uint64_t freqinv_ratio(unsigned turbo, unsigned base)
{
	return base ? (uint64_t)turbo * FREQINV_SCALE / base : 0;
}

/* After a step: base or turbo 0 -> off; else turbo ratio, 1024 with turbo disabled. */
static void fi_finish(struct freqinv *fi)
{
	if (!fi->base || !fi->turbo) {
		fi->state = FREQINV_DISABLED;
		fi->reason = !fi->base ? "base ratio is 0 (some hypervisors fill MSRs with zeroes)"
				       : "turbo ratio is 0 (turbo but no ratio declared)";
		return;
	}
	if (!fi->turbo_ratio) {
		fi->state = FREQINV_DISABLED;
		fi->reason = "turbo * 1024 / base is 0";
		return;
	}
	fi->max_ratio = fi->turbo_disabled ? FREQINV_SCALE : fi->turbo_ratio;
}

static void fi_intel(const struct regset *rs, const struct platform_features *pf,
		     struct freqinv *fi)
{
	uint64_t misc;

	if (!regset_msr(rs, MSR_IA32_MISC_ENABLE, &misc) &&
	    platinfo_misc_turbo_disabled(misc)) {
		fi->turbo_disabled = 1;
		fi->reason = "turbo disabled (MSR_IA32_MISC_ENABLE[38]): max ratio 1024";
	} else if (rs->no_turbo == 1) {
		fi->turbo_disabled = 1;
		fi->reason = "turbo disabled (cpufreq no_turbo/boost): max ratio 1024";
	}
	for (size_t i = 0; i < sizeof(fi_steps) / sizeof(fi_steps[0]); i++) {
		struct fi_step_out o;

		if (!fi_steps[i].always && fi_steps[i].rule != pf->fi)
			continue;
		memset(&o, 0, sizeof(o));
		fi_steps[i].step(rs, &o);
		if (!o.ok)
			continue;
		fi->rule = fi_steps[i].rule;
		fi->rule_name = o.name;
		fi->base = o.base;
		fi->turbo = o.turbo;
		fi->turbo_ratio = freqinv_ratio(o.turbo, o.base);
		fi_finish(fi);
		if (o.undefined && fi->state == FREQINV_ENABLED) {
			fi->state = FREQINV_UNDEFINED;
			fi->reason = "no Xeon Phi bucket below the first has a ratio delta before the last: "
				     "the kernel leaves turbo_freq uninitialised; shown with the first bucket's ratio";
		}
		return;
	}
	fi->state = rs->msr_access ? FREQINV_UNKNOWN : FREQINV_DISABLED;
	fi->reason = rs->msr_access ? "MSRs unreachable: cannot read what the kernel reads"
				    : "MSR_PLATFORM_INFO or MSR_TURBO_RATIO_LIMIT unreadable: every step fails";
}

unsigned freqinv_amd_numerator(const struct cpu_ident *id, unsigned highest_perf,
			       enum freqinv_amd_rule rule, const char **why)
{
	const struct amd_model *m = platform_amd_model(id->family, id->model);

	switch (rule) {
	case FI_AMD_MODEL_TABLE:
		if (m->fi_ranked) {
			*why = "v5.13-6.10: 166 on this model";
			return 166;
		}
		*why = "v5.13-6.10: 255 on models outside the 166 list";
		return 255;
	case FI_AMD_PREFCORE:
		if (m->fi_prefcore_196) {
			*why = "preferred cores, Zen 4 model 0x70-0x7f: 196 (kernel bugzilla 218759)";
			return 196;
		}
		if (id->amd_hetero && id->amd_core_type == 0) {
			*why = "preferred cores, performance core of a heterogeneous part: 196";
			return 196;
		}
		if (id->amd_hetero && id->amd_core_type == 1) {
			*why = "preferred cores, efficiency core: its own highest_perf";
			return highest_perf;
		}
		*why = "preferred cores: 166";
		return 166;
	case FI_AMD_HIGHEST:
	default:
		*why = "highest_perf of the first present CPU (no preferred cores)";
		return highest_perf;
	}
}

uint64_t freqinv_amd_ratio(unsigned numerator, unsigned nominal_perf)
{
	if (!nominal_perf)
		return 0;
	return ((uint64_t)numerator * FREQINV_SCALE / nominal_perf + FREQINV_SCALE) >> 1;
}

/*
 * amd_detect_prefcore(): preferred cores exist when two present CPUs report
 * different highest_perf.  Without the sysfs scan, amd-pstate's per-CPU
 * amd_pstate_hw_prefcore file stands in: it reports that detection (later
 * kernels also say "disabled" when amd_prefcore=disable turned the driver's
 * use off, so it can only under-report).
 */
static void fi_amd_prefcore(const struct regset *rs, struct freqinv *fi)
{
	const struct regset_prefcore *p = &rs->prefcore;

	if (!p->scan_err && p->n) {
		fi->prefcore = p->n == 2;
		fi->prefcore_how = p->n == 2 ? "acpi_cppc/highest_perf differs between present CPUs"
					     : "acpi_cppc/highest_perf is the same on every present CPU";
	} else if (p->hw >= 0) {
		fi->prefcore = p->hw;
		fi->prefcore_how = "cpufreq/amd_pstate_hw_prefcore";
	} else {
		fi->prefcore = -1;
		fi->prefcore_how = "no acpi_cppc/highest_perf of every present CPU, no amd_pstate_hw_prefcore; "
				   "taken as none";
	}
}

/* nominal and highest perf as cppc_get_perf_caps() would read them. */
static int fi_amd_caps(const struct regset *rs, const struct cpu_ident *id, struct freqinv *fi,
		       struct amd_cppc_caps *caps)
{
	uint64_t cap1;
	int err;

	if (!rs->cppc.err) {
		caps->nominal = rs->cppc.nominal > 0xFFFFFFFFu ? 0 : (unsigned)rs->cppc.nominal;
		caps->highest = rs->cppc.highest > 0xFFFFFFFFu ? 0 : (unsigned)rs->cppc.highest;
		fi->caps_src = "ACPI _CPC (acpi_cppc/ in sysfs)";
		return 0;
	}
	if (!id->has_amd_cppc) {
		fi->state = FREQINV_UNKNOWN;
		fi->reason = "no CPPC MSRs (CPUID 0x80000008.EBX[27]) and no acpi_cppc/ in sysfs: "
			     "_CPC is not readable here (without _CPC the kernel never sets a ratio)";
		return -ENOENT;
	}
	err = regset_msr(rs, MSR_AMD_CPPC_CAP1, &cap1);
	if (err) {
		fi->state = rs->msr_access ? FREQINV_UNKNOWN : FREQINV_DISABLED;
		fi->reason = "MSR_AMD_CPPC_CAP1 unreadable and no acpi_cppc/ in sysfs";
		return err;
	}
	amd_cppc_caps_decode(cap1, caps);
	fi->caps_src = "MSR_AMD_CPPC_CAP1";
	return 0;
}

static void fi_amd(const struct regset *rs, const struct cpu_ident *id, struct freqinv *fi)
{
	struct amd_cppc_caps caps;
	unsigned first;

	fi->rule = FI_AMD;
	if (id->vendor != VENDOR_AMD) {
		fi->state = FREQINV_DISABLED;
		fi->reason = "init_freq_invariance_cppc() sets a ratio on AMD only";
		return;
	}
	if (fi_amd_caps(rs, id, fi, &caps))
		return;
	fi_amd_prefcore(rs, fi);
	first = !rs->prefcore.scan_err && rs->prefcore.n && rs->prefcore.scan[0].highest <= 0xFFFFFFFFu
		? (unsigned)rs->prefcore.scan[0].highest : caps.highest;
	fi->base = caps.nominal;
	fi->rule_name = "AMD CPPC midpoint of boost and nominal";
	fi->turbo = fi->prefcore == 1 ? freqinv_amd_numerator(id, caps.highest, FI_AMD_PREFCORE, &fi->numerator_src)
				      : freqinv_amd_numerator(id, first, FI_AMD_HIGHEST, &fi->numerator_src);
	if (!fi->base || !fi->turbo) {
		fi->state = FREQINV_DISABLED;
		fi->reason = !fi->base ? "CPPC nominal perf is 0" : "CPPC boost numerator is 0";
		return;
	}
	fi->turbo_ratio = freqinv_amd_ratio(fi->turbo, fi->base);
	fi->max_ratio = fi->turbo_ratio;	/* freq_invariance_set_perf_ratio(ratio, false) */
}

int freqinv_derive(const struct regset *rs, const struct cpu_ident *id,
		   const struct platform_features *pf, struct freqinv *fi)
{
	memset(fi, 0, sizeof(*fi));
	fi->state = FREQINV_ENABLED;
	fi->rule = FI_NONE;
	fi->rule_name = "none";
	/* init_freq_invariance() and the model matches all require X86_FEATURE_APERFMPERF. */
	if (!id->has_aperf_mperf &&
	    (id->vendor == VENDOR_INTEL || id->vendor == VENDOR_AMD || id->vendor == VENDOR_HYGON)) {
		fi->state = FREQINV_DISABLED;
		fi->reason = "CPUID.6.ECX[0] = 0: no APERF/MPERF, the kernel never enables invariance";
	} else if (id->vendor == VENDOR_INTEL) {
		fi_intel(rs, pf, fi);
	} else if (id->vendor == VENDOR_AMD || id->vendor == VENDOR_HYGON) {
		fi_amd(rs, id, fi);
	} else {
		fi->state = FREQINV_DISABLED;
		fi->reason = "the kernel computes a frequency-invariance ratio only on Intel, AMD and Hygon";
	}
	return 0;
}

int freqinv_scale(uint64_t acnt, uint64_t mcnt, uint64_t ratio, unsigned *scale)
{
	uint64_t q, div;

	if (acnt >> (64 - 2 * FREQINV_SHIFT))
		return -ERANGE;	/* check_shl_overflow(acnt, 20) */
	if (__builtin_mul_overflow(mcnt, ratio, &div))
		return -ERANGE;
	if (!div)
		return -EDOM;
	q = (acnt << (2 * FREQINV_SHIFT)) / div;
	if (!q)
		return -EDOM;
	*scale = q > FREQINV_SCALE ? FREQINV_SCALE : (unsigned)q;
	return 0;
}
