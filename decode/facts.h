/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Everything --show-turbo prints and the measurement code needs about one
 * CPU's frequencies, derived from its start-up register set
 * (decode/facts.c).  Every item carries a state so a renderer never prints
 * a guessed number.
 */
#ifndef TSNG_FACTS_H
#define TSNG_FACTS_H

#include <stddef.h>
#include <stdint.h>

#include "decode/amd_pstate.h"
#include "decode/cpuid.h"
#include "decode/freqinv.h"
#include "decode/hwp.h"
#include "decode/platform.h"
#include "decode/platinfo.h"
#include "regset.h"
#include "decode/trl.h"

enum fact_state {
	FACT_NONE,		/* not applicable to this part (not read) */
	FACT_OK,		/* from the register */
	FACT_UNREADABLE,	/* the register could not be read; err says why */
	FACT_ZERO,		/* the register reads 0 where a value belongs */
	FACT_CPUID_SYSFS,	/* no register: from CPUID or cpufreq sysfs only */
};

struct fact {
	enum fact_state state;
	int err;		/* -errno when FACT_UNREADABLE */
	uint64_t v;
};

/* A raw register as read, for the "cpu0: MSR_X: 0x..." lines. */
struct fact_reg {
	uint32_t msr;
	const char *name;	/* turbostat's spelling: "MSR_PLATFORM_INFO" */
	int err;		/* 0, or -errno; -ENOENT when never read */
	uint64_t val;
};

/* A candidate for freq_max that a user weighs against the kernel's choice. */
struct fact_alt {
	const char *label;	/* "max 1-core turbo" */
	uint64_t ratio;		/* x/1024 */
	uint64_t khz;		/* 0 when the frequency is unknown */
};

#define FACTS_MAX_REGS 64
#define FACTS_MAX_ALTS 4

struct cpu_facts {
	int cpu;
	int msr_access;			/* 0, or why no MSR could be read (-ENOENT no driver, -EACCES/-EPERM) */
	struct cpu_ident id;
	const struct platform_features *pf;

	size_t nregs;			/* raw registers in the order show_turbo prints them */
	struct fact_reg regs[FACTS_MAX_REGS];

	/* Intel ratios; MHz = ratio * bclk */
	struct fact base_ratio;		/* PLATFORM_INFO [15:8] (or 0x66A [21:16] on Atom) */
	struct fact max_eff_ratio;	/* PLATFORM_INFO [47:40] */
	struct fact bclk_khz;
	struct fact atom_min_ratio, atom_lfm_ratio;	/* 0x66A [5:0], [13:8] */
	struct fact trl_state;		/* v = levels; FACT_ZERO: register all zero */
	struct trl_table trl;
	struct fact trl_secondary_state;/* hybrid 0x650 */
	struct trl_table trl_secondary;
	struct fact ctdp_nominal_ratio, ctdp_level, ctdp_locked, tar_ratio, tar_locked;
	struct fact ctdp_ratio[2];	/* CONFIG_TDP_LEVEL_1/2 [23:16] */

	/* turbo availability */
	int turbo_disabled;		/* 1 when any source says off */
	const char *turbo_why;		/* why off (or why unknown, with turbo_disabled 0); NULL if on */
	int turbo_off_by_os;		/* off by cpufreq's switch alone (intel_pstate/no_turbo, cpufreq/boost) */

	/* HWP (Intel) */
	struct fact hwp_caps_state, hwp_req_state;
	struct hwp_caps hwp;
	struct hwp_request hwp_req;

	/* AMD */
	struct fact pstate_mhz[AMD_PSTATE_COUNT];
	struct fact cppc_state;		/* FACT_OK from CPPC_CAP1, or FACT_CPUID_SYSFS from acpi_cppc/ */
	struct amd_cppc_caps cppc;
	uint64_t cppc_nominal_khz;	/* _CPC nominal_freq, else P0; 0 unknown: perf_to_freq()'s scale */
	struct regset_prefcore prefcore;	/* as read; fi.prefcore is the kernel's verdict */
	struct fact cpb_disabled;	/* HWCR [25] */

	/* without registers */
	struct fact cpuid_base_mhz, cpuid_max_mhz, cpuid_bus_mhz;	/* CPUID 0x16 */
	struct fact sysfs_base_khz, sysfs_max_khz, sysfs_min_khz;	/* cpufreq of this CPU */

	/* what measurement needs */
	struct fact base_khz;		/* base frequency; FACT_CPUID_SYSFS when not from a register */
	struct fact tsc_hz;
	const char *tsc_source;
	uint64_t crystal_hz;	/* CPUID 0x15 ECX, else the platform's crystal; 0 unknown (Die%c6 counts it) */
	unsigned mperf_multiplier;	/* MPERF ticks per count: 1, 1024 on Xeon Phi */
	struct freqinv fi;		/* the kernel's arch_max_freq_ratio and whether it is enabled */
	uint64_t fi_max_khz;		/* the frequency that maps to 1024; 0 when unknown */
	size_t nalt;
	struct fact_alt alt[FACTS_MAX_ALTS];
};

/*
 * Fills @f from @rs.  Returns 0, or the -errno of cpuid_identify() when
 * leaves 0/1 are missing (then nothing else is known).
 */
int facts_derive(const struct regset *rs, struct cpu_facts *f);

/*
 * The MSRs to read at start-up for this part, at most @max into @out.
 * Returns how many the part wants (may exceed @max: then the list is cut).
 * The CPUID leaves to read first are cpuid_leaves[] (decode/cpuid.h).
 */
size_t facts_wanted_msrs(const struct cpu_ident *id, const struct platform_features *pf,
			 uint32_t *out, size_t max);

/* The start-up reads decode/ needs: cpuid_leaves[], then facts_wanted_msrs() of the identified part. */
void facts_regset_wants(struct regset_wants *w);

/* A fact's value in MHz from a ratio and the bus clock; 0 when either is unknown. */
double facts_ratio_mhz(const struct cpu_facts *f, unsigned ratio);

#endif
