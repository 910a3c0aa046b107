// SPDX-License-Identifier: GPL-2.0-only
/* The start-up report's sysfs and procfs lines (decode/regtext.h), as turbostat reads them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/regfields.h"
#include "decode/regtext.h"

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

int regtext_has_cmdline(const struct reg_ctx *c) { return text(c, "/proc/cmdline", "") != NULL; }

/* print_bootcmd(): /proc/cmdline as it is */
void regtext_cmdline(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)r;
	regf_s(o, "cmdline", text(c, "/proc/cmdline", ""));
}

/* dump_sysfs_pstate_config(): the cpufreq driver and governor of this CPU, boost, intel_pstate no_turbo */
void regtext_cpufreq(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const char *drv = cpu_text(c, "cpufreq/scaling_driver");
	const char *gov = cpu_text(c, "cpufreq/scaling_governor");
	const char *boost = text(c, SYSCPU, "/cpufreq/boost");
	const char *nt = text(c, SYSCPU, "/intel_pstate/no_turbo");

	(void)raw, (void)r;
	regf_b(o, "_no_driver", !drv);
	regf_b(o, "_no_governor", drv && !gov);
	regf_b(o, "_ok", drv && gov);
	regf_s(o, "driver", drv);
	regf_s(o, "governor", gov);
	regf_b(o, "_has_boost", boost != NULL);
	regf_text_u(o, "boost", boost);
	regf_b(o, "_has_no_turbo", nt != NULL);
	regf_text_u(o, "no_turbo", nt);
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
void regtext_cpuidle(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	const char *drv = text(c, SYSCPU, "/cpuidle/current_driver");
	const char *gov = text(c, SYSCPU, "/cpuidle/current_governor");
	const char *ro = text(c, SYSCPU, "/cpuidle/current_governor_ro");
	int item = 0;

	(void)raw, (void)r;
	regf_b(o, "_loaded", drv || gov || ro);
	regf_b(o, "_has_driver", drv != NULL);
	regf_s(o, "driver", drv);
	regf_b(o, "_has_governor", gov != NULL);
	regf_s(o, "governor", gov);
	regf_b(o, "_has_governor_ro", ro != NULL);
	regf_s(o, "governor_ro", ro);
	for (int st = 0; st < IDLE_STATES; st++) {
		char file[40];
		const char *name, *desc;

		snprintf(file, sizeof(file), "cpuidle/state%d/name", st);
		name = cpu_text(c, file);
		snprintf(file, sizeof(file), "cpuidle/state%d/desc", st);
		desc = cpu_text(c, file);
		if (!name || !desc)
			continue;
		regf_put(o, "state", RF_UINT, item)->u = (unsigned)st;
		regf_put(o, "name", RF_STR, item)->s = idle_name(o, 1 + item, name);
		regf_put(o, "desc", RF_STR, item++)->s = desc;
	}
}

static uint64_t khz_file(const struct reg_ctx *c, const char *file)
{
	const char *t = text(c, UNCORE, file);

	return t ? strtoull(t, NULL, 10) : 0;
}

int regtext_has_uncore(const struct reg_ctx *c)
{
	return c->id->vendor == VENDOR_INTEL && text(c, UNCORE, "current_freq_khz");
}

/* probe_intel_uncore_frequency_legacy(), package 0 die 0: the range, the initial range, the current MHz */
void regtext_uncore(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	(void)raw, (void)r;
	regf_u(o, "min_mhz", khz_file(c, "min_freq_khz") / 1000);
	regf_u(o, "max_mhz", khz_file(c, "max_freq_khz") / 1000);
	regf_u(o, "initial_min_mhz", khz_file(c, "initial_min_freq_khz") / 1000);
	regf_u(o, "initial_max_mhz", khz_file(c, "initial_max_freq_khz") / 1000);
	regf_u(o, "current_mhz", khz_file(c, "current_freq_khz") / 1000);
}

size_t regtext_wanted_files(const struct regset *rs, const struct cpu_ident *id, char (*out)[REGSET_PATH_BYTES],
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
