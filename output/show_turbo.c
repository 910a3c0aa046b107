// SPDX-License-Identifier: GPL-2.0-only
/*
 * --show-turbo renderer (output/show_turbo.h).  Text follows turbostat's
 * "N * B = F MHz ..." lines (turbostat.c dump_turbo_ratio_limits()), then a
 * bar chart of ratio against active cores, then the frequency-invariance
 * reference.
 *
 * JSON: one object, keys stable.  Every fact is a pair "<key>" (number or
 * null) and "<key>_state" ("ok", "none", "unreadable", "zero",
 * "cpuid_or_sysfs").  Keys: cpu, vendor, family, model, stepping, brand,
 * platform, msr_access ("ok" or an errno name), bclk_khz, base_ratio,
 * max_efficiency_ratio, base_khz, tsc_hz, tsc_source, mperf_multiplier,
 * turbo_levels / secondary_turbo_levels ([{active_cores, ratio, khz}]),
 * turbo_disabled, turbo_disabled_reason, hwp_highest/guaranteed/efficient/
 * lowest, hwp_request_epp, amd_pstate_mhz ([8], null where off),
 * cppc_highest/nominal/lowest_nonlinear/lowest, cppc_nominal_khz (0
 * unknown), prefcore (true, false or null), prefcore_source,
 * amd_pstate_prefcore ("enabled", "disabled" or null), prefcore_ranking,
 * cpuid_base_mhz,
 * cpuid_max_mhz, cpuid_bus_mhz, cpufreq_base_khz, cpufreq_max_khz,
 * cpufreq_min_khz, and freq_invariance {state, rule, rule_name, base, turbo,
 * turbo_ratio, max_ratio, max_khz, reason, numerator_source (AMD, else null),
 * alternatives [{label, ratio, khz}]}, and hybrid_capacity (null, or {state,
 * reason, max_capacity_perf, cpus [{cpu, core_type, hwp_highest, scaling_khz,
 * base_perf, capacity_perf, capacity, freq_ratio}]}).
 */
#include <errno.h>
#include <string.h>

#include "hw.h"
#include "output/jsonw.h"
#include "output/show_turbo.h"

static const char *const st_state_names[] = {
	[FACT_NONE] = "none", [FACT_OK] = "ok", [FACT_UNREADABLE] = "unreadable",
	[FACT_ZERO] = "zero", [FACT_CPUID_SYSFS] = "cpuid_or_sysfs",
};

static const char *const st_fi_states[] = {
	[FREQINV_ENABLED] = "enabled", [FREQINV_DISABLED] = "disabled",
	[FREQINV_UNDEFINED] = "undefined", [FREQINV_UNKNOWN] = "unknown",
};

static const char *const st_fi_rules[FI__COUNT] = {
	[FI_CORE] = "core", [FI_SLV] = "slv", [FI_GLM] = "glm", [FI_KNL] = "knl",
	[FI_SKX] = "skx", [FI_AMD] = "amd", [FI_NONE] = "none",
};

static const char *st_errname(int err)
{
	switch (-err) {
	case 0: return "ok";
	case EIO: return "EIO";
	case -HW_NOT_RECORDED: return "not in this recording";
	case ENOENT: return "ENOENT";
	case EACCES: return "EACCES";
	case EPERM: return "EPERM";
	case ENXIO: return "ENXIO";
	case ENODEV: return "ENODEV";
	case EINVAL: return "EINVAL";
	case ECANCELED: return "ECANCELED";
	default: return "error";
	}
}

static uint64_t st_mhz(uint64_t khz)
{
	return (khz + 500) / 1000;
}

static double st_bclk(const struct cpu_facts *f)
{
	return f->bclk_khz.v / 1000.0;
}

/* One "cpuN: NAME: 0x..." line; nothing when MSRs were never reachable. */
static const struct fact_reg *st_reg(const struct cpu_facts *f, uint32_t msr, FILE *out)
{
	for (size_t i = 0; i < f->nregs; i++) {
		const struct fact_reg *r = &f->regs[i];

		if (r->msr != msr)
			continue;
		if (f->msr_access)
			return NULL;
		if (r->err == HW_NOT_RECORDED)	/* a replay of a recording without it: no word on the part */
			fprintf(out, "cpu%d: %s: not in this recording\n", f->cpu, r->name);
		else if (r->err)
			fprintf(out, "cpu%d: %s: unreadable (%s%s)\n", f->cpu, r->name, st_errname(r->err),
				r->err == -EIO ? ": not implemented on this part" : "");
		else
			fprintf(out, "cpu%d: %s: 0x%08llx\n", f->cpu, r->name, (unsigned long long)r->val);
		return r->err ? NULL : r;
	}
	return NULL;
}

