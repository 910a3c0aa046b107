// SPDX-License-Identifier: GPL-2.0-only
/* Start-up register set from the hw ops (msr/regset_read.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/cpulist.h"
#include "msr/regset_read.h"

#define SYSCPU "/sys/devices/system/cpu"

/*
 * A basic leaf above leaf 0's maximum, or an extended one above 0x80000000's,
 * is not read; nor a hypervisor leaf (0x4000000x) outside a guest.
 */
static int regset_read_leaf_wanted(const struct regset *rs, uint32_t leaf)
{
	uint32_t r[4];
	uint32_t top = leaf & 0x80000000u;

	/* the hypervisor's leaves exist only in a guest: CPUID.1.ECX[31] */
	if ((leaf & 0xF0000000u) == 0x40000000u)
		return !regset_cpuid(rs, 1, 0, r) && (r[2] >> 31);
	if (leaf == top)
		return 1;
	if (regset_cpuid(rs, top, 0, r))
		return 0;
	return leaf <= r[0] && (r[0] & 0x80000000u) == top;
}

static void regset_read_cpuid(struct hw *hw, int cpu, const struct regset_wants *w, struct regset *rs)
{
	for (size_t i = 0; i < w->nleaves; i++) {
		const struct cpuid_leaf *l = &w->leaves[i];
		uint32_t r[4] = { 0 };
		int err;

		if (!regset_read_leaf_wanted(rs, l->leaf))
			continue;
		err = hw_cpuid(hw, cpu, l->leaf, l->sub, r);
		regset_put_cpuid(rs, l->leaf, l->sub, err, r);
	}
}

static void regset_read_msrs(struct hw *hw, int cpu, const struct regset_wants *w, struct regset *rs)
{
	uint32_t msrs[REGSET_MAX_MSR];
	size_t n = w->msrs(rs, msrs, REGSET_MAX_MSR);

	for (size_t i = 0; i < n && i < REGSET_MAX_MSR; i++) {
		uint64_t v = 0;
		int err = hw_read_msr(hw, cpu, msrs[i], &v);

		regset_put_msr(rs, msrs[i], err, v);
	}
}

static uint64_t regset_read_khz(struct hw *hw, int cpu, const char *name)
{
	char path[128];
	uint64_t v;

	snprintf(path, sizeof(path), SYSCPU "/cpu%d/cpufreq/%s", cpu, name);
	return hw_read_u64(hw, path, &v) ? 0 : v;
}

/* intel_pstate/no_turbo (1 = off), else the generic cpufreq/boost (0 = off). */
static int regset_read_no_turbo(struct hw *hw)
{
	uint64_t v;

	if (!hw_read_u64(hw, SYSCPU "/intel_pstate/no_turbo", &v))
		return v != 0;
	if (!hw_read_u64(hw, SYSCPU "/cpufreq/boost", &v))
		return v == 0;
	return -1;
}

static int regset_read_cppc_u64(struct hw *hw, int cpu, const char *name, uint64_t *v)
{
	char path[128];

	snprintf(path, sizeof(path), SYSCPU "/cpu%d/acpi_cppc/%s", cpu, name);
	return hw_read_u64(hw, path, v);
}

/* The _CPC values of @cpu; nominal_freq and lowest_freq are optional in ACPI 6.x. */
static void regset_read_cppc(struct hw *hw, int cpu, struct regset_cppc *c)
{
	c->err = regset_read_cppc_u64(hw, cpu, "highest_perf", &c->highest);
	if (c->err)
		return;
	if (regset_read_cppc_u64(hw, cpu, "nominal_perf", &c->nominal) ||
	    regset_read_cppc_u64(hw, cpu, "lowest_nonlinear_perf", &c->lowest_nonlinear) ||
	    regset_read_cppc_u64(hw, cpu, "lowest_perf", &c->lowest))
		c->err = -EINVAL;
	if (regset_read_cppc_u64(hw, cpu, "nominal_freq", &c->nominal_mhz))
		c->nominal_mhz = 0;
	if (regset_read_cppc_u64(hw, cpu, "lowest_freq", &c->lowest_mhz))
		c->lowest_mhz = 0;
}

/* "enabled" -> 1, "disabled" -> 0, else -1 (amd-pstate's str_enabled_disabled()). */
static int regset_read_enabled(struct hw *hw, const char *path)
{
	char buf[32];

	if (hw_read_str(hw, path, buf, sizeof(buf)))
		return -1;
	return strcmp(buf, "enabled") == 0 ? 1 : strcmp(buf, "disabled") == 0 ? 0 : -1;
}

/*
 * highest_perf of the present CPUs in order, up to the first value that
 * differs from the first CPU's: as far as amd_detect_prefcore() reads.
 */
static void regset_read_prefcore_scan(struct hw *hw, struct regset_prefcore *p)
{
	char buf[4096];
	struct cpulist present = { 0 };

	if ((hw_read_str(hw, SYSCPU "/present", buf, sizeof(buf)) &&
	     hw_read_str(hw, SYSCPU "/online", buf, sizeof(buf))) || cpulist_parse(buf, &present))
		return;
	p->scan_err = 0;
	for (int cpu = 0; cpu < present.max && p->n < 2; cpu++) {
		uint64_t v;

		if (!cpulist_has(&present, cpu))
			continue;
		p->scan_err = regset_read_cppc_u64(hw, cpu, "highest_perf", &v);
		if (p->scan_err)
			break;
		if (!p->n || v != p->scan[0].highest) {
			p->scan[p->n].cpu = cpu;
			p->scan[p->n++].highest = v;
		}
	}
	cpulist_free(&present);
}

