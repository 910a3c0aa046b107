// SPDX-License-Identifier: GPL-2.0-only
/*
 * RAPL units, TDP, wrap range and 64-bit energy sums.  Facts from
 * turbostat.c rapl_probe_intel()/rapl_probe_amd() and the "Joule Counter
 * Range" it prints (2^32 counts at TDP); register layouts from the
 * SDM vol. 4 table 2-2 (MSR_RAPL_POWER_UNIT, MSR_PKG_POWER_INFO) and AMD's
 * PPR for family 17h (MSRC001_0299 RAPL_PWR_UNIT, same field layout).
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "decode/rapl.h"
#include "scope.h"

/* DRAM energy unit of HSX/BDX/SKX/ICX/KNL: fixed 15.3 uJ whatever 0x606 says (turbostat.c has_fixed_rapl_unit). */
#define RAPL_DRAM_FIXED_J	15.3e-6
/* PSYS energy unit on SPR-class parts: fixed 1.0 J (turbostat has_fixed_rapl_psys_unit). */
#define RAPL_PSYS_FIXED_J	1.0
/* 0x606 [19:16] = 0 means the default time unit 2^-10 s (turbostat rapl_probe_intel). */
#define RAPL_TIME_UNIT_DEFAULT	10
/* POWER_INFO: TDP [14:0], min [30:16], max [46:32] in power units; window [53:48] in time units. */
#define RAPL_POWER_MASK		0x7FFF
#define RAPL_TIME_MASK		0x3F
/* TDP when POWER_INFO is unreadable or 0 and the platform record names none (turbostat.c get_tdp_intel()). */
#define RAPL_FALLBACK_TDP_W	135

/*
 * 2^-n of a unit field of MSR_RAPL_POWER_UNIT (four or five bits: n <= 31)
 * without libm's ldexp(): 2^n is a double exactly, and so is 1 / 2^n (a
 * power of two far above the smallest normal double, 2^-1022), so the
 * quotient is exact: the number ldexp(1.0, -n) gives.
 */
static double rapl_unit(unsigned n)
{
	return 1.0 / (double)(UINT64_C(1) << n);
}

static int rapl_intel_domains(const struct platform_features *pf)
{
	return (pf->rapl & ~(BIT_OF(RAPL_AMD_CORE) | BIT_OF(RAPL_AMD_PKG))) != 0;
}

void rapl_decode(const struct regset *rs, enum vendor vendor, const struct platform_features *pf,
		 struct rapl_info *ri)
{
	int amd = vendor == VENDOR_AMD || vendor == VENDOR_HYGON;
	uint64_t unit, info, energy;
	unsigned tu;

	memset(ri, 0, sizeof(*ri));
	if (!pf->rapl || (!amd && !rapl_intel_domains(pf))) {
		ri->unit_err = -ENOENT;
		return;
	}
	ri->unit_err = regset_msr(rs, amd ? MSR_AMD_RAPL_POWER_UNIT : MSR_RAPL_POWER_UNIT, &unit);
	if (ri->unit_err)
		return;
	/* a guest that emulates the registers as 0 has no energy to show (as in some cloud VMs) */
	if (!regset_msr(rs, amd ? MSR_AMD_PKG_ENERGY_STATUS : MSR_PKG_ENERGY_STATUS, &energy) && !energy) {
		ri->unit_err = -ENODATA;
		return;
	}
	ri->ok = 1;
	ri->amd = amd;
	ri->power_w = rapl_unit((unsigned)(unit & 0xF));
	if (pf->rapl_slm_units)	/* Silvermont: 2^n microjoules (2^n <= 2^31: exact) */
		ri->energy_j = (double)(UINT64_C(1) << (unit >> 8 & 0x1F)) / 1e6;
	else
		ri->energy_j = rapl_unit((unsigned)(unit >> 8 & 0x1F));
	tu = unit >> 16 & 0xF;
	if (!tu && !amd)
		tu = RAPL_TIME_UNIT_DEFAULT;
	ri->time_s = rapl_unit(tu);
	ri->dram_j = pf->rapl_dram_fixed_unit ? RAPL_DRAM_FIXED_J : ri->energy_j;
	ri->psys_j = pf->rapl_psys_fixed_unit ? RAPL_PSYS_FIXED_J : ri->energy_j;

	/* AMD has no POWER_INFO: turbostat assumes its fixed figure; a 0 TDP would divide by zero. */
	if (!amd && (pf->rapl & BIT_OF(RAPL_PKG)) && !regset_msr(rs, MSR_PKG_POWER_INFO, &info)) {
		ri->info_ok = 1;
		ri->tdp_w = (double)(info & RAPL_POWER_MASK) * ri->power_w;
	}
	if (ri->tdp_w <= 0) {
		ri->tdp_w = pf->rapl_fallback_tdp_w ? pf->rapl_fallback_tdp_w : RAPL_FALLBACK_TDP_W;
		ri->tdp_fallback = 1;
	}
	ri->range_s = 4294967295.0 * ri->energy_j / ri->tdp_w;
}