/* "WHAT: WHERE unreadable (EIO)", or "not in this recording" for a replay without it. */
static void st_unreadable(FILE *out, const char *what, const char *where, int err)
{
	if (err == HW_NOT_RECORDED)
		fprintf(out, "%s: %s not in this recording\n", what, where);
	else
		fprintf(out, "%s: %s unreadable (%s)\n", what, where, st_errname(err));
}

/* "N * B = F MHz what", or a line saying why there is no number. */
static void st_ratio(const struct cpu_facts *f, const struct fact *x, const char *what,
		     const char *where, FILE *out)
{
	switch (x->state) {
	case FACT_OK:
		if (f->bclk_khz.state == FACT_OK)
			fprintf(out, "%u * %.1f = %.1f MHz %s\n", (unsigned)x->v, st_bclk(f),
				facts_ratio_mhz(f, (unsigned)x->v), what);
		else
			fprintf(out, "ratio %u %s (bus clock unknown: no MHz)\n", (unsigned)x->v, what);
		break;
	case FACT_ZERO:
		fprintf(out, "%s: %s reads 0: no value\n", what, where);
		break;
	case FACT_UNREADABLE:
		if (!f->msr_access)
			st_unreadable(out, what, where, x->err);
		break;
	default:
		break;
	}
}

static void st_trl(const struct cpu_facts *f, const struct fact *st, const struct trl_table *t,
		   const char *where, FILE *out)
{
	if (st->state == FACT_ZERO)
		fprintf(out, "max turbo: %s is all zero: no turbo levels declared\n", where);
	if (st->state == FACT_UNREADABLE && !f->msr_access)
		st_unreadable(out, "max turbo", where, st->err);
	for (size_t i = 0; i < t->n; i++) {
		char what[48];

		snprintf(what, sizeof(what), "max turbo %u active cores", t->lv[i].active_cores);
		st_ratio(f, &(struct fact){ .state = FACT_OK, .v = t->lv[i].ratio }, what, where, out);
	}
	if (t->skipped)
		fprintf(out, "note: %u turbo ratio extension register(s) faulted and were left out\n",
			t->skipped);
}

/*
 * An HWP_CAPABILITIES level.  On a hybrid part's P-core the perf unit is not
 * the bus-clock ratio: intel_pstate scales it by the model's factor
 * (drivers/cpufreq/intel_pstate.c hwp_get_cpu_scaling(),
 * HYBRID_SCALING_FACTOR_*), or, for a model not in its table, by what ACPI
 * _CPC says, which is not read here: then no MHz is printed.
 */
static void st_hwp_level(const struct cpu_facts *f, const struct hybrid_caps *h, unsigned v, const char *what,
			 FILE *out)
{
	const struct hybrid_cpu *c = NULL;
	unsigned khz = hybrid_pcore_scaling(&f->id);

	for (size_t i = 0; h && h->state != HYBRID_NONE && i < h->n; i++)
		if (h->cpu[i].cpu == f->cpu)
			c = &h->cpu[i];
	if (!c || c->core_type != HYBRID_CORE_TYPE_CORE || !v)
		st_ratio(f, &(struct fact){ .state = v ? FACT_OK : FACT_ZERO, .v = v }, what, "MSR_HWP_CAPABILITIES", out);
	else if (khz)
		fprintf(out, "%u * %.3f = %.1f MHz %s (P-core perf units: intel_pstate's scaling factor)\n", v,
			khz / 1000.0, v * (khz / 1000.0), what);
	else
		fprintf(out, "%u %s (P-core perf units; their MHz comes from ACPI _CPC on this model, not read here)\n",
			v, what);
}

