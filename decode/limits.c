// SPDX-License-Identifier: GPL-2.0-only
/*
 * The perf limit reason bits, one table per register generation; the
 * platform record (decode/platform.c .plr_layout) says which a part has.
 * In every layout bits [15:0] say a reason is active now and the bit 16
 * higher logs it until software clears it (this tool never writes an MSR,
 * so it never clears one).  A reason has one field name and one letter in
 * every layout; where a bit number means another reason in another
 * generation (bit 10: PL1 on the clients, the multi-core turbo limit on
 * Haswell-EP), only the table knows.  The tables are the start-up report's
 * too: its decoder of the same registers must use them.
 */
#include <stdio.h>
#include <string.h>

#include "decode/limits.h"

/*
 * The 4th generation Core (Haswell client, ULT and GT3e): SDM vol. 4, table
 * 2-29 (MSRs of the 4th generation Intel Core processors, 690H).  The same
 * layout serves MSR_GFX_PERF_LIMIT_REASONS (0x6B0) and
 * MSR_RING_PERF_LIMIT_REASONS (0x6B1) on the parts turbostat 2026.02's
 * plr_msrs lists.
 */
const struct limit_bit limit_bits[] = {
	{ 0, 'P', "PROCHOT", "PROCHOT Status: frequency reduced below the OS request by PROCHOT# assertion",
	  "prochot", "prochot_log" },
	{ 1, 'T', "Thermal", "Thermal Status: reduced by a thermal event", "thermal", "thermal_log" },
	{ 2, 0, NULL, "reserved", "bit2", "bit2_log" },
	{ 4, 'G', "Graphics", "Graphics Driver Status: reduced by the processor graphics driver override", "graphics", "graphics_log" },
	{ 5, 'A', "Autonomous", "Autonomous Utilization-Based Frequency Control Status", "autonomous", "autonomous_log" },
	{ 6, 'V', "VRThermal", "Voltage Regulator Thermal Alert Status", "vr_thermal", "vr_thermal_log" },
	{ 8, 'E', "EDP", "Electrical Design Point Status: reduced by an electrical (current) limit", "edp", "edp_log" },
	{ 9, 'C', "CorePower", "Core Power Limiting Status: reduced by a domain power limit", "domain_power", "domain_power_log" },
	{ 10, '1', "PL1", "Package-Level Power Limiting PL1 Status", "pl1", "pl1_log" },
	{ 11, '2', "PL2", "Package-Level PL2 Power Limiting Status", "pl2", "pl2_log" },
	{ 12, 'M', "MaxTurbo", "Max Turbo Limit Status: the multi-core turbo limit", "max_turbo", "max_turbo_log" },
	{ 13, 'X', "Transition", "Turbo Transition Attenuation Status", "transitions", "transitions_log" },
	{ 14, 0, NULL, "reserved", "bit14", "bit14_log" },
	{ 15, 0, NULL, "reserved", "bit15", "bit15_log" },
};

const size_t limit_nbits = sizeof(limit_bits) / sizeof(limit_bits[0]);

/*
 * Haswell-EP (Xeon E5 v3, 06_3FH), still at 690H: the SDM's table of
 * additional MSRs of the Intel Xeon processor E5 v3 family (table 35-30 of
 * vol. 3C chapter 35 in September 2016, since moved to vol. 4), as
 * edk2's UefiCpuPkg HaswellEMsr.h quotes it
 * (MSR_HASWELL_E_CORE_PERF_LIMIT_REASONS).  Bits 13-15 say how far the
 * frequency fell rather than why: kept, under names that say so.
 */
static const struct limit_bit limit_bits_hsx[] = {
	{ 0, 'P', "PROCHOT", "PROCHOT Status: core frequency reduced below the OS request by external PROCHOT",
	  "prochot", "prochot_log" },
	{ 1, 'T', "Thermal", "Thermal Status: reduced by a thermal event", "thermal", "thermal_log" },
	{ 2, 'B', "PBM", "Power Budget Management Status: reduced by the PBM limit", "pbm", "pbm_log" },
	{ 3, 'S', "PCS", "Platform Configuration Services Status: reduced by the PCS limit", "pcs", "pcs_log" },
	{ 4, 0, NULL, "reserved", "bit4", "bit4_log" },
	{ 5, 'A', "Autonomous", "Autonomous Utilization-Based Frequency Control Status: utilization is low",
	  "autonomous", "autonomous_log" },
	{ 6, 'V', "VRThermal", "VR Therm Alert Status: a thermal alert from the voltage regulator", "vr_thermal",
	  "vr_thermal_log" },
	{ 7, 0, NULL, "reserved", "bit7", "bit7_log" },
	{ 8, 'E', "EDP", "Electrical Design Point Status: an electrical (current) limit", "edp", "edp_log" },
	{ 9, 0, NULL, "reserved", "bit9", "bit9_log" },
	{ 10, 'M', "MaxTurbo", "Multi-Core Turbo Status: the multi-core turbo limits", "max_turbo", "max_turbo_log" },
	{ 11, 0, NULL, "reserved", "bit11", "bit11_log" },
	{ 12, 0, NULL, "reserved", "bit12", "bit12_log" },
	{ 13, 'F', "BelowP1", "Core Frequency P1 Status: below the maximum non-turbo frequency (P1)", "below_p1",
	  "below_p1_log" },
	{ 14, 'N', "BelowTurbo", "Core Max n-core Turbo Frequency Limiting Status: below the n-core turbo maximum",
	  "below_turbo", "below_turbo_log" },
	{ 15, 'Q', "BelowRequest", "Core Frequency Limiting Status: below the OS request, for any reason",
	  "below_request", "below_request_log" },
};

