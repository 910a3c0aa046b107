/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Intel frequency registers other than the turbo ratio limits
 * (decode/platinfo.c): PLATFORM_INFO, the Atom core ratios, config TDP,
 * TURBO_ACTIVATION_RATIO, the bus clock, and the turbo-disable bit.  One
 * getter per field, so each layout is written down once.
 */
#ifndef TSNG_PLATINFO_H
#define TSNG_PLATINFO_H

#include <stdint.h>

#include "decode/platform.h"

/* SDM vol. 4 and arch/x86/include/asm/msr-index.h */
#define MSR_FSB_FREQ			0xCD	/* Silvermont [3:0] bus clock index */
#define MSR_PLATFORM_INFO		0xCE
#define MSR_CONFIG_TDP_NOMINAL		0x648
#define MSR_CONFIG_TDP_LEVEL_1		0x649
#define MSR_CONFIG_TDP_LEVEL_2		0x64A
#define MSR_CONFIG_TDP_CONTROL		0x64B
#define MSR_TURBO_ACTIVATION_RATIO	0x64C

/* PLATFORM_INFO: [15:8] max non-turbo (base) ratio, [47:40] max efficiency ratio, [30] TCC offset programmable. */
static inline unsigned platinfo_base_ratio(uint64_t v) { return (v >> 8) & 0xFF; }
static inline unsigned platinfo_max_eff_ratio(uint64_t v) { return (v >> 40) & 0xFF; }
static inline unsigned platinfo_tcc_programmable(uint64_t v) { return (v >> 30) & 1; }

/* ATOM_CORE_RATIOS 0x66A, 6-bit fields: [5:0] minimum, [13:8] LFM, [21:16] base. */
static inline unsigned platinfo_atom_min_ratio(uint64_t v) { return v & 0x3F; }
static inline unsigned platinfo_atom_lfm_ratio(uint64_t v) { return (v >> 8) & 0x3F; }
static inline unsigned platinfo_atom_base_ratio(uint64_t v) { return (v >> 16) & 0x3F; }

/* CONFIG_TDP_NOMINAL [7:0]; LEVEL_1/2 ratio [23:16], TDP [14:0], max power [46:32], min power [62:48]. */
static inline unsigned platinfo_ctdp_nominal_ratio(uint64_t v) { return v & 0xFF; }
static inline unsigned platinfo_ctdp_level_ratio(uint64_t v) { return (v >> 16) & 0xFF; }
static inline unsigned platinfo_ctdp_level_tdp(uint64_t v) { return v & 0x7FFF; }
static inline unsigned platinfo_ctdp_level_max_power(uint64_t v) { return (v >> 32) & 0x7FFF; }
static inline unsigned platinfo_ctdp_level_min_power(uint64_t v) { return (v >> 48) & 0x7FFF; }

/* CONFIG_TDP_CONTROL level [1:0]; it and TURBO_ACTIVATION_RATIO (ratio [7:0]) lock at [31]. */
static inline unsigned platinfo_ctdp_control_level(uint64_t v) { return v & 0x3; }
static inline unsigned platinfo_lock_bit31(uint64_t v) { return (v >> 31) & 1; }
static inline unsigned platinfo_tar_ratio(uint64_t v) { return v & 0xFF; }

/* IA32_MISC_ENABLE [38]: turbo disabled by firmware (SDM vol. 4 table 2-2). */
static inline unsigned platinfo_misc_turbo_disabled(uint64_t v) { return (v >> 38) & 1; }

/*
 * Bus clock in kHz for @kind.  BCLK_SLM_FSB decodes MSR_FSB_FREQ [3:0] into
 * 83.3/100/133.3/116.7/80.0 MHz (turbostat slm_bclk); an index past the
 * table gives 0 (unknown).
 */
unsigned platinfo_bclk_khz(enum bclk_kind kind, uint64_t fsb_freq);

#endif