static void st_intel(const struct cpu_facts *f, const struct hybrid_caps *h, FILE *out)
{
	const struct trl_layout *trl = trl_layout_of(f->pf->trl);

	if (f->pf->bclk == BCLK_SLM_FSB) {
		st_reg(f, MSR_FSB_FREQ, out);
		if (f->bclk_khz.state == FACT_OK)
			fprintf(out, "SLM BCLK: %.1f Mhz\n", st_bclk(f));
		else if (f->bclk_khz.state == FACT_ZERO)
			fprintf(out, "SLM BCLK: unknown MSR_FSB_FREQ encoding: no MHz\n");
	}
	st_reg(f, MSR_PLATFORM_INFO, out);
	st_ratio(f, &f->max_eff_ratio, "max efficiency frequency", "MSR_PLATFORM_INFO[47:40]", out);
	st_ratio(f, &f->base_ratio, "base frequency", "MSR_PLATFORM_INFO[15:8]", out);
	if (f->atom_min_ratio.state != FACT_NONE) {
		st_reg(f, MSR_ATOM_CORE_RATIOS, out);
		st_ratio(f, &f->atom_min_ratio, "minimum operating frequency", "MSR_ATOM_CORE_RATIOS[5:0]", out);
		st_ratio(f, &f->atom_lfm_ratio, "low frequency mode (LFM)", "MSR_ATOM_CORE_RATIOS[13:8]", out);
	}
	for (size_t i = 0; trl && i < trl->nregs; i++)
		st_reg(f, trl->regs[i], out);
	if (trl)
		st_trl(f, &f->trl_state, &f->trl, trl->where, out);
	if (f->trl_secondary_state.state != FACT_NONE) {
		st_reg(f, MSR_SECONDARY_TURBO_RATIO_LIMIT, out);
		st_trl(f, &f->trl_secondary_state, &f->trl_secondary,
		       "MSR_SECONDARY_TURBO_RATIO_LIMIT", out);
	}
	if (f->pf->has_config_tdp && !f->msr_access) {
		st_ratio(f, &f->ctdp_nominal_ratio, "config TDP nominal", "MSR_CONFIG_TDP_NOMINAL", out);
		st_ratio(f, &f->ctdp_ratio[0], "config TDP level 1", "MSR_CONFIG_TDP_LEVEL_1[23:16]", out);
		st_ratio(f, &f->ctdp_ratio[1], "config TDP level 2", "MSR_CONFIG_TDP_LEVEL_2[23:16]", out);
		if (f->ctdp_level.state == FACT_OK || f->ctdp_level.state == FACT_ZERO)
			fprintf(out, "config TDP level %u selected%s\n", (unsigned)f->ctdp_level.v,
				f->ctdp_locked.v ? ", locked" : "");
		st_ratio(f, &f->tar_ratio, "max non-turbo ratio (TURBO_ACTIVATION_RATIO)",
			 "MSR_TURBO_ACTIVATION_RATIO", out);
	}
	if (f->hwp_caps_state.state != FACT_NONE) {
		const struct fact_reg *pm = st_reg(f, MSR_PM_ENABLE, out);

		if (pm)
			fprintf(out, "HWP %s (MSR_PM_ENABLE[0] = %u)\n", (pm->val & 1) ? "enabled" : "disabled",
				(unsigned)(pm->val & 1));
		if (st_reg(f, MSR_HWP_CAPABILITIES, out)) {
			const struct hwp_caps *c = &f->hwp;
			const struct { unsigned v; const char *what; } lv[] = {
				{ c->highest, "HWP highest performance" },
				{ c->guaranteed, "HWP guaranteed performance" },
				{ c->efficient, "HWP most efficient performance" },
				{ c->lowest, "HWP lowest performance" },
			};

			for (size_t i = 0; i < sizeof(lv) / sizeof(lv[0]); i++)
				st_hwp_level(f, h, lv[i].v, lv[i].what, out);
		}
		if (st_reg(f, MSR_HWP_REQUEST, out))
			fprintf(out, "HWP request: min %u max %u desired %u epp 0x%x window 0x%x pkg %u\n",
				f->hwp_req.min, f->hwp_req.max, f->hwp_req.desired, f->hwp_req.epp,
				f->hwp_req.window, f->hwp_req.package);
	}
}

/* With preferred cores, highest_perf ranks cores; amd-pstate scales frequencies by the boost numerator. */
static int st_ranked(const struct cpu_facts *f)
{
	return f->fi.rule == FI_AMD && f->fi.prefcore == 1 && f->fi.turbo && f->fi.turbo != f->cppc.highest;
}

/* CPPC perf levels, from CPPC_CAP1 or from ACPI _CPC in sysfs, in MHz as amd-pstate's perf_to_freq(). */
static void st_cppc(const struct cpu_facts *f, FILE *out)
{
	const struct amd_cppc_caps *c = &f->cppc;
	const struct { unsigned v; const char *what; } lv[] = {
		{ c->highest, "highest" }, { c->nominal, "nominal" },
		{ c->lowest_nonlinear, "lowest non-linear" }, { c->lowest, "lowest" },
	};
	int have = f->id.has_amd_cppc && st_reg(f, MSR_AMD_CPPC_CAP1, out);

	if (f->cppc_state.state == FACT_CPUID_SYSFS) {
		fprintf(out, "cpu%d: ACPI _CPC (acpi_cppc/): highest_perf %u nominal_perf %u lowest_nonlinear_perf %u lowest_perf %u\n",
			f->cpu, c->highest, c->nominal, c->lowest_nonlinear, c->lowest);
		have = 1;
	}
	if (!have)
		return;
	for (size_t i = 0; i < sizeof(lv) / sizeof(lv[0]); i++) {
		uint64_t khz = amd_cppc_perf_to_khz(f->cppc_nominal_khz, lv[i].v, c->nominal);

		if (i == 0 && st_ranked(f)) {
			fprintf(out, "CPPC highest perf %u: a preferred-core ranking, not a frequency\n", lv[i].v);
			khz = amd_cppc_perf_to_khz(f->cppc_nominal_khz, f->fi.turbo, c->nominal);
			if (khz)
				fprintf(out, "%.1f MHz CPPC boost numerator (%u): amd-pstate's max frequency\n",
					khz / 1000.0, f->fi.turbo);
			continue;
		}
		if (khz)
			fprintf(out, "%.1f MHz CPPC %s perf (%u)\n", khz / 1000.0, lv[i].what, lv[i].v);
		else
			fprintf(out, "CPPC %s perf %u (no MHz: nominal perf or nominal frequency unknown)\n",
				lv[i].what, lv[i].v);
	}
}

