/*
 * Intel frequency registers other than the turbo ratio limits
 * (decode/platinfo.c): PLATFORM_INFO, config TDP, TURBO_ACTIVATION_RATIO,
 * the bus clock, and the turbo-disable bit.
 */
#ifndef TSNG_PLATINFO_H
#define TSNG_PLATINFO_H

#include <stdint.h>

#include "platform.h"

/* SDM vol. 4 and arch/x86/include/asm/msr-index.h */
#define MSR_FSB_FREQ			0xCD	/* Silvermont [3:0] bus clock index */
#define MSR_PLATFORM_INFO		0xCE
#define MSR_CONFIG_TDP_NOMINAL		0x648
#define MSR_CONFIG_TDP_LEVEL_1		0x649
#define MSR_CONFIG_TDP_LEVEL_2		0x64A
#define MSR_CONFIG_TDP_CONTROL		0x64B
#define MSR_TURBO_ACTIVATION_RATIO	0x64C

struct platinfo {
	unsigned base_ratio;		/* [15:8] max non-turbo ratio */
	unsigned max_eff_ratio;		/* [47:40] max efficiency ratio */
	unsigned tcc_offset_programmable;	/* [30] */
};
void platinfo_decode(uint64_t v, struct platinfo *p);

/* CONFIG_TDP_LEVEL_1/2: ratio [23:16], TDP [14:0], max power [46:32], min power [62:48]. */
struct ctdp_level {
	unsigned ratio, tdp, max_power, min_power;	/* power in RAPL power units */
};
void ctdp_level_decode(uint64_t v, struct ctdp_level *l);

/* CONFIG_TDP_NOMINAL [7:0]; CONFIG_TDP_CONTROL level [1:0] lock [31]; TAR ratio [7:0] lock [31]. */
static inline unsigned ctdp_nominal_ratio(uint64_t v) { return v & 0xFF; }
static inline unsigned ctdp_control_level(uint64_t v) { return v & 0x3; }
static inline unsigned ctdp_locked(uint64_t v) { return (v >> 31) & 1; }
static inline unsigned tar_ratio(uint64_t v) { return v & 0xFF; }

/* IA32_MISC_ENABLE [38]: turbo disabled by firmware (SDM vol. 4 table 2-2). */
static inline int misc_enable_turbo_disabled(uint64_t v) { return (v >> 38) & 1; }

/*
 * Bus clock in kHz for @kind.  BCLK_SLM_FSB decodes MSR_FSB_FREQ [3:0] into
 * 83.3/100/133.3/116.7/80.0 MHz (turbostat slm_bclk); an index past the
 * table gives 0 (unknown).
 */
unsigned platinfo_bclk_khz(enum bclk_kind kind, uint64_t fsb_freq);

#endif
