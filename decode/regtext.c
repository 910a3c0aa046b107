// SPDX-License-Identifier: GPL-2.0-only
/* The start-up report's sysfs and procfs lines (decode/regtext.h), as turbostat reads them. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/powercap.h"
#include "decode/regfields.h"
#include "decode/regtext.h"

#define IDLE_STATES 10
#define EPB_FILE "power/energy_perf_bias"

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

/*
 * get_epb() as turbostat has read it since 2024: this CPU's power/energy_perf_bias
 * (the kernel's arch/x86/kernel/cpu/intel_epb.c, 0-15) first, IA32_ENERGY_PERF_BIAS
 * [3:0] when the file is not there; so a machine without MSR access, or an msr-safe
 * allowlist without 0x1B0, still has its EPB
 */
int regtext_epb_value(const struct reg_ctx *c, unsigned *epb)
{
	const char *t = cpu_text(c, EPB_FILE);
	uint64_t v;

	if (t) {
		char *end;
		unsigned long n = strtoul(t, &end, 10);

		if (end == t || *end || n > 15)
			return -EINVAL;
		*epb = (unsigned)n;
		return 0;
	}
	if (regset_msr(c->rs, MSR_IA32_ENERGY_PERF_BIAS, &v))
		return -ENOENT;
	*epb = v & 0xF;
	return 0;
}