/*
 * The 6th generation Core (Skylake client) and the Kaby, Coffee and Comet
 * Lake parts of the same table, moved to 64FH: SDM vol. 4, table 2-39
 * (additional MSRs of the 6th to 10th generation Intel Core processors
 * based on the Skylake microarchitecture; table 35-37 of the September 2016
 * vol. 3C), as edk2's
 * UefiCpuPkg SkylakeMsr.h quotes it
 * (MSR_SKYLAKE_CORE_PERF_LIMIT_REASONS).
 */
static const struct limit_bit limit_bits_skl[] = {
	{ 0, 'P', "PROCHOT", "PROCHOT Status: reduced below the OS request by external PROCHOT", "prochot",
	  "prochot_log" },
	{ 1, 'T', "Thermal", "Thermal Status: reduced by a thermal event", "thermal", "thermal_log" },
	{ 2, 0, NULL, "reserved", "bit2", "bit2_log" },
	{ 3, 0, NULL, "reserved", "bit3", "bit3_log" },
	{ 4, 'R', "Residency", "Residency State Regulation Status: the residency state regulation limit",
	  "residency", "residency_log" },
	{ 5, 'L', "RATL", "Running Average Thermal Limit Status (RATL)", "ratl", "ratl_log" },
	{ 6, 'V', "VRThermal", "VR Therm Alert Status: a thermal alert from a processor voltage regulator",
	  "vr_thermal", "vr_thermal_log" },
	{ 7, 'D', "VRTDC", "VR Therm Design Current Status: the VR thermal design current (TDC) limit", "vr_tdc",
	  "vr_tdc_log" },
	{ 8, 'O', "Other", "Other Status: electrical or other constraints", "other", "other_log" },
	{ 9, 0, NULL, "reserved", "bit9", "bit9_log" },
	{ 10, '1', "PL1", "Package/Platform-Level Power Limiting PL1 Status", "pl1", "pl1_log" },
	{ 11, '2', "PL2", "Package/Platform-Level PL2 Power Limiting Status (PL2 or PL3)", "pl2", "pl2_log" },
	{ 12, 'M', "MaxTurbo", "Max Turbo Limit Status: the multi-core turbo limits", "max_turbo", "max_turbo_log" },
	{ 13, 'X', "Transition", "Turbo Transition Attenuation Status", "transitions", "transitions_log" },
	{ 14, 0, NULL, "reserved", "bit14", "bit14_log" },
	{ 15, 0, NULL, "reserved", "bit15", "bit15_log" },
};

#define LAYOUT(t) .bits = t, .nbits = sizeof(t) / sizeof(t[0])

static const struct limits_layout limits_layouts[PLR_LAYOUT__COUNT] = {
	[PLR_LAYOUT_HSW] = { "4th generation Core", 0x690, LAYOUT(limit_bits), "SDM vol. 4 table 2-29" },
	[PLR_LAYOUT_HSX] = { "Xeon E5 v3", 0x690, LAYOUT(limit_bits_hsx), "SDM, Xeon E5 v3 table (vol. 3C table 35-30, 2016)" },
	[PLR_LAYOUT_SKL] = { "Skylake client", 0x64F, LAYOUT(limit_bits_skl), "SDM vol. 4 table 2-39" },
};

const struct limits_layout *limits_layout(enum plr_layout l)
{
	return (unsigned)l < PLR_LAYOUT__COUNT && limits_layouts[l].bits ? &limits_layouts[l] : NULL;
}

const struct limit_bit *limits_reason(const struct limits_layout *l, const char *field)
{
	for (size_t i = 0; l && i < l->nbits; i++)
		if (l->bits[i].name && !strcmp(l->bits[i].field, field))
			return &l->bits[i];
	return NULL;
}

int limits_known(const char *field)
{
	for (int l = 0; l < PLR_LAYOUT__COUNT; l++)
		if (limits_reason(limits_layout(l), field))
			return 1;
	return 0;
}

size_t limits_letters(const struct limits_layout *l, uint64_t bits, char *buf, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; l && i < l->nbits && n + 1 < len; i++)
		if (l->bits[i].letter && bits >> l->bits[i].bit & 1)
			buf[n++] = l->bits[i].letter;
	if (n == 0 && len > 1)
		buf[n++] = '.';
	if (len)
		buf[n < len ? n : len - 1] = '\0';
	return n;
}

size_t limits_names(const struct limits_layout *l, uint64_t bits, char *buf, size_t len)
{
	size_t n = 0;

	if (len)
		buf[0] = '\0';
	for (size_t i = 0; l && i < l->nbits && n < len; i++) {
		const struct limit_bit *b = &l->bits[i];
		int k;

		if (!(bits >> b->bit & 1))
			continue;
		k = b->name ? snprintf(buf + n, len - n, "%s%s", n ? "," : "", b->name)
			    : snprintf(buf + n, len - n, "%sbit%u", n ? "," : "", b->bit);
		n += k > 0 ? (size_t)k : 0;
	}
	return n < len ? n : (len ? len - 1 : 0);
}
