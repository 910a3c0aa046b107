// SPDX-License-Identifier: GPL-2.0-only
/*
 * Every Intel platform row's RAPL set against turbostat 2026.02's
 * platform_features .plat_rapl_msrs (turbostat.c, the *_features records
 * and turbostat_pdata[]), one row per upstream record, written out by hand
 * from its RAPL_* macros: RAPL_PKG_ALL brings MSR_PKG_PERF_STATUS (PKG_%),
 * RAPL_DRAM_ALL and RAPL_DRAM_PERF_STATUS bring MSR_DRAM_PERF_STATUS (RAM_%).
 * The Sandy Bridge client set (RAPL_PKG | RAPL_CORE_ALL | RAPL_GFX |
 * RAPL_PKG_POWER_INFO) has no package perf status: no PKG_% there.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>

#include "decode/platform.h"

/* pkg energy, PP0 (cores), PP1 (gfx), DRAM, psys, pkg perf status (PKG_%) */
struct want {
	unsigned family, model;
	const char *upstream;
	int pkg, pp0, pp1, dram, psys, pkg_perf;
};

static const struct want rows[] = {
	{ 6, 0x2A, "snb_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x2D, "snx_features", 1, 1, 0, 1, 0, 1 },
	{ 6, 0x3A, "ivb_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x3E, "ivx_features", 1, 1, 0, 1, 0, 1 },
	{ 6, 0x3C, "hsw_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x3F, "hsx_features", 1, 0, 0, 1, 0, 1 },
	{ 6, 0x45, "hswl_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x46, "hswg_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x3D, "bdw_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x47, "bdwg_features", 1, 1, 1, 0, 0, 0 },
	{ 6, 0x4F, "bdx_features", 1, 0, 0, 1, 0, 1 },
	{ 6, 0x56, "bdx_features", 1, 0, 0, 1, 0, 1 },
	{ 6, 0x5E, "skl_features", 1, 1, 1, 1, 1, 1 },
	{ 6, 0x66, "cnl_features", 1, 1, 1, 1, 1, 1 },
	{ 6, 0x97, "adl_features", 1, 1, 1, 1, 1, 1 },
	{ 6, 0xD7, "adl_features (Bartlett Lake)", 1, 1, 1, 1, 1, 1 },
	{ 6, 0xBD, "lnl_features", 1, 1, 1, 1, 1, 1 },
	{ 6, 0xD5, "lnl_features (Wildcat Lake)", 1, 1, 1, 1, 1, 1 },
	{ 18, 0x01, "lnl_features (Nova Lake)", 1, 1, 1, 1, 1, 1 },
	{ 18, 0x03, "lnl_features (Nova Lake-L)", 1, 1, 1, 1, 1, 1 },
	{ 6, 0x55, "skx_features", 1, 0, 0, 1, 0, 1 },
	{ 6, 0x6A, "icx_features", 1, 0, 0, 1, 1, 1 },
	{ 6, 0x8F, "spr_features", 1, 0, 0, 1, 1, 1 },
	{ 19, 0x01, "dmr_features (no RAPL MSRs)", 0, 0, 0, 0, 0, 0 },
	{ 6, 0xAF, "srf_features", 1, 0, 0, 1, 1, 1 },
	{ 6, 0xB6, "grr_features", 1, 0, 0, 1, 1, 1 },
	{ 6, 0x37, "slv_features", 1, 1, 0, 0, 0, 0 },
	{ 6, 0x4D, "slvd_features", 1, 1, 0, 0, 0, 0 },
	{ 6, 0x4C, "amt_features", 0, 0, 0, 0, 0, 0 },
	{ 6, 0x5C, "gmt_features", 1, 0, 0, 0, 0, 0 },
	{ 6, 0x5F, "gmtd_features", 1, 1, 0, 1, 0, 1 },
	{ 6, 0x7A, "gmtp_features", 1, 0, 0, 0, 0, 0 },
	{ 6, 0x96, "tmt_features", 1, 1, 1, 1, 0, 1 },
	{ 6, 0x86, "tmtd_features", 1, 0, 0, 0, 0, 1 },
	{ 6, 0x57, "knl_features", 1, 0, 0, 1, 0, 1 },
};

static void test_rapl_sets(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		const struct want *w = &rows[i];
		struct cpu_ident id = { .vendor = VENDOR_INTEL, .family = w->family, .model = w->model, .has_turbo = 1 };
		const struct platform_features *pf = platform_lookup(&id);
		int got[6] = {
			!!(pf->rapl & BIT_OF(RAPL_PKG)), !!(pf->rapl & BIT_OF(RAPL_PP0)),
			!!(pf->rapl & BIT_OF(RAPL_PP1)), !!(pf->rapl & BIT_OF(RAPL_DRAM)),
			!!(pf->rapl & BIT_OF(RAPL_PSYS)), !!(pf->rapl & BIT_OF(RAPL_PKG_PERF)),
		};
		int want[6] = { w->pkg, w->pp0, w->pp1, w->dram, w->psys, w->pkg_perf };

		for (int k = 0; k < 6; k++)
			if (got[k] != want[k]) {
				fprintf(stderr, "%s (family %u model 0x%X): domain %d is %d, upstream %d\n", w->upstream,
					w->family, w->model, k, got[k], want[k]);
				fail();
			}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rapl_sets),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