/* print_epb(): the value regtext_epb_value() found, with regdec_epb()'s policy name */
void regtext_epb(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	unsigned e = 0;

	(void)raw;
	regtext_epb_value(c, &e);
	regdec_epb(e, r, c, o);
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

#define UNCORE_DIR SYSCPU "/intel_uncore_frequency/"

/* A file of an uncore directory as read_sysfs_int() reads it: -1 when it does not read. */
static long long uncore_int(const struct reg_ctx *c, const char *dir, const char *file)
{
	char path[REGSET_PATH_BYTES];
	const char *t;

	snprintf(path, sizeof(path), UNCORE_DIR "%s/%s", dir, file);
	t = regset_text(c->rs, path);
	return t ? strtoll(t, NULL, 10) : -1;
}

/*
 * The uncore directories turbostat prints, in its order: uncoreNN from the
 * highest down when uncore00 is there (probe_intel_uncore_frequency_cluster()),
 * else package_PP_die_DD by package and die (..._legacy()), from the listing;
 * without one (a recording made before listings were recorded) package 0 die 0.
 */
static size_t uncore_dirs(const struct regset *rs, char (*out)[24], size_t max, int *cluster)
{
	const struct regset_text *t = regset_text_entry(rs, UNCORE_DIR);
	const char *list = t && !t->err ? t->val : NULL;
	size_t n = 0;

	*cluster = regset_listed(list, "uncore00");
	if (!t || t->err == -ENODATA) {
		snprintf(out[0], sizeof(out[0]), "package_00_die_00");
		return max ? 1 : 0;
	}
	if (*cluster) {
		/* uncoreNN count up from 00 without a gap: the first missing ends them */
		for (unsigned id = 0; id < 100; id++) {
			char name[32];

			snprintf(name, sizeof(name), "uncore%02u", id);
			if (!regset_listed(list, name))
				break;
			n = id + 1;
		}
		for (size_t i = 0; i < n && i < max; i++)
			snprintf(out[i], sizeof(out[i]), "uncore%02zu", n - 1 - i);
		return n < max ? n : max;
	}
	/* by package, then die, as the legacy loop visits them, whatever the listing's order */
	for (const char *p = list; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		unsigned pkg, die;
		int end = 0;
		size_t at;

		if (sscanf(p, "package_%2u_die_%2u%n", &pkg, &die, &end) != 2 || end != 17 ||
		    (p[end] && p[end] != '\n'))
			continue;
		for (at = n < max ? n : max; at > 0; at--) {
			unsigned pp, dd;

			sscanf(out[at - 1], "package_%2u_die_%2u", &pp, &dd);
			if (pp * 100 + dd < pkg * 100 + die)
				break;
			if (at < max)
				memcpy(out[at], out[at - 1], sizeof(out[at]));
		}
		if (at < max)
			snprintf(out[at], sizeof(out[at]), "package_%02u_die_%02u", pkg % 100, die % 100);
		n++;
	}
	return n < max ? n : max;
}

#define UNCORE_MAX 64

int regtext_has_uncore(const struct reg_ctx *c)
{
	char dirs[UNCORE_MAX][24];
	int cluster;
	size_t n = uncore_dirs(c->rs, dirs, UNCORE_MAX, &cluster);

	for (size_t i = 0; i < n; i++)
		if (cluster || uncore_int(c, dirs[i], "current_freq_khz") >= 0)
			return c->id->vendor == VENDOR_INTEL;
	return 0;
}

/*
 * probe_intel_uncore_frequency(): per directory the range, the initial
 * range and the current MHz; a legacy directory whose current_freq_khz does
 * not read is skipped.  kHz / 1000 as C's int division, -1 / 1000 = 0.
 */
void regtext_uncore(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	char dirs[UNCORE_MAX][24];
	int cluster, item = 0;
	size_t n = uncore_dirs(c->rs, dirs, UNCORE_MAX, &cluster);

	(void)raw, (void)r;
	regf_b(o, "_cluster", cluster);
	for (size_t i = 0; i < n; i++) {
		int pkg = 0, die = 0;

		if (!cluster && (uncore_int(c, dirs[i], "current_freq_khz") < 0 ||
				 sscanf(dirs[i], "package_%d_die_%d", &pkg, &die) != 2))
			continue;
		if (cluster) {
			regf_put(o, "package", RF_UINT, item)->u = (uint64_t)uncore_int(c, dirs[i], "package_id");
			regf_put(o, "domain", RF_UINT, item)->u = (uint64_t)uncore_int(c, dirs[i], "domain_id");
			regf_put(o, "cluster", RF_UINT, item)->u = (uint64_t)uncore_int(c, dirs[i], "fabric_cluster_id");
		} else {
			regf_put(o, "package", RF_UINT, item)->u = (unsigned)pkg;
			regf_put(o, "die", RF_UINT, item)->u = (unsigned)die;
		}
		regf_put(o, "min_mhz", RF_UINT, item)->u = (uint64_t)(uncore_int(c, dirs[i], "min_freq_khz") / 1000);
		regf_put(o, "max_mhz", RF_UINT, item)->u = (uint64_t)(uncore_int(c, dirs[i], "max_freq_khz") / 1000);
		regf_put(o, "initial_min_mhz", RF_UINT, item)->u =
			(uint64_t)(uncore_int(c, dirs[i], "initial_min_freq_khz") / 1000);
		regf_put(o, "initial_max_mhz", RF_UINT, item)->u =
			(uint64_t)(uncore_int(c, dirs[i], "initial_max_freq_khz") / 1000);
		regf_put(o, "current_mhz", RF_UINT, item++)->u =
			(uint64_t)(uncore_int(c, dirs[i], "current_freq_khz") / 1000);
	}
}

static int dma_ok(const struct regset *rs)
{
	return !rs->dma_err && rs->dma_bytes == (long)sizeof(int32_t);
}

/* read, or tried and failed (not: a recording made before the device was recorded) */
int regtext_has_dma(const struct reg_ctx *c)
{
	return dma_ok(c->rs) || (c->rs->dma_err && c->rs->dma_err != -ENODATA);
}

/*
 * print_dev_latency(): the CPU latency QoS in microseconds, 2000000000 being
 * PM_QOS_DEFAULT_VALUE (no request); when the device does not open, turbostat
 * says so with --debug only
 */
void regtext_dma(uint64_t raw, const uint32_t r[4], const struct reg_ctx *c, struct reg_fields *o)
{
	int ok = dma_ok(c->rs);

	(void)raw, (void)r;
	regf_b(o, "_ok", ok);
	regf_b(o, "_warn", !ok && c->rs->dma_err && c->turbostat && c->debug_level);
	regf_i(o, "usec", c->rs->dma_usec)->null = !ok;
	struct reg_field *d = regf_put(o, "default", RF_BOOL, -1);

	d->u = c->rs->dma_usec == 2000000000;
	d->null = !ok;
}

size_t regtext_pkg_wanted_files(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t max)
{
	uint32_t r6[4];

	if (regset_cpuid(rs, 6, 0, r6) || !BITV(r6[2], 3))	/* CPUID.6.ECX[3]: EPB */
		return 0;
	if (max)
		snprintf(out[0], REGSET_PATH_BYTES, SYSCPU "/cpu%d/" EPB_FILE, rs->cpu);
	return 1;
}

size_t regtext_wanted_files(const struct regset *rs, const struct cpu_ident *id, char (*out)[REGSET_PATH_BYTES],
			    size_t max)
{
	static const char *const uncore_files[] = {
		"min_freq_khz", "max_freq_khz", "initial_min_freq_khz", "initial_max_freq_khz", "current_freq_khz",
	};
	size_t n = regtext_pkg_wanted_files(rs, out, max);

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
	if (id->vendor == VENDOR_INTEL) {
		static const char *const cluster_files[] = { "package_id", "domain_id", "fabric_cluster_id" };
		char dirs[UNCORE_MAX][24];
		int cluster;
		size_t nd;

		/* the listing first: the next round reads what it names */
		WANT(UNCORE_DIR);
		nd = regset_text_entry(rs, UNCORE_DIR) ? uncore_dirs(rs, dirs, UNCORE_MAX, &cluster) : 0;
		for (size_t d = 0; d < nd; d++) {
			for (size_t i = 0; i < sizeof(uncore_files) / sizeof(uncore_files[0]); i++)
				WANT(UNCORE_DIR "%.23s/%.24s", dirs[d], uncore_files[i]);
			for (size_t i = 0; cluster && i < sizeof(cluster_files) / sizeof(cluster_files[0]); i++)
				WANT(UNCORE_DIR "%.23s/%.24s", dirs[d], cluster_files[i]);
		}
	}
#undef WANT
	return powercap_wanted(rs, out, n, max);
}
