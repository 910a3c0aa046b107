/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The registers and CPUID leaves of one CPU, read once at start-up.
 *
 * msr/regset_read.c fills it through the hw ops; decode/ reads it and never sees
 * a device.  A register that could not be read is kept with its -errno so a
 * decoder can say "absent" rather than guess.
 */
#ifndef TSNG_REGSET_H
#define TSNG_REGSET_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define REGSET_MAX_MSR   128
#define REGSET_MAX_CPUID 48

struct regset_msr {
	uint32_t reg;
	int err;		/* 0, or -errno from the read */
	uint64_t val;
};

struct regset_cpuid {
	uint32_t leaf, sub;
	int err;
	uint32_t r[4];		/* eax, ebx, ecx, edx */
};

/*
 * ACPI _CPC of one CPU as drivers/acpi/cppc_acpi.c shows it in
 * cpuN/acpi_cppc/ (the kernel's cppc_get_perf_caps()).  On parts without
 * CPPC MSRs (CPUID 0x80000008 EBX[27] clear) this is the only copy of the
 * values amd_set_max_freq_ratio() uses.
 */
struct regset_cppc {
	int err;		/* 0, or -errno of highest_perf (-ENOENT: no acpi_cppc/ here) */
	uint64_t highest, nominal, lowest_nonlinear, lowest;
	uint64_t nominal_mhz, lowest_mhz;	/* 0 where firmware gives none */
};

/*
 * Preferred cores: the highest_perf values amd_detect_prefcore()
 * (arch/x86/kernel/acpi/cppc.c) compares, and amd-pstate's view of them
 * (drivers/cpufreq/amd-pstate.c sysfs).
 */
struct regset_prefcore {
	int scan_err;		/* 0, or -errno of the first present CPU whose highest_perf failed */
	size_t n;		/* 1: all present CPUs read scan[0]'s value; 2: scan[1] differs */
	struct { int cpu; uint64_t highest; } scan[2];
	int driver;		/* amd_pstate/prefcore: 1 "enabled", 0 "disabled", -1 absent */
	int hw;			/* cpufreq/amd_pstate_hw_prefcore of this CPU; same */
	int64_t ranking;	/* cpufreq/amd_pstate_prefcore_ranking of this CPU; -1 absent */
};

/*
 * A sysfs or procfs file's text (trailing newline dropped), for the start-up
 * report's lines.  A path ending in '/' holds the directory's listing, a name
 * a line; one ending in '*' the names of its directory that start with what
 * is before the '*' (".../powercap/intel-rapl*"), so that a large directory
 * keeps the names it is read for.  A listing past the text's room keeps the
 * whole names that fit.
 */
#define REGSET_MAX_TEXT 512	/* a two-socket server's uncore clusters and powercap zones fit */
#define REGSET_PATH_BYTES 112
#define REGSET_TEXT_BYTES 512
/*
 * The one text of a set that may be longer (/proc/cmdline: this project's own VMs have 553
 * bytes): turbostat's print_bootcmd() reads COMMAND_LINE_SIZE - 1 = 2047 of it.
 */
#define REGSET_LONG_TEXT_BYTES 2048
struct regset_text {
	char path[REGSET_PATH_BYTES];
	int err;		/* 0, or -errno of the read */
	int is_long;		/* the text is the set's long_text, val empty */
	char val[REGSET_TEXT_BYTES];
};

struct regset {
	int cpu;
	int msr_access;		/* 0, or -errno: why no MSR could be read at all */
	size_t nmsr;
	struct regset_msr msr[REGSET_MAX_MSR];
	size_t ncpuid;
	struct regset_cpuid cpuid[REGSET_MAX_CPUID];
	/* cpufreq sysfs of this CPU in kHz; 0 where absent */
	uint64_t cpufreq_base_khz, cpufreq_max_khz, cpufreq_min_khz;
	int no_turbo;		/* intel_pstate/no_turbo or !cpufreq/boost; -1 unknown */
	struct regset_cppc cppc;	/* err -ENOENT unless regset_wants.cppc asked for it */
	struct regset_prefcore prefcore;
	/*
	 * /dev/cpu_dma_latency as turbostat's print_dev_latency() reads it: one
	 * read of an s32.  dma_err: 0, -errno, or -ENODATA when not read (a
	 * recording made before it was recorded); dma_bytes: what the read gave.
	 */
	int dma_err;
	long dma_bytes;
	int32_t dma_usec;
	char long_text[REGSET_LONG_TEXT_BYTES];	/* the text of the entry whose is_long is set */
	size_t ntext;
	/*
	 * Last, and left uncleared by regset_init(): only the first ntext are
	 * ever read, so the room of 512 (320 KB) costs memory only as it is
	 * written, not in every set of every package.
	 */
	struct regset_text text[REGSET_MAX_TEXT];
};

/* One CPUID leaf/subleaf that start-up reads. */
struct cpuid_leaf {
	uint32_t leaf, sub;
};

/*
 * What to read at start-up, as decode/ decides it: CPUID leaves first, then
 * the MSRs the identified part has (a function of the leaves read).  Passed
 * to msr/regset_read.c so that the access layer needs no decoder.
 */
struct regset_wants {
	const struct cpuid_leaf *leaves;
	size_t nleaves;
	size_t (*msrs)(const struct regset *rs, uint32_t *out, size_t max);
	/* Non-zero when the identified part wants ACPI _CPC and preferred-core state (AMD). */
	int (*cppc)(const struct regset *rs);
	/*
	 * The files to read, at most @max paths into @out; how many are wanted.
	 * A path ending in '/' is a directory to list.  Asked again after each
	 * round of reads (a listing names the next files), until it wants
	 * nothing new.
	 */
	size_t (*files)(const struct regset *rs, char (*out)[REGSET_PATH_BYTES], size_t max);
	/* Read /dev/cpu_dma_latency. */
	int dma_latency;
};