/* Preferred cores: the kernel's detection, then what amd-pstate reports for this CPU. */
static void st_prefcore(const struct cpu_facts *f, FILE *out)
{
	const struct regset_prefcore *p = &f->prefcore;

	if (f->fi.rule != FI_AMD || !f->fi.prefcore_how)
		return;
	fprintf(out, "preferred cores: %s (%s", f->fi.prefcore == 1 ? "yes" : f->fi.prefcore ? "unknown" : "no",
		f->fi.prefcore_how);
	for (size_t i = 0; !p->scan_err && i < p->n; i++)
		fprintf(out, "%scpu%d %llu", i ? ", " : ": ", p->scan[i].cpu, (unsigned long long)p->scan[i].highest);
	fputs(")\n", out);
	if (p->driver >= 0)
		fprintf(out, "amd-pstate prefcore: %s\n", p->driver ? "enabled" : "disabled");
	if (p->ranking >= 0)
		fprintf(out, "cpu%d: amd-pstate prefcore ranking %lld\n", f->cpu, (long long)p->ranking);
}

static void st_amd(const struct cpu_facts *f, FILE *out)
{
	for (unsigned i = 0; i < AMD_PSTATE_COUNT; i++) {
		const struct fact *p = &f->pstate_mhz[i];

		if (p->state == FACT_NONE)
			continue;
		st_reg(f, MSR_AMD_PSTATE_DEF_BASE + i, out);
		if (p->state == FACT_OK)
			fprintf(out, "%u MHz P%u%s\n", (unsigned)p->v, i,
				i || amd_pstate_boost_unknown(f->id.family) ? "" : " (base frequency)");
		else if (!f->msr_access && p->err != -EIO && p->err != HW_NOT_RECORDED)
			fprintf(out, "P%u: enabled but not decodable (%s)\n", i, st_errname(p->err));
	}
	if (amd_pstate_boost_unknown(f->id.family) && f->pstate_mhz[0].state == FACT_OK)
		fprintf(out, "P0 and on are hardware P-states: on family %xh with core performance boost the first "
			"D18F4x15C[NumBoostStates] of them are boost states (PCI configuration space, not read; "
			"AMD BKDG): the base frequency is the first after them\n", f->id.family);
	st_cppc(f, out);
	st_prefcore(f, out);
	if (st_reg(f, MSR_AMD_HWCR, out))
		fprintf(out, "core performance boost %s (HWCR[25] CpbDis = %u)\n",
			f->cpb_disabled.v ? "disabled" : "enabled", (unsigned)f->cpb_disabled.v);
}

static void st_access(const struct cpu_facts *f, FILE *out)
{
	switch (-f->msr_access) {
	case 0:
		return;
	case ENOENT:
	case ENODEV:
	case ENXIO:
		fprintf(out, "cpu%d: MSRs unreachable: no /dev/cpu/%d/msr (msr driver not loaded): try 'modprobe msr'\n",
			f->cpu, f->cpu);
		break;
	case EACCES:
	case EPERM:
		fprintf(out, "cpu%d: MSRs unreachable: /dev/cpu/%d/msr not permitted (%s): run as root, or 'setcap cap_sys_rawio+ep' on the binary\n",
			f->cpu, f->cpu, st_errname(f->msr_access));
		break;
	case ECANCELED:
		fprintf(out, "cpu%d: MSRs not read (--no-msr)\n", f->cpu);
		break;
	default:
		fprintf(out, "cpu%d: MSRs unreachable: /dev/cpu/%d/msr: %s\n", f->cpu, f->cpu,
			strerror(-f->msr_access));
	}
}

