// SPDX-License-Identifier: GPL-2.0-only
/*
 * "cpufreq-load C_PF V0_MV MV_PER_GHZ LEAK_MW UNCORE_MW": a machine whose
 * CPUs are all busy all the time at the frequency cpufreq was last asked
 * for (scaling_setspeed, which --act writes under TSNG_SYSROOT; the base
 * clock when that file is absent or 0), with a known power truth:
 *
 *   V = V0 + slope x f (f in GHz), per CPU P = C x f x V^2 + LEAK x (V / 1 V)^2,
 *   package = UNCORE + the CPUs' sum, PP0 = the CPUs' sum.
 *
 * MPERF (0xE7) counts at the base clock (0xCE [15:8] x 100 MHz), APERF
 * (0xE8) at the set frequency, MSR_PKG_ENERGY_STATUS (0x611) and
 * MSR_PP0_ENERGY_STATUS (0x639) in 0x606's energy unit (bits 12:8: 2^-ESU J);
 * IA32_PERF_STATUS (0x198) gives the ratio in [15:8] and the core voltage in
 * [47:32] in 1/8192 V (SDM Vol. 4, MSR_PERF_STATUS of Sandy Bridge on);
 * the description's msr lines for them give width and faults.  The preload
 * calls fm_load_advance() with each CPU's frequency before every sleep.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"

int fm_load_parse(struct fm_model *m, char **tok, int n)
{
	double v[5];

	if (n != 6)
		return -1;
	for (int i = 0; i < 5; i++) {
		char *end;

		v[i] = strtod(tok[i + 1], &end);
		if (*end || !(v[i] >= 0) || v[i] > 1e9)
			return -1;
	}
	if (!m->load && !(m->load = calloc(1, sizeof(*m->load))))
		return -1;
	m->load->c_pf = v[0];
	m->load->v0_mv = v[1];
	m->load->mv_per_ghz = v[2];
	m->load->leak_mw = v[3];
	m->load->uncore_mw = v[4];
	return 0;
}

/* The base clock in kHz: MSR_PLATFORM_INFO [15:8] x 100 MHz. */
static uint64_t base_khz(const struct fm_model *m)
{
	for (int i = m->nmsr - 1; i >= 0; i--)
		if (m->msr[i].reg == 0xCE)
			return ((m->msr[i].value >> 8) & 0xFF) * 100000u;
	return 0;
}

uint64_t fm_load_base_khz(const struct fm_model *m)
{
	return base_khz(m);
}

static double fm_load_volts(const struct fm_cpufreq_load *l, uint64_t khz)
{
	return (l->v0_mv + l->mv_per_ghz * (double)khz * 1e-6) * 1e-3;
}

void fm_load_advance(const struct fm_model *m, const uint64_t *khz, uint64_t dt_ns)
{
	struct fm_cpufreq_load *l = m->load;
	double dt = (double)dt_ns * 1e-9, cpus_w = 0;
	uint64_t base = base_khz(m);

	for (int cpu = 0; cpu < m->ncpu; cpu++) {
		uint64_t f = khz[cpu] ? khz[cpu] : base;
		double ghz = (double)f * 1e-6, volts = fm_load_volts(l, f);

		cpus_w += l->c_pf * 1e-12 * ghz * 1e9 * volts * volts + l->leak_mw * 1e-3 * volts * volts;
		l->aperf[cpu] += (uint64_t)((unsigned __int128)f * 1000u * dt_ns / 1000000000u);
		l->mperf[cpu] += (uint64_t)((unsigned __int128)base * 1000u * dt_ns / 1000000000u);
		l->khz[cpu] = f;
	}
	l->pp0_j += cpus_w * dt;
	l->pkg_j += (cpus_w + l->uncore_mw * 1e-3) * dt;
}

/* The energy unit: 2^-ESU J, ESU = MSR_RAPL_POWER_UNIT [12:8]. */
static double energy_units_per_j(const struct fm_model *m)
{
	for (int i = m->nmsr - 1; i >= 0; i--)
		if (m->msr[i].reg == 0x606)
			return (double)(1ull << ((m->msr[i].value >> 8) & 0x1F));
	return 0;
}

int fm_load_count(const struct fm_model *m, int cpu, uint32_t reg, uint64_t *val)
{
	const struct fm_cpufreq_load *l = m->load;

	if (!l)
		return 0;
	switch (reg) {
	case 0xE7:
		*val = l->mperf[cpu];
		return 1;
	case 0xE8:
		*val = l->aperf[cpu];
		return 1;
	case 0x198: {
		uint64_t f = l->khz[cpu] ? l->khz[cpu] : base_khz(m);

		*val = (uint64_t)(fm_load_volts(l, f) * 8192 + 0.5) << 32 | (f / 100000u) << 8;
		return 1;
	}
	case 0x611:
		*val = (uint64_t)(l->pkg_j * energy_units_per_j(m));
		return 1;
	case 0x639:
		*val = (uint64_t)(l->pp0_j * energy_units_per_j(m));
		return 1;
	default:
		return 0;
	}
}
