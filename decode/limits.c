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

/* A reason of the layouts below: its log bit is 16 higher, its report fields the name and name_log. */
#define REASON(b, letter, name, field, what) { b, letter, name, what, field, field "_log" }
#define RESERVED(b) { b, 0, NULL, "reserved", "bit" #b, "bit" #b "_log" }

/*
 * Haswell-EP (Xeon E5 v3, 06_3FH), still at 690H: the SDM's table of
 * additional MSRs of the Intel Xeon processor E5 v3 family (table 35-30 of
 * vol. 3C chapter 35 in September 2016, since moved to vol. 4), as
 * edk2's UefiCpuPkg HaswellEMsr.h quotes it
 * (MSR_HASWELL_E_CORE_PERF_LIMIT_REASONS).  Bits 13-15 say how far the
 * frequency fell rather than why: kept, under names that say so.
 */
static const struct limit_bit limit_bits_hsx[] = {
	REASON(0, 'P', "PROCHOT", "prochot",
	       "PROCHOT Status: core frequency reduced below the OS request by external PROCHOT"),
	REASON(1, 'T', "Thermal", "thermal", "Thermal Status: reduced by a thermal event"),
	REASON(2, 'B', "PBM", "pbm", "Power Budget Management Status: reduced by the PBM limit"),
	REASON(3, 'S', "PCS", "pcs", "Platform Configuration Services Status: reduced by the PCS limit"),
	RESERVED(4),
	REASON(5, 'A', "Autonomous", "autonomous",
	       "Autonomous Utilization-Based Frequency Control Status: utilization is low"),
	REASON(6, 'V', "VRThermal", "vr_thermal", "VR Therm Alert Status: a thermal alert from the voltage regulator"),
	RESERVED(7),
	REASON(8, 'E', "EDP", "edp", "Electrical Design Point Status: an electrical (current) limit"),
	RESERVED(9),
	REASON(10, 'M', "MaxTurbo", "max_turbo", "Multi-Core Turbo Status: the multi-core turbo limits"),
	RESERVED(11),
	RESERVED(12),
	REASON(13, 'F', "BelowP1", "below_p1", "Core Frequency P1 Status: below the maximum non-turbo frequency (P1)"),
	REASON(14, 'N', "BelowTurbo", "below_turbo",
	       "Core Max n-core Turbo Frequency Limiting Status: below the n-core turbo maximum"),
	REASON(15, 'Q', "BelowRequest", "below_request",
	       "Core Frequency Limiting Status: below the OS request, for any reason"),
};

/*
 * The 6th generation Core (Skylake client) and the Kaby, Coffee and Comet
 * Lake parts of the same table, moved to 64FH: SDM vol. 4, table 2-39
 * (additional MSRs of the 6th to 10th generation Intel Core processors
 * based on the Skylake microarchitecture; table 35-37 of the September 2016
 * vol. 3C), as edk2's UefiCpuPkg SkylakeMsr.h quotes it
 * (MSR_SKYLAKE_CORE_PERF_LIMIT_REASONS).
 */
static const struct limit_bit limit_bits_skl[] = {
	REASON(0, 'P', "PROCHOT", "prochot", "PROCHOT Status: reduced below the OS request by external PROCHOT"),
	REASON(1, 'T', "Thermal", "thermal", "Thermal Status: reduced by a thermal event"),
	RESERVED(2),
	RESERVED(3),
	REASON(4, 'R', "Residency", "residency",
	       "Residency State Regulation Status: the residency state regulation limit"),
	REASON(5, 'L', "RATL", "ratl", "Running Average Thermal Limit Status (RATL)"),
	REASON(6, 'V', "VRThermal", "vr_thermal",
	       "VR Therm Alert Status: a thermal alert from a processor voltage regulator"),
	REASON(7, 'D', "VRTDC", "vr_tdc", "VR Therm Design Current Status: the VR thermal design current (TDC) limit"),
	REASON(8, 'O', "Other", "other", "Other Status: electrical or other constraints"),
	RESERVED(9),
	REASON(10, '1', "PL1", "pl1", "Package/Platform-Level Power Limiting PL1 Status"),
	REASON(11, '2', "PL2", "pl2", "Package/Platform-Level PL2 Power Limiting Status (PL2 or PL3)"),
	REASON(12, 'M', "MaxTurbo", "max_turbo", "Max Turbo Limit Status: the multi-core turbo limits"),
	REASON(13, 'X', "Transition", "transitions", "Turbo Transition Attenuation Status"),
	RESERVED(14),
	RESERVED(15),
};