/* Values that do not come from a register, each marked with its source. */
static void st_fallbacks(const struct cpu_facts *f, FILE *out)
{
	const struct { const struct fact *x; const char *fmt; } lines[] = {
		{ &f->cpuid_base_mhz, "%llu MHz base frequency (CPUID 0x16, not from MSRs)\n" },
		{ &f->cpuid_max_mhz, "%llu MHz max frequency (CPUID 0x16, not from MSRs)\n" },
		{ &f->cpuid_bus_mhz, "%llu MHz bus frequency (CPUID 0x16)\n" },
		{ &f->sysfs_base_khz, "%llu kHz base_frequency (cpufreq sysfs)\n" },
		{ &f->sysfs_max_khz, "%llu kHz cpuinfo_max_freq (cpufreq sysfs)\n" },
		{ &f->sysfs_min_khz, "%llu kHz cpuinfo_min_freq (cpufreq sysfs)\n" },
	};
	int from_msr = f->base_khz.state == FACT_OK;

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		if (lines[i].x->state != FACT_CPUID_SYSFS || (i < 3 && from_msr))
			continue;
		fprintf(out, lines[i].fmt, (unsigned long long)lines[i].x->v);
	}
}

/* One star per 100 MHz up to 10 GHz: a sysfs or recorded value past that is not a clock to draw. */
#define ST_BAR_MAX 100

static void st_bar(const char *label, uint64_t khz, FILE *out)
{
	uint64_t mhz = st_mhz(khz), stars = (mhz + 50) / 100;

	fprintf(out, "%-5s %4llu |", label, (unsigned long long)mhz);
	for (uint64_t i = 0; i < stars && i < ST_BAR_MAX; i++)
		fputc('*', out);
	if (stars > ST_BAR_MAX)
		fputc('>', out);
	fputc('\n', out);
}

static void st_chart(const struct cpu_facts *f, FILE *out)
{
	int intel = f->id.vendor == VENDOR_INTEL && f->bclk_khz.state == FACT_OK && !f->msr_access;
	int have = f->base_khz.state == FACT_OK || f->base_khz.state == FACT_CPUID_SYSFS;

	if (!have)
		return;
	fprintf(out, "\n%s (MHz)%s:\n",
		f->id.vendor == VENDOR_INTEL ? "Max EFFICiency, BASE frequency and available turbo levels"
					     : "P-states, BASE and BOOST frequency",
		f->base_khz.state == FACT_OK ? "" : ", from CPUID/cpufreq, not MSRs");
	if (intel && f->max_eff_ratio.state == FACT_OK)
		st_bar("EFFIC", f->max_eff_ratio.v * f->bclk_khz.v, out);
	for (int i = AMD_PSTATE_COUNT - 1; i > 0; i--) {
		char label[16];

		if (f->pstate_mhz[i].state != FACT_OK)
			continue;
		snprintf(label, sizeof(label), "P%d", i);
		st_bar(label, f->pstate_mhz[i].v * 1000, out);
	}
	st_bar("BASE", f->base_khz.v, out);
	if (intel) {
		for (size_t i = 0; i < f->trl.n; i++) {
			char label[16];

			snprintf(label, sizeof(label), "%uC", f->trl.lv[i].active_cores);
			st_bar(label, f->trl.lv[i].ratio * f->bclk_khz.v, out);
		}
	}
	if ((f->cppc_state.state == FACT_OK || f->cppc_state.state == FACT_CPUID_SYSFS) && f->cppc_nominal_khz)
		st_bar("BOOST", amd_cppc_perf_to_khz(f->cppc_nominal_khz, st_ranked(f) ? f->fi.turbo : f->cppc.highest,
						     f->cppc.nominal), out);
	if (f->base_khz.state != FACT_OK && f->cpuid_max_mhz.state == FACT_CPUID_SYSFS)
		st_bar("MAX", f->cpuid_max_mhz.v * 1000, out);
}

/* How the ratio was computed, in the kernel's integer arithmetic. */
static void st_fi_arith(const struct freqinv *fi, FILE *out)
{
	if (fi->rule == FI_AMD)
		fprintf(out, "  ((%u * 1024) / %u + 1024) >> 1 = %llu (boost numerator %u: %s; nominal perf %u)\n",
			fi->turbo, fi->base, (unsigned long long)fi->turbo_ratio, fi->turbo,
			fi->numerator_src, fi->base);
	else
		fprintf(out, "  turbo ratio %u * 1024 / base ratio %u = %llu\n", fi->turbo, fi->base,
			(unsigned long long)fi->turbo_ratio);
}