/*
 * The value type's own operations, inline so that the one writer (msr/regset_read.c,
 * and tests that write registers by hand) and the readers (decode/) share no
 * layer: builders regset_init/regset_put_*; lookups regset_msr/regset_cpuid
 * return 0 and the value, -ENOENT when never read, or the read's -errno.
 */
static inline void regset_init(struct regset *rs, int cpu)
{
	memset(rs, 0, offsetof(struct regset, text));
	rs->cpu = cpu;
	rs->no_turbo = -1;
	rs->cppc.err = -ENOENT;
	rs->prefcore.scan_err = -ENOENT;
	rs->prefcore.driver = rs->prefcore.hw = -1;
	rs->prefcore.ranking = -1;
	rs->dma_err = -ENODATA;
}

static inline int regset_put_msr(struct regset *rs, uint32_t reg, int err, uint64_t val)
{
	for (size_t i = 0; i < rs->nmsr; i++) {
		if (rs->msr[i].reg == reg) {
			rs->msr[i].err = err;
			rs->msr[i].val = val;
			return 0;
		}
	}
	if (rs->nmsr == REGSET_MAX_MSR)
		return -ENOSPC;
	rs->msr[rs->nmsr++] = (struct regset_msr){ .reg = reg, .err = err, .val = val };
	return 0;
}

static inline int regset_put_cpuid(struct regset *rs, uint32_t leaf, uint32_t sub, int err, const uint32_t regs[4])
{
	struct regset_cpuid *c = NULL;

	for (size_t i = 0; i < rs->ncpuid && !c; i++)
		if (rs->cpuid[i].leaf == leaf && rs->cpuid[i].sub == sub)
			c = &rs->cpuid[i];
	if (!c) {
		if (rs->ncpuid == REGSET_MAX_CPUID)
			return -ENOSPC;
		c = &rs->cpuid[rs->ncpuid++];
	}
	*c = (struct regset_cpuid){ .leaf = leaf, .sub = sub, .err = err };
	if (!err)
		memcpy(c->r, regs, sizeof(c->r));
	return 0;
}

static inline int regset_msr(const struct regset *rs, uint32_t reg, uint64_t *val)
{
	*val = 0;	/* defined on failure too, which every caller checks first */
	for (size_t i = 0; i < rs->nmsr; i++) {
		if (rs->msr[i].reg != reg)
			continue;
		if (rs->msr[i].err)
			return rs->msr[i].err;
		*val = rs->msr[i].val;
		return 0;
	}
	return -ENOENT;
}

static inline int regset_cpuid(const struct regset *rs, uint32_t leaf, uint32_t sub, uint32_t regs[4])
{
	for (size_t i = 0; i < rs->ncpuid; i++) {
		if (rs->cpuid[i].leaf != leaf || rs->cpuid[i].sub != sub)
			continue;
		if (rs->cpuid[i].err)
			return rs->cpuid[i].err;
		memcpy(regs, rs->cpuid[i].r, sizeof(rs->cpuid[i].r));
		return 0;
	}
	return -ENOENT;
}

/* Keeps @path's text (or its -errno); -ENOSPC when the set is full. */
static inline int regset_put_text(struct regset *rs, const char *path, int err, const char *val)
{
	struct regset_text *t;

	if (rs->ntext == REGSET_MAX_TEXT)
		return -ENOSPC;
	t = &rs->text[rs->ntext++];
	/* cut to the room there is; the reader asks for no longer path or text */
	size_t n = strnlen(path, sizeof(t->path) - 1);

	memcpy(t->path, path, n);
	t->path[n] = 0;
	t->err = err;
	n = err ? 0 : strnlen(val, sizeof(rs->long_text) - 1);
	/* past the entry's room, the set's long text when no other entry has it */
	t->is_long = n >= sizeof(t->val) && !rs->long_text[0];
	char *dst = t->is_long ? rs->long_text : t->val;

	if (!t->is_long && n >= sizeof(t->val))
		n = sizeof(t->val) - 1;
	memcpy(dst, val, n);
	dst[n] = 0;
	if (t->is_long)
		t->val[0] = 0;
	return 0;
}

/* The text of entry @t of @rs. */
static inline const char *regset_text_val(const struct regset *rs, const struct regset_text *t)
{
	return t->is_long ? rs->long_text : t->val;
}

/* The entry of @path, read or failed, or NULL when it was never read. */
static inline const struct regset_text *regset_text_entry(const struct regset *rs, const char *path)
{
	for (size_t i = 0; i < rs->ntext; i++)
		if (!strcmp(rs->text[i].path, path))
			return &rs->text[i];
	return NULL;
}

/* Whether listing @list (names a line, as a directory's entry holds) has the line @name. */
static inline int regset_listed(const char *list, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = list; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (!strncmp(p, name, n) && (p[n] == '\n' || !p[n]))
			return 1;
	return 0;
}

/* The text read from @path, or NULL when it was not read or the read failed. */
static inline const char *regset_text(const struct regset *rs, const char *path)
{
	for (size_t i = 0; i < rs->ntext; i++)
		if (!strcmp(rs->text[i].path, path))
			return rs->text[i].err ? NULL : regset_text_val(rs, &rs->text[i]);
	return NULL;
}

#endif