#define LAYOUT(t) .bits = t, .nbits = sizeof(t) / sizeof(t[0])

static const struct limits_layout limits_layouts[PLR_LAYOUT__COUNT] = {
	[PLR_LAYOUT_HSW] = { 0x690, LAYOUT(limit_bits) },
	[PLR_LAYOUT_HSX] = { 0x690, LAYOUT(limit_bits_hsx) },
	[PLR_LAYOUT_SKL] = { 0x64F, LAYOUT(limit_bits_skl) },
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

/*
 * The verdict's precedence, first to last: what overrides the OS from
 * outside (PROCHOT#) and the protections that cut deepest (thermal and the
 * running average thermal limit, the voltage regulator's thermal alert and
 * design current, the current limit EDP and the SDM's "other" electrical
 * constraints) before the power budgets (PL1, the sustained one a run lives
 * under, before the PL2 burst, then the core domain's and the platform's
 * budget and configuration limits), then the graphics driver, and last what
 * is the part's normal ceiling or its own choice (residency regulation, the
 * active-core turbo limit, transition attenuation, autonomous control).
 */
static const struct {
	const char *field;
	enum limit_detail detail;
} limit_verdicts[] = {
	{ "prochot", LD_NONE },		{ "thermal", LD_TEMP },	   { "ratl", LD_TEMP },
	{ "vr_thermal", LD_NONE },	{ "vr_tdc", LD_NONE },	   { "edp", LD_NONE },
	{ "other", LD_NONE },		{ "pl1", LD_PL1 },	   { "pl2", LD_PL2 },
	{ "domain_power", LD_NONE },	{ "pbm", LD_NONE },	   { "pcs", LD_NONE },
	{ "graphics", LD_NONE },	{ "residency", LD_NONE },  { "max_turbo", LD_NONE },
	{ "transitions", LD_NONE },	{ "autonomous", LD_NONE },
};
#define LIMIT_NVERDICTS (sizeof(limit_verdicts) / sizeof(limit_verdicts[0]))

unsigned limits_rank(const char *field)
{
	for (size_t i = 0; field && i < LIMIT_NVERDICTS; i++)
		if (!strcmp(limit_verdicts[i].field, field))
			return (unsigned)i + 1;
	return 0;
}

enum limit_detail limits_detail(const char *field)
{
	unsigned r = limits_rank(field);

	return r ? limit_verdicts[r - 1].detail : LD_NONE;
}

const struct limit_bit *limits_verdict(const struct limits_layout *l, uint64_t bits)
{
	const struct limit_bit *best = NULL;
	unsigned best_rank = 0;

	for (size_t i = 0; l && i < l->nbits; i++) {
		const struct limit_bit *b = &l->bits[i];
		unsigned r = b->name ? limits_rank(b->field) : 0;

		if (r && bits >> b->bit & 1 && (!best || r < best_rank)) {
			best = b;
			best_rank = r;
		}
	}
	return best;
}

const struct limit_bit *limits_of_rank(unsigned rank)
{
	if (!rank || rank > LIMIT_NVERDICTS)
		return NULL;
	for (int l = 0; l < PLR_LAYOUT__COUNT; l++) {
		const struct limit_bit *b = limits_reason(limits_layout(l), limit_verdicts[rank - 1].field);

		if (b)
			return b;
	}
	return NULL;
}