static void st_freqinv(const struct cpu_facts *f, FILE *out)
{
	const struct freqinv *fi = &f->fi;

	fputc('\n', out);
	switch (fi->state) {
	case FREQINV_ENABLED:
		if (f->fi_max_khz)
			fprintf(out, "freq_max for frequency invariance: %llu MHz (ratio %llu/1024, rule: %s)\n",
				(unsigned long long)st_mhz(f->fi_max_khz),
				(unsigned long long)fi->max_ratio, fi->rule_name);
		else
			fprintf(out, "freq_max for frequency invariance: MHz unknown (ratio %llu/1024, rule: %s)\n",
				(unsigned long long)fi->max_ratio, fi->rule_name);
		st_fi_arith(fi, out);
		if (fi->turbo_disabled)
			fprintf(out, "  %s; with turbo the ratio would be %llu/1024\n", fi->reason,
				(unsigned long long)fi->turbo_ratio);
		break;
	case FREQINV_UNDEFINED:
		fprintf(out, "frequency invariance: undefined in the kernel (rule: %s): %s\n",
			fi->rule_name, fi->reason);
		fprintf(out, "  assumed freq_max: %llu MHz (ratio %llu/1024)\n",
			(unsigned long long)st_mhz(f->fi_max_khz), (unsigned long long)fi->max_ratio);
		st_fi_arith(fi, out);
		break;
	case FREQINV_DISABLED:
		fprintf(out, "frequency invariance: disabled by the kernel (rule: %s): %s\n",
			fi->rule_name, fi->reason);
		break;
	case FREQINV_UNKNOWN:
		fprintf(out, "frequency invariance: unknown: %s\n", fi->reason);
		break;
	}
	if (!f->nalt)
		return;
	fprintf(out, "freq_max alternatives:\n");
	for (size_t i = 0; i < f->nalt; i++) {
		const struct fact_alt *a = &f->alt[i];

		fprintf(out, "  %-24s %5llu MHz (ratio %llu/1024)\n", a->label,
			(unsigned long long)st_mhz(a->khz), (unsigned long long)a->ratio);
	}
}

static const char *const st_hybrid_states[] = {
	[HYBRID_NONE] = "none", [HYBRID_ENABLED] = "enabled", [HYBRID_OFF] = "off",
	[HYBRID_UNKNOWN] = "unknown",
};

static int st_hybrid_same(const struct hybrid_cpu *a, const struct hybrid_cpu *b)
{
	return a->core_type == b->core_type && a->scaling == b->scaling && a->hwp_highest == b->hwp_highest &&
	       a->base_perf == b->base_perf && a->cap_perf == b->cap_perf;
}

/* "0,2,4" for the CPUs with the same inputs as h->cpu[k]; "..." past the buffer. */
static void st_hybrid_cpus(const struct hybrid_caps *h, size_t k, char *buf, size_t len)
{
	size_t at = 0;

	buf[0] = '\0';
	for (size_t i = k; i < h->n; i++) {
		int n;

		if (!st_hybrid_same(&h->cpu[i], &h->cpu[k]))
			continue;
		n = snprintf(buf + at, len - at, "%s%d", at ? "," : "", h->cpu[i].cpu);
		if (n < 0 || (size_t)n >= len - at) {
			snprintf(buf + (len > 4 ? len - 4 : 0), len > 4 ? 4 : len, "...");
			return;
		}
		at += (size_t)n;
	}
}

/* One line per distinct set of inputs: the core type, its CPUs, capacity and its own ratio. */
static void st_hybrid(const struct cpu_facts *f, const struct hybrid_caps *h, FILE *out)
{
	if (!h || h->state == HYBRID_NONE)
		return;
	fprintf(out, "\nhybrid capacity (intel_pstate, arch_set_cpu_capacity()): %s%s%s\n",
		st_hybrid_states[h->state], h->reason ? ": " : "", h->reason ? h->reason : "");
	for (size_t k = 0; k < h->n; k++) {
		const struct hybrid_cpu *c = &h->cpu[k];
		char cpus[128];
		size_t j = 0;

		while (j < k && !st_hybrid_same(&h->cpu[j], c))
			j++;
		if (j < k || !c->base_perf)
			continue;
		st_hybrid_cpus(h, k, cpus, sizeof(cpus));
		fprintf(out, "  %s cpus %s: HWP highest %u, %u kHz per perf, base perf %u\n",
			c->core_type == 0x40 ? "P-core" : c->core_type == 0x20 ? "E-core" : "core type ?",
			cpus, c->hwp_highest, c->scaling, c->base_perf);
		fprintf(out, "    capacity (%u << 10) / %u = %u; freq_ratio (%u << 10) / %u = %u",
			c->cap_perf, h->max_cap_perf, c->capacity, c->cap_perf, c->base_perf, c->freq_ratio);
		if (f->base_khz.state == FACT_OK)
			fprintf(out, " (freq_max %llu MHz)",
				(unsigned long long)st_mhz(f->base_khz.v * c->freq_ratio / FREQINV_SCALE));
		fputc('\n', out);
	}
}

