/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Temperatures (decode/thermal.c): Intel digital thermal sensor readouts
 * against TjMax, and AMD Tctl from k10temp or the SMN temperature register.
 * Pure: register values and text in, degrees out.
 */
#ifndef TSNG_THERMAL_H
#define TSNG_THERMAL_H

#include <stddef.h>
#include <stdint.h>

#include "regset.h"

/* arch/x86/include/asm/msr-index.h; layouts SDM vol. 4 table 2-2 */
#define MSR_IA32_THERM_STATUS		0x19C	/* [22:16] readout below TjMax, [31] valid */
#define MSR_IA32_TEMPERATURE_TARGET	0x1A2	/* [23:16] TjMax (TCC activation temperature) */
#define MSR_IA32_PACKAGE_THERM_STATUS	0x1B1	/* [22:16] readout below TjMax */

/* Field accessors: [22:16] of THERM_STATUS and its thresholds, degrees below TjMax; 0x1A2 [23:16] TjMax. */
static inline int thermal_readout(uint64_t v) { return (int)((v >> 16) & 0x7F); }
static inline int thermal_tjmax_field(uint64_t v) { return (int)((v >> 16) & 0xFF); }

/* turbostat's guess when TEMPERATURE_TARGET cannot be read */
#define THERMAL_TJMAX_GUESS 100

/* AMD family 17h+: SMN address of the reported temperature (k10temp ZEN_REPORTED_TEMP_CTRL_BASE) */
#define THERMAL_SMN_TCTL 0x00059800

enum tjmax_source { TJMAX_OPTION, TJMAX_MSR, TJMAX_GUESS };

/* TjMax in degrees C: --TCC when @tcc_opt is set, else 0x1A2 [23:16], else the guess. */
int thermal_tjmax(const struct regset *rs, int tcc_opt, enum tjmax_source *src);

/*
 * Degrees C of a THERM_STATUS / PACKAGE_THERM_STATUS value: TjMax minus
 * [22:16].  -ENODATA when the reading-valid bit 31 is clear (SDM vol. 4,
 * IA32_THERM_STATUS "Reading Valid"; the package register has no such bit
 * and is taken as is).
 */
int thermal_dts_c(uint64_t status, int tjmax, int check_valid, int *degc);

/* Tctl in degrees C from the SMN register THM_TCON_CUR_TMP (k10temp get_raw_temp()). */
double thermal_smn_tctl_c(uint32_t reg);

/*
 * Tccd (one CCD's temperature) in degrees C from its SMN register: [10:0]
 * * 0.125 - 49 (k10temp_read_temp()); -ENODATA when the valid bit 11 is
 * clear (no such CCD: k10temp_get_ccd_support()).
 */
int thermal_smn_tccd_c(uint32_t reg, double *degc);

/*
 * The SMN address of the first Tccd register of an AMD part and how many
 * there may be (4 apart; each still needs its valid bit), as k10temp
 * probes them per family and model; -ENOENT for a part without them.
 */
int thermal_ccd_sensors(unsigned family, unsigned model, uint32_t *first, unsigned *count);

/*
 * Tctl - Tdie in degrees C for an AMD part, from its brand string (the
 * offsets k10temp knows: Zen Threadripper 27, 1600X/1700X/1800X 20, 2700X
 * 10); 0 for every other part.
 */
unsigned thermal_tctl_offset_c(unsigned family, const char *brand);

#endif
