// SPDX-License-Identifier: GPL-2.0-only
/*
 * A governor's view of a CPU (struct gov_cpu) from the facts decode/facts.c
 * derived from its registers, so --replay and --simulate on a recording use
 * the recorded part.  Kernel sources of each field: intel_pstate's
 * core_get_min_pstate / core_get_max_pstate_physical / core_get_turbo_pstate
 * (0xCE [47:40], 0xCE [15:8], 0x1AD [7:0]); amd-pstate's CPPC caps.
 * freq_table stays GOV_TABLE_ASC: a recording does not say which cpufreq
 * driver ran, and only a RELATION_C tie or powersave_bias would differ.
 */
#include <errno.h>
#include <string.h>

#include "decode/facts.h"
#include "gov/amd_cppc.h"
#include "gov/cpu.h"

static int gov_cpu_from_cppc(const struct cpu_facts *f, struct gov_cpu *out)
{
	const struct amd_cppc_caps *c = &f->cppc;

	/* parts without CPPC MSRs: amd-pstate's shmem_init_perf() takes the same caps from ACPI _CPC */
	if ((f->cppc_state.state != FACT_OK && f->cppc_state.state != FACT_CPUID_SYSFS) || !c->nominal ||
	    !f->base_khz.v)
		return -ENODATA;
	/* amd-pstate caches the boost numerator as highest_perf (amd-pstate.c amd_pstate_init_perf()) */
	out->highest_perf = f->fi.turbo ? f->fi.turbo : c->highest;
	out->nominal_perf = c->nominal;
	out->lowest_nonlinear_perf = c->lowest_nonlinear;
	out->lowest_perf = c->lowest;
	out->nominal_khz = (unsigned)f->base_khz.v;
	out->min_pstate = c->lowest;
	out->max_pstate = out->max_pstate_physical = c->nominal;
	out->turbo_pstate = out->highest_perf;
	out->no_turbo = (unsigned)f->turbo_disabled;
	/* no CPPC MSRs: _CPC through ACPI shared memory (amd_pstate_init(): no fast switch) */
	out->cppc_shmem = f->cppc_state.state == FACT_CPUID_SYSFS;
	if (f->cppc_nominal_khz)
		out->nominal_khz = (unsigned)f->cppc_nominal_khz;
	out->fi_ratio = f->fi.state == FREQINV_ENABLED ? (unsigned)f->fi.max_ratio : 0;
	/* the enabled hardware P-states: acpi-cpufreq's _PSS on these parts */
	for (size_t i = 0, n = 0; i < AMD_PSTATE_COUNT && n < GOV_MAX_PSS; i++)
		if (f->pstate_mhz[i].state == FACT_OK && f->pstate_mhz[i].v)
			out->pss_khz[n++] = (unsigned)f->pstate_mhz[i].v * 1000;
	return 0;
}

/*
 * AMD before CPPC (families 10h-16h, decode/amd_pstate.c): acpi-cpufreq over the enabled
 * hardware P-states, its _PSS on these parts, as amd_acpi_view() sets a CPPC part's up for it.
 */
static int gov_cpu_from_pstates(const struct cpu_facts *f, struct gov_cpu *out)
{
	size_t n = 0;

	for (size_t i = 0; i < AMD_PSTATE_COUNT && n < GOV_MAX_PSS; i++)
		if (f->pstate_mhz[i].state == FACT_OK && f->pstate_mhz[i].v)
			out->pss_khz[n++] = (unsigned)f->pstate_mhz[i].v * 1000;
	if (!n)
		return -ENODATA;
	out->no_turbo = (unsigned)f->turbo_disabled;
	amd_acpi_view(out, 0, out);	/* no CPPC before family 17h: the same in every kernel */
	return 0;
}

int gov_cpu_from_facts(const struct cpu_facts *f, struct gov_cpu *out)
{
	memset(out, 0, sizeof(*out));
	/* cpufreq_ondemand.c should_io_be_busy(): only Intel family 6 from model 15 on counts iowait as busy */
	out->amd = f->id.vendor != VENDOR_INTEL || f->id.family != 6 || f->id.model < 15;
	if ((f->id.vendor == VENDOR_AMD || f->id.vendor == VENDOR_HYGON) && amd_pstate_boost_unknown(f->id.family))
		return gov_cpu_from_pstates(f, out);
	if (f->id.vendor == VENDOR_AMD || f->id.vendor == VENDOR_HYGON)
		return gov_cpu_from_cppc(f, out);
	if (f->base_ratio.state != FACT_OK || f->max_eff_ratio.state != FACT_OK || !f->bclk_khz.v ||
	    !f->base_ratio.v || !f->max_eff_ratio.v || f->max_eff_ratio.v > f->base_ratio.v)
		return -ENODATA;
	unsigned turbo = f->trl_state.state == FACT_OK ? trl_max_ratio(&f->trl) : 0;

	out->min_pstate = (unsigned)f->max_eff_ratio.v;
	out->max_pstate = out->max_pstate_physical = (unsigned)f->base_ratio.v;
	/* intel_pstate: a turbo ratio below max_pstate is raised to it */
	out->turbo_pstate = turbo > out->max_pstate ? turbo : out->max_pstate;
	out->bclk_khz = (unsigned)f->bclk_khz.v;
	out->fi_ratio = f->fi.state == FREQINV_ENABLED ? (unsigned)f->fi.max_ratio : 0;
	out->aperf_mperf_shift = f->mperf_multiplier == 1024 ? 10 : 0;
	out->no_turbo = (unsigned)f->turbo_disabled;
	return 0;
}
