/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * AMD frequency registers (decode/amd_pstate.c): hardware P-state
 * definitions, CPPC capabilities, and the core-performance-boost disable bit.
 * Layouts: AMD PPR for families 17h/19h/1Ah (MSRC001_0064 P-state
 * definitions, MSRC001_02B0 CPPC capability 1), the BKDGs for 10h-16h, arch/x86/include/asm/msr-index.h
 * and drivers/cpufreq/amd-pstate.c.
 */
#ifndef TSNG_AMD_PSTATE_H
#define TSNG_AMD_PSTATE_H

#include <stdint.h>

#define MSR_AMD_HWCR		0xC0010015	/* [25] CpbDis */
#define MSR_AMD_PSTATE_DEF_BASE	0xC0010064	/* + n, n = 0..7 */
#define AMD_PSTATE_COUNT	8
#define MSR_AMD_CPPC_CAP1	0xC00102B0

/*
 * The core frequency of P-state definition @def on @family in MHz.
 * Families 17h/18h/19h: 200 * FID[7:0] / DID[13:8]; 1Ah: 5 * FID[11:0];
 * 10h-16h: 100 * (CpuFid + 10h, 11h: + 08h) / the CpuDid divisor (decode/amd_pstate.c).
 * Returns 0, -ENODATA when PstateEn [63] is clear, -EINVAL for a DID of 0 (or
 * reserved) or a 1Ah FID <= 0x0F, -EOPNOTSUPP for family 14h (its divisor
 * applies to a PCI register's PLL frequency) and families before 10h.
 */
int amd_pstate_mhz(unsigned family, uint64_t def, unsigned *mhz);

/*
 * Families 10h (revision E) to 16h with core performance boost: the first D18F4x15C
 * [NumBoostStates] hardware P-state definitions are boost states, software P0 the first
 * after them (BKDGs 42301 and 52740, P-state numbering: software Pb0 is hardware P0); the count is in PCI
 * configuration space, which is not read, so hardware P0 is no base frequency there.
 */
static inline int amd_pstate_boost_unknown(unsigned family) { return family >= 0x10 && family < 0x17; }

/* CPPC_CAP1: lowest [7:0], lowest non-linear [15:8], nominal [23:16], highest [31:24]. */
struct amd_cppc_caps {
	unsigned highest, nominal, lowest_nonlinear, lowest;
};
void amd_cppc_caps_decode(uint64_t v, struct amd_cppc_caps *c);

/* amd-pstate perf_to_freq(): ceil(nominal_khz * perf / nominal_perf); 0 if nominal_perf is 0. */
uint64_t amd_cppc_perf_to_khz(uint64_t nominal_khz, unsigned perf, unsigned nominal_perf);

static inline unsigned amd_hwcr_boost_disabled(uint64_t hwcr) { return (hwcr >> 25) & 1; }

#endif
