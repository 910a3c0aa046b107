// SPDX-License-Identifier: GPL-2.0-only
/*
 * Temperatures.  Intel: SDM vol. 4 table 2-2 (IA32_THERM_STATUS 0x19C,
 * IA32_PACKAGE_THERM_STATUS 0x1B1, MSR_TEMPERATURE_TARGET 0x1A2) and
 * turbostat.c set_temperature_target().  AMD: the Linux k10temp driver
 * (drivers/hwmon/k10temp.c: get_raw_temp(), tctl_offset_table[],
 * k10temp_read_temp() for Tccd, k10temp_probe() for the CCD sensors).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "decode/platform.h"
#include "decode/thermal.h"

#define THERM_VALID		(1ull << 31)	/* IA32_THERM_STATUS [31] Reading Valid */

/* THM_TCON_CUR_TMP: [31:21] in 1/8 C; range select [19] or both [17:16] set: -49 C (k10temp) */
#define SMN_CUR_TEMP_SHIFT	21
#define SMN_RANGE_SEL		(1u << 19)
#define SMN_TJ_SEL		(3u << 16)
#define SMN_RANGE_OFFSET_C	49.0

/* Tccd registers: [10:0] in 1/8 C from -49 C, [11] valid (k10temp ZEN_CCD_TEMP_MASK, ZEN_CCD_TEMP_VALID) */
#define SMN_CCD_TEMP_MASK	0x7ffu
#define SMN_CCD_TEMP_VALID	(1u << 11)

int thermal_tjmax(const struct regset *rs, int tcc_opt, enum tjmax_source *src)
{
	uint64_t v;

	if (tcc_opt > 0) {
		*src = TJMAX_OPTION;
		return tcc_opt;
	}
	if (!regset_msr(rs, MSR_IA32_TEMPERATURE_TARGET, &v) && thermal_tjmax_field(v)) {
		*src = TJMAX_MSR;
		return thermal_tjmax_field(v);
	}
	*src = TJMAX_GUESS;
	return THERMAL_TJMAX_GUESS;
}

int thermal_dts_c(uint64_t status, int tjmax, int check_valid, int *degc)
{
	if (tjmax <= 0 || (check_valid && !(status & THERM_VALID)))
		return -ENODATA;
	*degc = tjmax - thermal_readout(status);
	return 0;
}

double thermal_smn_tctl_c(uint32_t reg)
{
	double c = (double)(reg >> SMN_CUR_TEMP_SHIFT) * 0.125;

	if ((reg & SMN_RANGE_SEL) || (reg & SMN_TJ_SEL) == SMN_TJ_SEL)
		c -= SMN_RANGE_OFFSET_C;
	return c;
}

int thermal_smn_tccd_c(uint32_t reg, double *degc)
{
	if (!(reg & SMN_CCD_TEMP_VALID))
		return -ENODATA;
	*degc = (double)(reg & SMN_CCD_TEMP_MASK) * 0.125 - SMN_RANGE_OFFSET_C;
	return 0;
}

int thermal_ccd_sensors(unsigned family, unsigned model, uint32_t *first, unsigned *count)
{
	const struct amd_model *m = platform_amd_model(family, model);

	if (!m->nccd)
		return -ENOENT;
	*first = THERMAL_SMN_TCTL + m->ccd_offset;
	*count = m->nccd;
	return 0;
}

/* k10temp tctl_offset_table[]: a brand-string part and its Tctl - Tdie offset. */
static const struct {
	unsigned family;
	const char *brand;
	unsigned offset_c;
} thermal_tctl_offsets[] = {
	{ 0x17, "AMD Ryzen 5 1600X", 20 },
	{ 0x17, "AMD Ryzen 7 1700X", 20 },
	{ 0x17, "AMD Ryzen 7 1800X", 20 },
	{ 0x17, "AMD Ryzen 7 2700X", 10 },
	{ 0x17, "AMD Ryzen Threadripper 19", 27 },	/* 1900X, 1920X, 1950X */
	{ 0x17, "AMD Ryzen Threadripper 29", 27 },	/* 2920X .. 2990WX */
};

unsigned thermal_tctl_offset_c(unsigned family, const char *brand)
{
	for (size_t i = 0; i < sizeof(thermal_tctl_offsets) / sizeof(thermal_tctl_offsets[0]); i++) {
		if (family == thermal_tctl_offsets[i].family && strstr(brand, thermal_tctl_offsets[i].brand))
			return thermal_tctl_offsets[i].offset_c;
	}
	return 0;
}