double rapl_unit_scale(const struct rapl_info *ri, enum raw_unit unit)
{
	switch (unit) {
	case UNIT_COUNT:
		break;
	case UNIT_RAPL_ENERGY:
		return ri->energy_j;
	case UNIT_RAPL_DRAM:
		return ri->dram_j;
	case UNIT_RAPL_PSYS:
		return ri->psys_j;
	case UNIT_RAPL_TIME:
		return ri->time_s;
	}
	return 1.0;
}

uint64_t rapl_modulus(const struct raw_source *src)
{
	if (src->modulus)
		return src->modulus;
	return src->bits >= 64 ? 0 : 1ull << src->bits;
}

/* The scope whose rows keep counter @r's sums, or -1: not accumulated, or read by no CPU. */
static int sum_scope(const struct raw_def *defs, const struct plan *p, int r)
{
	if (!defs[r].accumulate || !plan_reads(p, r) || p->src[r].scope > RSCOPE_PKG)
		return -1;
	return (int)p->src[r].scope;
}

void rapl_sum_rows(const struct raw_def *defs, const struct plan *p, const struct topology *t, struct sum_rows *sr)
{
	memset(sr, 0, sizeof(*sr));
	sr->rows[RSCOPE_CPU] = t->n;
	/* as many as the CPUs that read a row point at, as in the snapshot */
	for (int i = 0; i < t->n; i++) {
		const struct topo_cpu *c = &t->cpu[i];

		if (scope_reads(c, RSCOPE_CORE) && c->core_idx >= sr->rows[RSCOPE_CORE])
			sr->rows[RSCOPE_CORE] = c->core_idx + 1;
		if (scope_reads(c, RSCOPE_PKG) && c->pkg_idx >= sr->rows[RSCOPE_PKG])
			sr->rows[RSCOPE_PKG] = c->pkg_idx + 1;
	}
	for (int sc = RSCOPE_CPU; sc <= RSCOPE_PKG; sc++)
		sr->base[sc] = -1;
	for (int r = 0; r < RAW__COUNT; r++) {
		int sc = sum_scope(defs, p, r);

		if (sc >= 0 && sr->base[sc] < 0)
			sr->base[sc] = 0;
	}
	for (int sc = RSCOPE_CPU; sc <= RSCOPE_PKG; sc++)
		if (!sr->base[sc]) {
			sr->base[sc] = (long)sr->n;
			sr->n += (size_t)sr->rows[sc];
		}
}

long rapl_sum_at(const struct raw_def *defs, const struct plan *p, const struct sum_rows *sr,
		 const struct snapshot *s, int i, int r)
{
	int sc = sum_scope(defs, p, r), row;

	if (sc < 0 || sr->base[sc] < 0)
		return -1;
	row = sc == RSCOPE_CORE ? s->cpu[i].core_row : sc == RSCOPE_PKG ? s->cpu[i].pkg_row : i;
	if (row < 0 || row >= sr->rows[sc])
		return -1;
	return sr->base[sc] + row;
}

void rapl_accumulate(const struct raw_def *defs, const struct plan *p, const struct sum_rows *sr,
		     struct raw_last *last, const struct raw_sums *last_sum, const struct snapshot *now, int i,
		     struct raw_sums *now_sum)
{
	for (int r = 0; r < RAW__COUNT; r++) {
		int k = defs[r].accumulate - 1;
		long j = k < 0 ? -1 : rapl_sum_at(defs, p, sr, now, i, r);

		if (j < 0)
			continue;
		const struct raw_value *b = snap_raw(now, i, r);
		uint64_t mod = rapl_modulus(&p->src[r]), sum;
		struct raw_value a = last[j].v[k];

		last[j].v[k] = *b;
		if (b->err) {
			now_sum[j].ok[k] = 0;
			continue;
		}
		if (a.err || !last_sum[j].ok[k])
			sum = b->v;
		else if (!mod)
			sum = last_sum[j].v[k] + (b->v - a.v);
		else
			sum = last_sum[j].v[k] + (b->v % mod + mod - a.v % mod) % mod;
		now_sum[j].v[k] = sum;
		now_sum[j].ok[k] = 1;
	}
}

double rapl_wrap_s(const struct raw_def *defs, const struct plan *p, const struct rapl_info *ri)
{
	double tdp = ri->tdp_w > 0 ? ri->tdp_w : RAPL_FALLBACK_TDP_W, min = 0;

	for (int r = 0; r < RAW__COUNT; r++) {
		const struct raw_source *src = &p->src[r];
		uint64_t mod = rapl_modulus(src);
		double s;

		if (!defs[r].accumulate || src->kind == SRC_NONE || !mod)
			continue;
		s = (double)mod * src->scale;
		if (defs[r].unit != UNIT_RAPL_TIME)
			s /= tdp;
		if (!min || s < min)
			min = s;
	}
	return min;
}
