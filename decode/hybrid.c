// SPDX-License-Identifier: GPL-2.0-only
/*
 * Hybrid capacity scaling (decode/hybrid.h).  intel_pstate, when HWP is on,
 * the part is hybrid and SMT is off, calls arch_set_cpu_capacity(cpu,
 * capacity_perf, max capacity_perf, capacity_perf, max_pstate_physical)
 * for every CPU; the scheduler tick then divides by the CPU's own ratio.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "decode/hwp.h"
#include "decode/hybrid.h"

#define PERF_CTL_SCALING 100000u	/* kHz per PERF_CTL ratio: core_get_scaling() */

/* intel_hybrid_scaling_factor[] in drivers/cpufreq/intel_pstate.c (HYBRID_SCALING_FACTOR_*). */
static const struct { unsigned model, scaling; } hybrid_factors[] = {
	{ 0x97, 78741 },	/* ALDERLAKE */
	{ 0x9A, 78741 },	/* ALDERLAKE_L */
	{ 0xB7, 78741 },	/* RAPTORLAKE */
	{ 0xBA, 78741 },	/* RAPTORLAKE_P */
	{ 0xBF, 78741 },	/* RAPTORLAKE_S */
	{ 0xAA, 80000 },	/* METEORLAKE_L */
	{ 0xBD, 86957 },	/* LUNARLAKE_M */
};

unsigned hybrid_pcore_scaling(const struct cpu_ident *id)
{
	if (id->vendor != VENDOR_INTEL || id->family != 6)
		return 0;
	for (size_t i = 0; i < sizeof(hybrid_factors) / sizeof(hybrid_factors[0]); i++)
		if (hybrid_factors[i].model == id->model)
			return hybrid_factors[i].scaling;
	return 0;
}

unsigned hybrid_base_perf(unsigned base_ratio, unsigned highest, unsigned guaranteed, unsigned scaling)
{
	uint64_t freq = (uint64_t)base_ratio * PERF_CTL_SCALING;

	if (scaling == PERF_CTL_SCALING || !scaling)
		return base_ratio;
	/* intel_pstate_freq_to_hwp(): turbo_freq and max_freq map back exactly, else round up */
	if (freq == (uint64_t)highest * scaling / PERF_CTL_SCALING * PERF_CTL_SCALING)
		return highest;
	if (freq == (uint64_t)guaranteed * scaling / PERF_CTL_SCALING * PERF_CTL_SCALING)
		return guaranteed;
	return (unsigned)((freq + scaling - 1) / scaling);
}

/* MSR_PM_ENABLE [0] as read at start-up: 1 on, 0 off, -1 not read. */
static int hybrid_hwp_on(const struct cpu_facts *f)
{
	for (size_t i = 0; i < f->nregs; i++)
		if (f->regs[i].msr == MSR_PM_ENABLE)
			return f->regs[i].err ? -1 : (int)(f->regs[i].val & 1);
	return -1;
}

/* Why the kernel would not scale capacity per CPU, or why that is unknown here. */
static void hybrid_gate(const struct cpu_facts *f, const struct hybrid_in *in, unsigned pscale,
			struct hybrid_caps *h)
{
	int hwp = hybrid_hwp_on(f);

	h->state = HYBRID_ENABLED;
	if (!f->id.has_hwp || hwp == 0)
		h->state = HYBRID_OFF, h->reason = "HWP is off: intel_pstate scales no capacity";
	else if (in->intel_pstate == 0)
		h->state = HYBRID_OFF, h->reason = "the cpufreq driver is not intel_pstate";
	else if (in->smt_active == 1)
		h->state = HYBRID_OFF, h->reason = "SMT is active: intel_pstate leaves capacity alone "
						   "(asymmetric packing instead); values as if SMT were off";
	else if (!pscale)
		h->state = HYBRID_UNKNOWN, h->reason = "model not in intel_pstate's scaling-factor table: "
						       "the kernel takes the P-core scaling from ACPI _CPC";
	else if (hwp < 0 || in->intel_pstate < 0 || in->smt_active < 0)
		h->state = HYBRID_UNKNOWN, h->reason = "MSR_PM_ENABLE, the cpufreq driver or smt/active not "
						       "known here; values as if HWP, intel_pstate and no SMT";
	else if (f->base_ratio.state != FACT_OK)
		h->state = HYBRID_UNKNOWN, h->reason = "MSR_PLATFORM_INFO base ratio unreadable";
}

int hybrid_derive(const struct cpu_facts *f, const struct hybrid_in *in, struct hybrid_caps *h)
{
	unsigned pscale = hybrid_pcore_scaling(&f->id);
	unsigned base = f->base_ratio.state == FACT_OK ? (unsigned)f->base_ratio.v : 0;

	memset(h, 0, sizeof(*h));
	if (!f->id.hybrid || f->id.vendor != VENDOR_INTEL || !in->n)
		return 0;
	hybrid_gate(f, in, pscale, h);
	h->cpu = calloc(in->n, sizeof(*h->cpu));
	if (!h->cpu)
		return -ENOMEM;
	h->n = in->n;
	for (size_t i = 0; i < in->n; i++) {
		struct hybrid_cpu *c = &h->cpu[i];
		struct hwp_caps caps;

		c->cpu = in->cpu[i].cpu;
		c->core_type = in->cpu[i].core_type;
		if (in->cpu[i].err) {
			h->state = HYBRID_UNKNOWN;
			h->reason = "MSR_HWP_CAPABILITIES unreadable on some CPU";
			continue;
		}
		hwp_caps_decode(in->cpu[i].val, &caps);
		c->scaling = c->core_type == HYBRID_CORE_TYPE_CORE && pscale ? pscale : PERF_CTL_SCALING;
		c->hwp_highest = caps.highest;
		c->base_perf = hybrid_base_perf(base, caps.highest, caps.guaranteed, c->scaling);
		c->cap_perf = f->turbo_disabled ? c->base_perf : caps.highest;
		if (c->cap_perf > h->max_cap_perf)
			h->max_cap_perf = c->cap_perf;
	}
	for (size_t i = 0; i < h->n; i++) {
		struct hybrid_cpu *c = &h->cpu[i];

		if (h->max_cap_perf)
			c->capacity = (unsigned)(((uint64_t)c->cap_perf << 10) / h->max_cap_perf);
		if (c->base_perf)
			c->freq_ratio = (unsigned)(((uint64_t)c->cap_perf << 10) / c->base_perf);
	}
	return 0;
}

void hybrid_free(struct hybrid_caps *h)
{
	free(h->cpu);
	memset(h, 0, sizeof(*h));
}
