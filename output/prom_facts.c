// SPDX-License-Identifier: GPL-2.0-only
/*
 * What the exporter says once about the machine (output/prom.h): the
 * labels of turbostat_info, and the start-up facts an alert compares with
 * as numeric gauges (base, max-turbo and frequency-invariance clocks, the
 * package power limits, TjMax and its TCC offset) beside
 * turbostat_build_info.  The register facts come from the start-up report's
 * own decoders (decode/regtab.c), so the exporter and the report never
 * disagree: MSR_PKG_POWER_LIMIT [14:0] and [46:32] in power units (SDM vol.
 * 4 table 2-22), MSR_IA32_TEMPERATURE_TARGET [23:16] TjMax and [29:24] the
 * TCC offset where MSR_PLATFORM_INFO [30] says it is programmable.  A fact
 * the part does not have (AMD's power limits and TjMax) is left out, never
 * written as 0.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "decode/regtab.h"
#include "output/prom.h"
#include "tsng_version.h"

#define PFX "turbostat_"

/* The base, max 1-core turbo and frequency-invariance clocks in MHz; 0 where unknown. */
static void freq_facts(const struct cpu_facts *f, double mhz[3])
{
	mhz[0] = f->base_khz.state == FACT_OK || f->base_khz.state == FACT_CPUID_SYSFS ? f->base_khz.v / 1000.0 : 0;
	mhz[1] = f->trl.n ? facts_ratio_mhz(f, f->trl.lv[f->trl.n - 1].ratio) : 0;	/* fewest active cores */
	mhz[2] = f->fi_max_khz / 1000.0;
}

static const char *const freq_name[3] = { "base", "max_turbo", "freqinv_max" };

/*
 * family and model in decimal, as /proc/cpuinfo prints them and so as
 * node_exporter's node_cpu_info carries them: a join on the two needs the
 * same strings (Haswell's model 0x3C is "60" in both).
 */
void prom_info_labels(const struct cpu_facts *f, char *buf, size_t len)
{
	double mhz[3];
	int n = snprintf(buf, len, "family=\"%u\",model=\"%u\",stepping=\"%u\",platform=\"%s\",turbo=\"%s\"",
			 f->id.family, f->id.model, f->id.stepping, f->pf ? f->pf->name : "",
			 f->turbo_disabled ? "off" : "on");
	size_t used = n > 0 && (size_t)n < len ? (size_t)n : 0;

	freq_facts(f, mhz);
	for (int k = 0; k < 3; k++) {
		/* a label of a fact that is known (the gauges below carry the same numbers) */
		n = mhz[k] > 0 ? snprintf(buf + used, len - used, ",%s_mhz=\"%.0f\"", freq_name[k], mhz[k]) : 0;
		used += n > 0 && (size_t)n < len - used ? (size_t)n : 0;
	}
}

/* Appends printf-style text to @buf at *@used (what does not fit is left out whole). */
static void add(char *buf, size_t len, size_t *used, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf + *used, len - *used, fmt, ap);
	va_end(ap);
	if (n > 0 && (size_t)n < len - *used)
		*used += (size_t)n;
	else if (*used < len)
		buf[*used] = '\0';
}

/* A gauge family's HELP and TYPE. */
static void head(char *buf, size_t len, size_t *used, const char *name, const char *help)
{
	add(buf, len, used, "# HELP " PFX "%s %s.\n# TYPE " PFX "%s gauge\n", name, help, name);
}

/* A decoded field's value, or 0 when the register was not decoded or lacks it. */
static double field(const struct reg_fields *fs, const char *name)
{
	const struct reg_field *f = regtab_field(fs, name, -1);

	return !f ? 0 : f->kind == RF_DBL ? f->d : (double)f->u;
}

void prom_fact_gauges(const struct cpu_facts *f, const struct reg_ctx *c, char *buf, size_t len)
{
	static const char *const freq_help[3] = {
		"Base (nominal) clock of the part, as decoded at start-up",
		"Highest turbo clock (fewest active cores) of the part, as decoded at start-up",
		"The clock the kernel's frequency invariance maps to 1024",
	};
	const struct reg_row *limit = regtab_row("MSR_PKG_POWER_LIMIT");
	const struct reg_row *target = regtab_row("MSR_IA32_TEMPERATURE_TARGET");
	struct reg_fields fs;
	uint64_t raw;
	size_t used = 0;
	double mhz[3];
	char name[48];

	if (len)
		buf[0] = '\0';
	head(buf, len, &used, "build_info", "The turbostat-ng that exports these metrics (value 1)");
	add(buf, len, &used, PFX "build_info{version=\"%s\"} 1\n", TSNG_VERSION);
	freq_facts(f, mhz);
	for (int k = 0; k < 3; k++)
		if (mhz[k] > 0) {
			snprintf(name, sizeof(name), "%s_frequency_hertz", freq_name[k]);
			head(buf, len, &used, name, freq_help[k]);
			add(buf, len, &used, PFX "%s %.15g\n", name, mhz[k] * 1e6);
		}
	/* only an enabled limit caps the package; the first package's register stands for all */
	if (limit && regtab_decode(limit, c, &raw, &fs))
		for (int k = 1, any = 0; k <= 2; k++) {
			snprintf(name, sizeof(name), "pl%d_enabled", k);
			if (!field(&fs, name))
				continue;
			snprintf(name, sizeof(name), "pl%d_w", k);
			if (!any++)
				head(buf, len, &used, "package_power_limit_watts",
				     "Package RAPL power limits that are enabled (MSR_PKG_POWER_LIMIT)");
			add(buf, len, &used, PFX "package_power_limit_watts{limit=\"pl%d\"} %.15g\n", k, field(&fs, name));
		}
	if (!target || !c->id || c->id->vendor != VENDOR_INTEL)
		return;
	memset(&fs, 0, sizeof(fs));	/* the decoder appends to what it is given */
	target->decode(0, NULL, c, &fs);
	if (field(&fs, "tcc_default") > 0) {
		head(buf, len, &used, "tjmax_celsius", "TjMax, the TCC activation temperature (MSR_IA32_TEMPERATURE_TARGET [23:16])");
		add(buf, len, &used, PFX "tjmax_celsius %.15g\n", field(&fs, "tcc_default"));
		head(buf, len, &used, "tcc_offset_celsius", "Degrees below TjMax at which the TCC activates "
		     "(MSR_IA32_TEMPERATURE_TARGET [29:24]; 0 where not programmable)");
		add(buf, len, &used, PFX "tcc_offset_celsius %.15g\n", field(&fs, "tcc_offset"));
	}
}