static int st_text(const struct cpu_facts *f, const struct hybrid_caps *h, FILE *out)
{
	fprintf(out, "cpu%d: %s family 0x%x model 0x%x stepping %u: %s\n", f->cpu,
		cpuid_vendor_name(f->id.vendor), f->id.family, f->id.model, f->id.stepping,
		f->pf->name);
	if (f->id.brand[0])
		fprintf(out, "cpu%d: %s\n", f->cpu, f->id.brand);
	st_access(f, out);
	if (f->id.vendor == VENDOR_INTEL)
		st_intel(f, h, out);
	else if (f->id.vendor == VENDOR_AMD || f->id.vendor == VENDOR_HYGON)
		st_amd(f, out);
	st_fallbacks(f, out);
	if (f->turbo_why)
		fprintf(out, "turbo %s: %s\n", f->turbo_disabled ? "disabled" : "unknown", f->turbo_why);
	st_chart(f, out);
	st_freqinv(f, out);
	st_hybrid(f, h, out);
	if (f->tsc_hz.state == FACT_OK || f->tsc_hz.state == FACT_CPUID_SYSFS)
		fprintf(out, "TSC: %llu Hz (%s); MPERF multiplier %u\n",
			(unsigned long long)f->tsc_hz.v, f->tsc_source, f->mperf_multiplier);
	else
		fprintf(out, "TSC: frequency unknown; MPERF multiplier %u\n", f->mperf_multiplier);
	return 0;
}

/* ---- JSON ---- */

static void js_fact(FILE *out, const char *key, const struct fact *x)
{
	if (x->state == FACT_OK || x->state == FACT_CPUID_SYSFS)
		fprintf(out, ",\"%s\":%llu", key, (unsigned long long)x->v);
	else
		fprintf(out, ",\"%s\":null", key);
	fprintf(out, ",\"%s_state\":\"%s\"", key, st_state_names[x->state]);
}

static void js_levels(const struct cpu_facts *f, FILE *out, const char *key, const struct trl_table *t)
{
	fprintf(out, ",\"%s\":[", key);
	for (size_t i = 0; i < t->n; i++)
		fprintf(out, "%s{\"active_cores\":%u,\"ratio\":%u,\"khz\":%llu}", i ? "," : "",
			t->lv[i].active_cores, t->lv[i].ratio,
			(unsigned long long)(f->bclk_khz.state == FACT_OK ? t->lv[i].ratio * f->bclk_khz.v : 0));
	fputc(']', out);
}

static void js_perf(FILE *out, const char *key, const struct fact *st, unsigned v)
{
	struct fact x = *st;

	x.v = v;
	if (x.state == FACT_OK && !v)
		x.state = FACT_ZERO;
	js_fact(out, key, &x);
}

static void js_hybrid(const struct hybrid_caps *h, FILE *out)
{
	fputs(",\"hybrid_capacity\":", out);
	if (!h || h->state == HYBRID_NONE) {
		fputs("null", out);
		return;
	}
	fprintf(out, "{\"state\":\"%s\",\"reason\":", st_hybrid_states[h->state]);
	jsonw_str(out, h->reason);
	fprintf(out, ",\"max_capacity_perf\":%u,\"cpus\":[", h->max_cap_perf);
	for (size_t i = 0; i < h->n; i++) {
		const struct hybrid_cpu *c = &h->cpu[i];

		fprintf(out, "%s{\"cpu\":%d,\"core_type\":%u,\"hwp_highest\":%u,\"scaling_khz\":%u,"
			"\"base_perf\":%u,\"capacity_perf\":%u,\"capacity\":%u,\"freq_ratio\":%u}",
			i ? "," : "", c->cpu, c->core_type, c->hwp_highest, c->scaling, c->base_perf, c->cap_perf,
			c->capacity, c->freq_ratio);
	}
	fputs("]}", out);
}

