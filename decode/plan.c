/*
 * What to sample and from where.  One row per raw counter: its MSR (numbers
 * from arch/x86/include/asm/msr-index.h), its perf fallback (the msr,
 * cstate_core, cstate_pkg and power PMUs of arch/x86/events), its scope and
 * how the summary row combines it (reference/turbostat.md §3-§6).
 */
#include <string.h>

#include "decode/plan.h"
#include "decode/thermal.h"

const struct raw_info raw_info[RAW__COUNT] = {
	[RAW_TSC] = { "tsc", RSCOPE_CPU, SUM_AVG, KIND_COUNTER },
	[RAW_APERF] = { "aperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER },
	[RAW_MPERF] = { "mperf", RSCOPE_CPU, SUM_AVG, KIND_COUNTER },
	[RAW_SMI] = { "smi", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER },
	[RAW_INSTR] = { "instructions", RSCOPE_CPU, SUM_AVG, KIND_COUNTER },
	[RAW_LLC_REFS] = { "cache-references", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER },	/* summed, never averaged: turbostat sum_counters() */
	[RAW_LLC_MISSES] = { "cache-misses", RSCOPE_CPU, SUM_TOTAL, KIND_COUNTER },
	[RAW_CC1] = { "c1", RSCOPE_CPU, SUM_AVG, KIND_COUNTER },
	[RAW_CC3] = { "c3", RSCOPE_CORE, SUM_AVG, KIND_COUNTER },
	[RAW_CC6] = { "c6", RSCOPE_CORE, SUM_AVG, KIND_COUNTER },
	[RAW_CC7] = { "c7", RSCOPE_CORE, SUM_AVG, KIND_COUNTER },
	[RAW_MC6] = { "mc6", RSCOPE_CORE, SUM_AVG, KIND_COUNTER },
	[RAW_PC2] = { "pc2", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC3] = { "pc3", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC6] = { "pc6", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC7] = { "pc7", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC8] = { "pc8", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC9] = { "pc9", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_PC10] = { "pc10", RSCOPE_PKG, SUM_AVG, KIND_COUNTER },
	[RAW_E_PKG] = { "energy-pkg", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_E_CORES] = { "energy-cores", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_E_GFX] = { "energy-gfx", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_E_RAM] = { "energy-ram", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_E_PSYS] = { "energy-psys", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_E_CORE_AMD] = { "energy-core", RSCOPE_CORE, SUM_TOTAL, KIND_COUNTER },
	[RAW_PKG_THROTTLE] = { "pkg-throttle", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_RAM_THROTTLE] = { "ram-throttle", RSCOPE_PKG, SUM_TOTAL, KIND_COUNTER },
	[RAW_CORE_THERM] = { "core-therm", RSCOPE_CORE, SUM_MAX, KIND_STATUS },
	[RAW_PKG_THERM] = { "pkg-therm", RSCOPE_PKG, SUM_MAX, KIND_STATUS },
	[RAW_CCD_THERM] = { "ccd-therm", RSCOPE_PKG, SUM_MAX, KIND_STATUS },
	[RAW_PERF_CTL] = { "perf-ctl", RSCOPE_CPU, SUM_MAX, KIND_STATUS },
};

/* Intel registers and perf events; a platform may move one (cc6 on Xeon Phi, pc6 on Silvermont). */
static const struct {
	enum raw_id raw;
	uint32_t msr;
	const char *perf;
	unsigned bits;
	int residency;		/* enum residency that must be in the platform record, or -1 */
	int rapl;		/* enum rapl_domain that must be in the platform record, or -1 */
} intel_sources[] = {
	{ RAW_APERF, 0xE8, "msr/aperf", 64, -1, -1 },		/* IA32_APERF */
	{ RAW_MPERF, 0xE7, "msr/mperf", 64, -1, -1 },		/* IA32_MPERF */
	{ RAW_SMI, 0x34, "msr/smi", 32, -1, -1 },		/* MSR_SMI_COUNT */
	{ RAW_INSTR, 0, "cpu/instructions", 64, -1, -1 },	/* perf only: the core PMU's retired instructions (IPC) */
	{ RAW_LLC_REFS, 0, "cpu/cache-references", 64, -1, -1 },	/* perf only: LLCkRPS, LLC%hit */
	{ RAW_LLC_MISSES, 0, "cpu/cache-misses", 64, -1, -1 },
	{ RAW_CC1, 0x660, "cstate_core/c1-residency", 64, RES_CC1, -1 },	/* MSR_CORE_C1_RES */
	{ RAW_CC3, 0x3FC, "cstate_core/c3-residency", 64, RES_CC3, -1 },	/* MSR_CORE_C3_RESIDENCY */
	{ RAW_CC6, 0x3FD, "cstate_core/c6-residency", 64, RES_CC6, -1 },	/* MSR_CORE_C6_RESIDENCY */
	{ RAW_CC7, 0x3FE, "cstate_core/c7-residency", 64, RES_CC7, -1 },	/* MSR_CORE_C7_RESIDENCY */
	{ RAW_MC6, 0x664, NULL, 64, RES_MC6, -1 },		/* MSR_MODULE_C6_RES_MS */
	{ RAW_PC2, 0x60D, "cstate_pkg/c2-residency", 64, RES_PC2, -1 },	/* MSR_PKG_C2_RESIDENCY */
	{ RAW_PC3, 0x3F8, "cstate_pkg/c3-residency", 64, RES_PC3, -1 },	/* MSR_PKG_C3_RESIDENCY */
	{ RAW_PC6, 0x3F9, "cstate_pkg/c6-residency", 64, RES_PC6, -1 },	/* MSR_PKG_C6_RESIDENCY */
	{ RAW_PC7, 0x3FA, "cstate_pkg/c7-residency", 64, RES_PC7, -1 },	/* MSR_PKG_C7_RESIDENCY */
	{ RAW_PC8, 0x630, "cstate_pkg/c8-residency", 64, RES_PC8, -1 },	/* MSR_PKG_C8_RESIDENCY */
	{ RAW_PC9, 0x631, "cstate_pkg/c9-residency", 64, RES_PC9, -1 },	/* MSR_PKG_C9_RESIDENCY */
	{ RAW_PC10, 0x632, "cstate_pkg/c10-residency", 64, RES_PC10, -1 },	/* MSR_PKG_C10_RESIDENCY */
	{ RAW_E_PKG, 0x611, "power/energy-pkg", 32, -1, RAPL_PKG },	/* MSR_PKG_ENERGY_STATUS */
	{ RAW_E_CORES, 0x639, "power/energy-cores", 32, -1, RAPL_PP0 },	/* MSR_PP0_ENERGY_STATUS */
	{ RAW_E_GFX, 0x641, "power/energy-gpu", 32, -1, RAPL_PP1 },	/* MSR_PP1_ENERGY_STATUS */
	{ RAW_E_RAM, 0x619, "power/energy-ram", 32, -1, RAPL_DRAM },	/* MSR_DRAM_ENERGY_STATUS */
	{ RAW_E_PSYS, 0x64D, "power/energy-psys", 32, -1, RAPL_PSYS },	/* MSR_PLATFORM_ENERGY_STATUS */
	{ RAW_PKG_THROTTLE, 0x613, NULL, 32, -1, RAPL_PKG },	/* MSR_PKG_PERF_STATUS */
	{ RAW_RAM_THROTTLE, 0x61B, NULL, 32, -1, RAPL_DRAM },	/* MSR_DRAM_PERF_STATUS */
	{ RAW_CORE_THERM, 0x19C, NULL, 64, -1, -1 },		/* IA32_THERM_STATUS */
	{ RAW_PKG_THERM, 0x1B1, NULL, 64, -1, -1 },		/* IA32_PACKAGE_THERM_STATUS */
	{ RAW_PERF_CTL, 0x199, NULL, 64, -1, -1 },		/* IA32_PERF_CTL */
};

/* AMD family 17h+ (msr-index.h MSR_AMD_*; turbostat.md §4 RAPL AMD). */
static const struct {
	enum raw_id raw;
	uint32_t msr;
	const char *perf;
	unsigned bits;
	int rapl;
} amd_sources[] = {
	{ RAW_APERF, 0xE8, "msr/aperf", 64, -1 },
	{ RAW_MPERF, 0xE7, "msr/mperf", 64, -1 },
	{ RAW_INSTR, 0, "cpu/instructions", 64, -1 },		/* perf only (IPC) */
	{ RAW_LLC_REFS, 0, "cpu/cache-references", 64, -1 },	/* perf only (LLC) */
	{ RAW_LLC_MISSES, 0, "cpu/cache-misses", 64, -1 },
	{ RAW_E_PKG, 0xC001029B, "power/energy-pkg", 32, RAPL_AMD_PKG },	/* MSR_AMD_PKG_ENERGY_STATUS */
	{ RAW_E_CORE_AMD, 0xC001029A, "power_core/energy-core", 32, RAPL_AMD_CORE },	/* MSR_AMD_CORE_ENERGY_STATUS */
};

/* An energy MSR means nothing without the unit register: then perf (or powercap) instead. */
static int msr_usable(const struct plan_inputs *in, enum raw_id r)
{
	return in->msr_ok && !(rapl_is_accumulated(r) && in->rapl && !in->rapl->ok);
}

static void choose(struct raw_source *s, const struct plan_inputs *in, enum raw_id r, uint32_t msr,
		   const char *perf, unsigned bits)
{
	s->bits = bits;
	s->scale = 1.0;
	if (msr_usable(in, r) && msr) {
		s->kind = SRC_MSR;
		s->msr = msr;
	} else if (in->perf_ok && perf) {
		s->kind = SRC_PERF;
		s->perf = perf;
		s->bits = 64;	/* the kernel extends perf counts to 64 bits */
	}
}

void plan_build(const struct plan_inputs *in, struct plan *p)
{
	const struct platform_features *pf = in->pf;

	memset(p, 0, sizeof(*p));
	p->src[RAW_TSC] = (struct raw_source){ .kind = SRC_TSC, .bits = 64, .scale = 1.0 };
	if (in->vendor == VENDOR_AMD || in->vendor == VENDOR_HYGON) {
		for (size_t i = 0; i < sizeof(amd_sources) / sizeof(amd_sources[0]); i++) {
			if (amd_sources[i].rapl >= 0 && !(pf->rapl & BIT_OF(amd_sources[i].rapl)))
				continue;
			choose(&p->src[amd_sources[i].raw], in, amd_sources[i].raw, amd_sources[i].msr,
			       amd_sources[i].perf, amd_sources[i].bits);
		}
	} else {
		for (size_t i = 0; i < sizeof(intel_sources) / sizeof(intel_sources[0]); i++) {
			uint32_t msr = intel_sources[i].msr;

			if (intel_sources[i].residency >= 0 && !(pf->residencies & BIT_OF(intel_sources[i].residency)))
				continue;
			if (intel_sources[i].rapl >= 0 && !(pf->rapl & BIT_OF(intel_sources[i].rapl)))
				continue;
			if ((intel_sources[i].raw == RAW_CORE_THERM && !in->has_dts) ||
			    (intel_sources[i].raw == RAW_PKG_THERM && !in->has_pts) ||
			    (intel_sources[i].raw == RAW_PERF_CTL && !in->want_perf_ctl) ||
			    (intel_sources[i].raw == RAW_CC1 && !pf->has_c1_msr))
				continue;
			if (intel_sources[i].raw == RAW_CC6 && pf->cc6_msr)
				msr = pf->cc6_msr;
			if (intel_sources[i].raw == RAW_PC6 && pf->pc6_msr)
				msr = pf->pc6_msr;
			choose(&p->src[intel_sources[i].raw], in, intel_sources[i].raw, msr, intel_sources[i].perf,
			       intel_sources[i].bits);
		}
	}
	if (in->rapl)
		rapl_plan_scales(in->rapl, p);
	p->read_proc_stat = 1;
	p->read_interrupts = 1;
	p->nidle = in->nidle;
}

/*
 * The sampler reads node = the package's index (msr/sample.c).  That holds
 * where a package is one node: Zen 2 and later.  Family 17h below model 30h
 * (Zen, Zen+) and Hygon 18h put up to four nodes in a package, so there only
 * a single package qualifies, read through its node 0.
 */
void plan_smn_tctl(const struct cpu_ident *id, int npkg, struct plan *p)
{
	int several_nodes = (id->family == 0x17 && id->model < 0x30) || id->family == 0x18;

	if ((id->vendor != VENDOR_AMD && id->vendor != VENDOR_HYGON) || id->family < 0x17 ||
	    p->src[RAW_PKG_THERM].kind != SRC_NONE || (npkg > 1 && several_nodes))
		return;
	p->src[RAW_PKG_THERM] = (struct raw_source){ .kind = SRC_SMN, .bits = 32, .scale = 1.0,
						     .smn = THERMAL_SMN_TCTL };
	uint32_t first;
	unsigned n;

	if (!thermal_ccd_sensors(id->family, id->model, &first, &n) && n <= RAW_CCD_MAX)
		p->src[RAW_CCD_THERM] = (struct raw_source){ .kind = SRC_SMN, .bits = 32, .scale = 1.0,
							     .smn = first, .smn_ccds = (1u << n) - 1 };
}
