// SPDX-License-Identifier: GPL-2.0-only
/*
 * L2 request events, from turbostat 2026.02's turbostat_perf_model_support[]
 * (tools/power/x86/turbostat/turbostat.c; events as in
 * tools/perf/pmu-events/arch/x86/<part>/cache.json and
 * github.com/intel/perfmon): raw event 0x24, L2_REQUEST.ALL and
 * L2_REQUEST.HIT, told apart by the umask in config[15:8] and, on Darkmont
 * E-cores, the extended umask in config[47:40] (turbostat's PCE()).  Only
 * the parts with one core type: on a hybrid part the P- and E-cores need
 * their own PMU (cpu_core, cpu_atom) and umask per CPU.
 */
#include <stddef.h>

#include "decode/perf_l2.h"

static const struct {
	unsigned family, model;
	const char *refs, *hits;
} perf_l2[] = {
	{ 6, 0x8F, "cpu/config=0xff24", "cpu/config=0xdf24" },		/* SAPPHIRERAPIDS_X */
	{ 6, 0xCF, "cpu/config=0xff24", "cpu/config=0xdf24" },		/* EMERALDRAPIDS_X */
	{ 6, 0xAD, "cpu/config=0xff24", "cpu/config=0xdf24" },		/* GRANITERAPIDS_X */
	{ 6, 0xAE, "cpu/config=0xff24", "cpu/config=0xdf24" },		/* GRANITERAPIDS_D */
	{ 19, 0x01, "cpu/config=0xff24", "cpu/config=0x5f24" },		/* DIAMONDRAPIDS_X */
	{ 6, 0xBE, "cpu/config=0x24", "cpu/config=0x224" },		/* ATOM_GRACEMONT (Alder Lake-N) */
	{ 6, 0xAF, "cpu/config=0x24", "cpu/config=0x224" },		/* ATOM_CRESTMONT_X (Sierra Forest) */
	{ 6, 0xB6, "cpu/config=0x24", "cpu/config=0x224" },		/* ATOM_CRESTMONT (Grand Ridge) */
	{ 6, 0xDD, "cpu/config=0x1000000ff24", "cpu/config=0x1000000bf24" },	/* ATOM_DARKMONT_X (Clearwater Forest) */
};

const char *perf_l2_event(const struct cpu_ident *id, int hits)
{
	if (id->vendor != VENDOR_INTEL || id->hybrid)
		return NULL;
	for (size_t i = 0; i < sizeof(perf_l2) / sizeof(perf_l2[0]); i++)
		if (perf_l2[i].family == id->family && perf_l2[i].model == id->model)
			return hits ? perf_l2[i].hits : perf_l2[i].refs;
	return NULL;
}
