// SPDX-License-Identifier: GPL-2.0-only
/*
 * L2 request events, from turbostat 2026.02's turbostat_perf_model_support[]
 * (tools/power/x86/turbostat/turbostat.c; events as in
 * tools/perf/pmu-events/arch/x86/<part>/cache.json and
 * github.com/intel/perfmon): raw event 0x24, L2_REQUEST.ALL and
 * L2_REQUEST.HIT, told apart by the umask in config[15:8] and, on Darkmont
 * E-cores, the extended umask in config[47:40] (turbostat's PCE()).
 *
 * A part with one core type opens them on the core PMU ("cpu").  A hybrid
 * part (CPUID.7.EDX[15]) has a PMU per core type, each with its own umask:
 * turbostat's first column on cpu_core, the second on cpu_atom, the third on
 * cpu_lowpower (perf_l2_init()); the event is then "cpu_core/...|cpu_atom/..."
 * and msr/perf.c opens, on each CPU, the alternative whose PMU lists it.  The
 * same part with its hybrid bit clear opens the first column on "cpu".
 */
#include <stddef.h>

#include "decode/perf_l2.h"

#define ONE(r, h) "cpu/config=" r, "cpu/config=" h, NULL, NULL
#define HYB2(pr, ph, er, eh) "cpu/config=" pr, "cpu/config=" ph, \
	"cpu_core/config=" pr "|cpu_atom/config=" er, "cpu_core/config=" ph "|cpu_atom/config=" eh
#define HYB3(pr, ph, er, eh, lr, lh) "cpu/config=" pr, "cpu/config=" ph, \
	"cpu_core/config=" pr "|cpu_atom/config=" er "|cpu_lowpower/config=" lr, \
	"cpu_core/config=" ph "|cpu_atom/config=" eh "|cpu_lowpower/config=" lh

/* PCE(ext, umask) = ext << 40 | umask << 8 | 0x24, written out */
static const struct {
	unsigned family, model;
	const char *refs, *hits;		/* one core type */
	const char *hyb_refs, *hyb_hits;	/* hybrid; NULL: none listed */
} perf_l2[] = {
	{ 6, 0x8F, ONE("0xff24", "0xdf24") },		/* SAPPHIRERAPIDS_X */
	{ 6, 0xCF, ONE("0xff24", "0xdf24") },		/* EMERALDRAPIDS_X */
	{ 6, 0xAD, ONE("0xff24", "0xdf24") },		/* GRANITERAPIDS_X */
	{ 6, 0xAE, ONE("0xff24", "0xdf24") },		/* GRANITERAPIDS_D */
	{ 19, 0x01, ONE("0xff24", "0x5f24") },		/* DIAMONDRAPIDS_X */
	{ 6, 0xBE, ONE("0x24", "0x224") },		/* ATOM_GRACEMONT (Alder Lake-N) */
	{ 6, 0xAF, ONE("0x24", "0x224") },		/* ATOM_CRESTMONT_X (Sierra Forest) */
	{ 6, 0xB6, ONE("0x24", "0x224") },		/* ATOM_CRESTMONT (Grand Ridge) */
	{ 6, 0xDD, ONE("0x1000000ff24", "0x1000000bf24") },	/* ATOM_DARKMONT_X (Clearwater Forest) */
	/* Golden/Raptor Cove/Redwood Cove + Gracemont/Crestmont: PCE(0, 0xFF/0xDF), PCE(0, 0/2) */
	{ 6, 0x97, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* ALDERLAKE */
	{ 6, 0x9A, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* ALDERLAKE_L */
	{ 6, 0xB7, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* RAPTORLAKE */
	{ 6, 0xBA, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* RAPTORLAKE_P */
	{ 6, 0xBF, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* RAPTORLAKE_S */
	{ 6, 0xAA, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* METEORLAKE_L */
	{ 6, 0xAC, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* METEORLAKE */
	{ 6, 0xB5, HYB2("0xff24", "0xdf24", "0x24", "0x224") },	/* ARROWLAKE_U */
	/* Lion Cove + Skymont: PCE(0, 0xFF/0x5F), PCE(0, 7/2); Arrow Lake-H's low-power E-cores PCE(0, 0/2) */
	{ 6, 0xBD, HYB2("0xff24", "0x5f24", "0x724", "0x224") },	/* LUNARLAKE_M */
	{ 6, 0xC5, HYB3("0xff24", "0x5f24", "0x724", "0x224", "0x24", "0x224") },	/* ARROWLAKE_H */
	{ 6, 0xC6, HYB2("0xff24", "0x5f24", "0x724", "0x224") },	/* ARROWLAKE */
	/* Cougar Cove/Coyote Cove + Darkmont/Arctic Wolf: PCE(0, 0xFF/0x5F), PCE(1, 0xFF/0xBF) */
	{ 6, 0xCC, HYB2("0xff24", "0x5f24", "0x1000000ff24", "0x1000000bf24") },	/* PANTHERLAKE_L */
	{ 6, 0xD5, HYB2("0xff24", "0x5f24", "0x1000000ff24", "0x1000000bf24") },	/* WILDCATLAKE_L */
	{ 18, 0x01, HYB2("0xff24", "0x5f24", "0x1000000ff24", "0x1000000bf24") },	/* NOVALAKE */
	{ 18, 0x03, HYB2("0xff24", "0x5f24", "0x1000000ff24", "0x1000000bf24") },	/* NOVALAKE_L */
};

const char *perf_l2_event(const struct cpu_ident *id, int hits)
{
	if (id->vendor != VENDOR_INTEL)
		return NULL;
	for (size_t i = 0; i < sizeof(perf_l2) / sizeof(perf_l2[0]); i++) {
		if (perf_l2[i].family != id->family || perf_l2[i].model != id->model)
			continue;
		if (id->hybrid)
			return hits ? perf_l2[i].hyb_hits : perf_l2[i].hyb_refs;
		return hits ? perf_l2[i].hits : perf_l2[i].refs;
	}
	return NULL;
}