static void regset_read_prefcore(struct hw *hw, int cpu, struct regset_prefcore *p)
{
	char path[128];
	uint64_t v;

	regset_read_prefcore_scan(hw, p);
	p->driver = regset_read_enabled(hw, SYSCPU "/amd_pstate/prefcore");
	snprintf(path, sizeof(path), SYSCPU "/cpu%d/cpufreq/amd_pstate_hw_prefcore", cpu);
	p->hw = regset_read_enabled(hw, path);
	snprintf(path, sizeof(path), SYSCPU "/cpu%d/cpufreq/amd_pstate_prefcore_ranking", cpu);
	if (!hw_read_u64(hw, path, &v) && v <= INT64_MAX)
		p->ranking = (int64_t)v;
}

#define LISTING_BYTES 65536

/*
 * The listing @want asks for ("DIR/" whole, "DIR/PREFIX*" the names starting
 * with PREFIX) into @buf of REGSET_TEXT_BYTES, the whole names that fit;
 * 0 or the listing's -errno.
 */
static int regset_read_listing(struct hw *hw, const char *want, char *buf)
{
	char dir[REGSET_PATH_BYTES], *names = malloc(LISTING_BYTES);
	const char *slash = strrchr(want, '/'), *prefix = slash + 1;
	size_t plen = strcspn(prefix, "*"), len = 0;
	long got;

	if (!names)
		return -ENOMEM;
	snprintf(dir, sizeof(dir), "%.*s", (int)(slash - want), want);
	got = hw_list_dir(hw, dir, names, LISTING_BYTES);
	for (char *p = names, *nl; got >= 0 && *p; p = nl + 1) {
		nl = strchr(p, '\n');
		if (!nl)
			break;
		size_t n = (size_t)(nl - p);

		if (strncmp(p, prefix, plen) || len + n + 1 >= REGSET_TEXT_BYTES)
			continue;
		memcpy(buf + len, p, n + 1);
		len += n + 1;
	}
	free(names);
	if (got < 0)
		return (int)got;
	/* the last newline goes as a file's does */
	buf[len ? len - 1 : 0] = '\0';
	return 0;
}

/* One round: the wanted files and listings not read yet; how many were read. */
static size_t regset_read_round(struct hw *hw, const struct regset_wants *w, struct regset *rs)
{
	/* on the heap: 56 KiB of stack would stay resident for the whole run */
	char (*paths)[REGSET_PATH_BYTES] = malloc(REGSET_MAX_TEXT * sizeof(*paths));
	size_t n = paths ? w->files(rs, paths, REGSET_MAX_TEXT) : 0, done = 0;

	for (size_t i = 0; i < n && i < REGSET_MAX_TEXT && rs->ntext < REGSET_MAX_TEXT; i++) {
		char buf[REGSET_TEXT_BYTES] = "";
		size_t len = strlen(paths[i]);
		int err;

		if (regset_text_entry(rs, paths[i]))
			continue;
		if (len && (paths[i][len - 1] == '/' || paths[i][len - 1] == '*'))
			err = regset_read_listing(hw, paths[i], buf);
		else
			err = hw_read_str(hw, paths[i], buf, sizeof(buf) - 1);
		if (err == -EFBIG && !rs->long_text[0]) {
			/* a text past the entry's room (/proc/cmdline): once more into the set's long text */
			char *big = malloc(REGSET_LONG_TEXT_BYTES);

			err = big ? hw_read_str(hw, paths[i], big, REGSET_LONG_TEXT_BYTES) : -ENOMEM;
			regset_put_text(rs, paths[i], err, big ? big : "");
			free(big);
			done++;
			continue;
		}
		regset_put_text(rs, paths[i], err, buf);
		done++;
	}
	free(paths);
	return done;
}

/* Rounds until the wants are read: a listing (powercap) names the files of the next round. */
static void regset_read_files(struct hw *hw, const struct regset_wants *w, struct regset *rs)
{
	for (int round = 0; round < 8 && regset_read_round(hw, w, rs); round++)
		;
}

/* turbostat's print_dev_latency(): one read of the s32 the device holds. */
static void regset_read_dma(struct hw *hw, struct regset *rs)
{
	int32_t v = 0;
	long n = hw_read_bin(hw, "/dev/cpu_dma_latency", &v, sizeof(v));

	rs->dma_err = n < 0 ? (int)n : 0;
	rs->dma_bytes = n < 0 ? 0 : n;
	rs->dma_usec = v;
}

int regset_read(struct hw *hw, int cpu, const struct regset_wants *w, struct regset *rs)
{
	uint32_t r[4];
	int err;

	regset_init(rs, cpu);
	err = hw_pin(hw, cpu);
	if (err)
		return err;
	regset_read_cpuid(hw, cpu, w, rs);
	err = regset_cpuid(rs, 0, 0, r);
	if (!err)
		err = regset_cpuid(rs, 1, 0, r);
	if (err)
		return err;
	rs->msr_access = hw_msr_access(hw);
	if (!rs->msr_access)
		regset_read_msrs(hw, cpu, w, rs);
	if (w->files)
		regset_read_files(hw, w, rs);
	if (w->dma_latency)
		regset_read_dma(hw, rs);
	rs->cpufreq_base_khz = regset_read_khz(hw, cpu, "base_frequency");
	rs->cpufreq_max_khz = regset_read_khz(hw, cpu, "cpuinfo_max_freq");
	rs->cpufreq_min_khz = regset_read_khz(hw, cpu, "cpuinfo_min_freq");
	rs->no_turbo = regset_read_no_turbo(hw);
	if (w->cppc && w->cppc(rs)) {
		regset_read_cppc(hw, cpu, &rs->cppc);
		regset_read_prefcore(hw, cpu, &rs->prefcore);
	}
	return 0;
}
