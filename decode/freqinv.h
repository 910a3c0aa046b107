/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The scheduler's frequency-invariance reference (decode/freqinv.c): which
 * turbo ratio the kernel takes as 1024 and the per-tick arithmetic, as in
 * arch/x86/kernel/cpu/aperfmperf.c and arch/x86/kernel/acpi/cppc.c.
 */
#ifndef TSNG_FREQINV_H
#define TSNG_FREQINV_H

#include <stdint.h>

#include "decode/platform.h"
#include "regset.h"

#define FREQINV_SCALE 1024u		/* SCHED_CAPACITY_SCALE */
#define FREQINV_SHIFT 10		/* SCHED_CAPACITY_SHIFT */

#define MSR_IA32_MISC_ENABLE		0x1A0	/* [38] turbo disable: platinfo_misc_turbo_disabled() */

enum freqinv_state {
	FREQINV_ENABLED,	/* the kernel enables invariance with max_ratio */
	FREQINV_DISABLED,	/* the kernel leaves it off (reason says why) */
	FREQINV_UNDEFINED,	/* the kernel's result depends on an uninitialised value */
	FREQINV_UNKNOWN,	/* the registers the kernel reads are not reachable from here */
};

/* Which numerator amd_set_max_freq_ratio() uses (arch/x86/kernel/acpi/cppc.c). */
enum freqinv_amd_rule {
	FI_AMD_HIGHEST,		/* v5.11, and current kernels without preferred cores: highest_perf */
	FI_AMD_MODEL_TABLE,	/* v5.13-6.10 amd_get_highest_perf(): 166 on listed models, else 255 */
	FI_AMD_PREFCORE,	/* current kernels with preferred cores: amd_get_boost_ratio_numerator() */
};

struct freqinv {
	enum freqinv_state state;
	enum fi_rule rule;	/* the step that produced the ratio */
	const char *rule_name;	/* "Xeon Phi second-highest bucket" */
	unsigned base;		/* Intel: base bus ratio; AMD: CPPC nominal perf */
	unsigned turbo;		/* Intel: chosen turbo bus ratio; AMD: boost numerator */
	uint64_t turbo_ratio;	/* arch_turbo_freq_ratio */
	uint64_t max_ratio;	/* arch_max_freq_ratio: turbo_ratio, or 1024 with turbo disabled */
	int turbo_disabled;
	const char *reason;	/* why not enabled, why undefined, or why 1024; NULL otherwise */
	const char *numerator_src;	/* AMD: where the boost numerator comes from */
	const char *caps_src;		/* AMD: where nominal/highest perf come from */
	int prefcore;			/* AMD: amd_detect_prefcore() 1 yes, 0 no, -1 unknown */
	const char *prefcore_how;	/* AMD: what that was decided from */
};

/*
 * The kernel's choice for this CPU: Intel steps slv, glm, knl, skx, core in
 * that order (glm/knl/skx only where pf->fi names them), or on AMD the CPPC
 * midpoint of current kernels, with _CPC from rs->cppc (else CPPC_CAP1
 * 0xC00102B0) and preferred cores from rs->prefcore.  Reads 0xCE, 0x1AD,
 * 0x1AE, 0x66A, 0x66C, 0x1A0 from @rs on Intel; rs->no_turbo == 1 counts as
 * turbo disabled.  Always fills @fi; returns 0.
 */
int freqinv_derive(const struct regset *rs, const struct cpu_ident *id,
		   const struct platform_features *pf, struct freqinv *fi);

/*
 * The boost numerator for an AMD part under @rule; *why names the case.
 * @highest_perf is the value the rule reads: the first present CPU's for
 * FI_AMD_HIGHEST (amd_detect_prefcore()'s boost_numerator), this CPU's for
 * an efficiency core under FI_AMD_PREFCORE.
 */
unsigned freqinv_amd_numerator(const struct cpu_ident *id, unsigned highest_perf,
			       enum freqinv_amd_rule rule, const char **why);

/* perf_ratio = ((numerator * 1024) / nominal + 1024) >> 1; 0 when nominal is 0. */
uint64_t freqinv_amd_ratio(unsigned numerator, unsigned nominal_perf);

/* turbo * 1024 / base, truncating; 0 when base is 0. */
uint64_t freqinv_ratio(unsigned turbo, unsigned base);

/* The registers the kernel's Intel steps read on a part of @pf (start-up reads); their count. */
size_t freqinv_registers(const struct platform_features *pf, uint32_t *out, size_t max);

/*
 * One scheduler tick (scale_freq_tick): @acnt, @mcnt are APERF/MPERF deltas,
 * @ratio is arch_max_freq_ratio.  *scale = min((acnt << 20) / (mcnt * ratio), 1024).
 * Returns 0, -ERANGE when acnt << 20 or mcnt * ratio overflows 64 bits, or
 * -EDOM when mcnt * ratio is 0 or the quotient is 0; on error the kernel
 * disables invariance ("went wobbly").
 */
int freqinv_scale(uint64_t acnt, uint64_t mcnt, uint64_t ratio, unsigned *scale);

#endif