static int st_json(const struct cpu_facts *f, const struct hybrid_caps *h, FILE *out)
{
	const struct freqinv *fi = &f->fi;

	fprintf(out, "{\"cpu\":%d,\"vendor\":", f->cpu);
	jsonw_str(out, cpuid_vendor_name(f->id.vendor));
	fprintf(out, ",\"family\":%u,\"model\":%u,\"stepping\":%u,\"brand\":",
		f->id.family, f->id.model, f->id.stepping);
	jsonw_str(out, f->id.brand);
	fputs(",\"platform\":", out);
	jsonw_str(out, f->pf->name);
	fprintf(out, ",\"msr_access\":\"%s\"", st_errname(f->msr_access));
	js_fact(out, "bclk_khz", &f->bclk_khz);
	js_fact(out, "base_ratio", &f->base_ratio);
	js_fact(out, "max_efficiency_ratio", &f->max_eff_ratio);
	js_fact(out, "base_khz", &f->base_khz);
	js_fact(out, "tsc_hz", &f->tsc_hz);
	fputs(",\"tsc_source\":", out);
	jsonw_str(out, f->tsc_source);
	fprintf(out, ",\"mperf_multiplier\":%u", f->mperf_multiplier);
	js_levels(f, out, "turbo_levels", &f->trl);
	js_levels(f, out, "secondary_turbo_levels", &f->trl_secondary);
	fprintf(out, ",\"turbo_disabled\":%s,\"turbo_disabled_reason\":",
		f->turbo_disabled ? "true" : "false");
	jsonw_str(out, f->turbo_why);
	js_perf(out, "hwp_highest", &f->hwp_caps_state, f->hwp.highest);
	js_perf(out, "hwp_guaranteed", &f->hwp_caps_state, f->hwp.guaranteed);
	js_perf(out, "hwp_efficient", &f->hwp_caps_state, f->hwp.efficient);
	js_perf(out, "hwp_lowest", &f->hwp_caps_state, f->hwp.lowest);
	js_perf(out, "hwp_request_epp", &f->hwp_req_state, f->hwp_req.epp);
	fputs(",\"amd_pstate_mhz\":[", out);
	for (unsigned i = 0; i < AMD_PSTATE_COUNT; i++) {
		if (f->pstate_mhz[i].state == FACT_OK)
			fprintf(out, "%s%llu", i ? "," : "", (unsigned long long)f->pstate_mhz[i].v);
		else
			fprintf(out, "%snull", i ? "," : "");
	}
	fputc(']', out);
	js_perf(out, "cppc_highest", &f->cppc_state, f->cppc.highest);
	js_perf(out, "cppc_nominal", &f->cppc_state, f->cppc.nominal);
	js_perf(out, "cppc_lowest_nonlinear", &f->cppc_state, f->cppc.lowest_nonlinear);
	js_perf(out, "cppc_lowest", &f->cppc_state, f->cppc.lowest);
	fprintf(out, ",\"cppc_nominal_khz\":%llu,\"prefcore\":%s,\"prefcore_source\":",
		(unsigned long long)f->cppc_nominal_khz,
		f->fi.rule != FI_AMD || !f->fi.prefcore_how || f->fi.prefcore < 0 ? "null"
		: f->fi.prefcore ? "true" : "false");
	jsonw_str(out, f->fi.prefcore_how);
	fprintf(out, ",\"amd_pstate_prefcore\":%s", f->prefcore.driver < 0 ? "null"
		: f->prefcore.driver ? "\"enabled\"" : "\"disabled\"");
	if (f->prefcore.ranking >= 0)
		fprintf(out, ",\"prefcore_ranking\":%lld", (long long)f->prefcore.ranking);
	else
		fputs(",\"prefcore_ranking\":null", out);
	js_fact(out, "cpuid_base_mhz", &f->cpuid_base_mhz);
	js_fact(out, "cpuid_max_mhz", &f->cpuid_max_mhz);
	js_fact(out, "cpuid_bus_mhz", &f->cpuid_bus_mhz);
	js_fact(out, "cpufreq_base_khz", &f->sysfs_base_khz);
	js_fact(out, "cpufreq_max_khz", &f->sysfs_max_khz);
	js_fact(out, "cpufreq_min_khz", &f->sysfs_min_khz);
	fprintf(out, ",\"freq_invariance\":{\"state\":\"%s\",\"rule\":\"%s\",\"rule_name\":",
		st_fi_states[fi->state], st_fi_rules[fi->rule]);
	jsonw_str(out, fi->rule_name);
	fprintf(out, ",\"base\":%u,\"turbo\":%u,\"turbo_ratio\":%llu,\"max_ratio\":%llu,\"max_khz\":%llu,\"reason\":",
		fi->base, fi->turbo, (unsigned long long)fi->turbo_ratio,
		(unsigned long long)fi->max_ratio, (unsigned long long)f->fi_max_khz);
	jsonw_str(out, fi->reason);
	fputs(",\"numerator_source\":", out);
	jsonw_str(out, fi->numerator_src);
	fputs(",\"alternatives\":[", out);
	for (size_t i = 0; i < f->nalt; i++) {
		fprintf(out, "%s{\"label\":", i ? "," : "");
		jsonw_str(out, f->alt[i].label);
		fprintf(out, ",\"ratio\":%llu,\"khz\":%llu}", (unsigned long long)f->alt[i].ratio,
			(unsigned long long)f->alt[i].khz);
	}
	fputs("]}", out);
	js_hybrid(h, out);
	fputs("}\n", out);
	return 0;
}

int show_turbo_print(const struct cpu_facts *f, const struct hybrid_caps *h, int json, FILE *out)
{
	if (json)
		st_json(f, h, out);
	else
		st_text(f, h, out);
	fflush(out);
	return ferror(out) ? -EIO : 0;
}
