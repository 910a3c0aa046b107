// SPDX-License-Identifier: GPL-2.0-only
/*
 * The perf limit reason bits: MSR_CORE_PERF_LIMIT_REASONS (0x690), and the
 * same layout in MSR_GFX_PERF_LIMIT_REASONS (0x6B0) and
 * MSR_RING_PERF_LIMIT_REASONS (0x6B1), on the parts turbostat 2026.02's
 * plr_msrs lists (Haswell client, ULT and GT3e: all three; Haswell-EP: core
 * and ring).  Bits from the SDM vol. 4, table 2-29 (MSRs of the 4th
 * generation Intel Core processors, 690H): bits [15:0] say a reason is
 * active now, the bit 16 higher logs it until software clears it (this tool
 * never writes an MSR, so it never clears one).  The one table of these
 * bits: the start-up report's decoder of the same registers must use it.
 */
#include <stdio.h>

#include "decode/limits.h"

const struct limit_bit limit_bits[] = {
	{ 0, 'P', "PROCHOT", "PROCHOT Status: frequency reduced below the OS request by PROCHOT# assertion",
	  "prochot", "prochot_log", 1, LD_NONE },
	{ 1, 'T', "Thermal", "Thermal Status: reduced by a thermal event", "thermal", "thermal_log", 2, LD_TEMP },
	{ 2, 0, NULL, "reserved", "bit2", "bit2_log", 0, LD_NONE },
	{ 4, 'G', "Graphics", "Graphics Driver Status: reduced by the processor graphics driver override", "graphics", "graphics_log", 8, LD_NONE },
	{ 5, 'A', "Autonomous", "Autonomous Utilization-Based Frequency Control Status", "autonomous", "autonomous_log", 11, LD_NONE },
	{ 6, 'V', "VRThermal", "Voltage Regulator Thermal Alert Status", "vr_thermal", "vr_thermal_log", 3, LD_NONE },
	{ 8, 'E', "EDP", "Electrical Design Point Status: reduced by an electrical (current) limit", "edp", "edp_log", 4, LD_NONE },
	{ 9, 'C', "CorePower", "Core Power Limiting Status: reduced by a domain power limit", "domain_power", "domain_power_log", 7, LD_NONE },
	{ 10, '1', "PL1", "Package-Level Power Limiting PL1 Status", "pl1", "pl1_log", 5, LD_PL1 },
	{ 11, '2', "PL2", "Package-Level PL2 Power Limiting Status", "pl2", "pl2_log", 6, LD_PL2 },
	{ 12, 'M', "MaxTurbo", "Max Turbo Limit Status: the multi-core turbo limit", "max_turbo", "max_turbo_log", 9, LD_NONE },
	{ 13, 'X', "Transition", "Turbo Transition Attenuation Status", "transitions", "transitions_log", 10, LD_NONE },
	{ 14, 0, NULL, "reserved", "bit14", "bit14_log", 0, LD_NONE },
	{ 15, 0, NULL, "reserved", "bit15", "bit15_log", 0, LD_NONE },
};

const size_t limit_nbits = sizeof(limit_bits) / sizeof(limit_bits[0]);

const struct limit_bit *limits_verdict(uint64_t bits)
{
	const struct limit_bit *best = NULL;

	for (size_t i = 0; i < limit_nbits; i++) {
		const struct limit_bit *b = &limit_bits[i];

		if (b->rank && bits >> b->bit & 1 && (!best || b->rank < best->rank))
			best = b;
	}
	return best;
}

size_t limits_letters(uint64_t bits, char *buf, size_t len)
{
	size_t n = 0;

	for (size_t i = 0; i < limit_nbits && n + 1 < len; i++)
		if (limit_bits[i].letter && bits >> limit_bits[i].bit & 1)
			buf[n++] = limit_bits[i].letter;
	if (n == 0 && len > 1)
		buf[n++] = '.';
	if (len)
		buf[n < len ? n : len - 1] = '\0';
	return n;
}

size_t limits_names(uint64_t bits, char *buf, size_t len)
{
	size_t n = 0;

	if (len)
		buf[0] = '\0';
	for (size_t i = 0; i < limit_nbits && n < len; i++) {
		const struct limit_bit *b = &limit_bits[i];
		int k;

		if (!(bits >> b->bit & 1))
			continue;
		k = b->name ? snprintf(buf + n, len - n, "%s%s", n ? "," : "", b->name)
			    : snprintf(buf + n, len - n, "%sbit%u", n ? "," : "", b->bit);
		n += k > 0 ? (size_t)k : 0;
	}
	return n < len ? n : (len ? len - 1 : 0);
}
