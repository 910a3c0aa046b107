// SPDX-License-Identifier: GPL-2.0-only
/*
 * decode/plaus.c: the rules a recording cannot reach (a negative energy
 * delta, the 1% TSC test against CPUID 0x15) and the limits from start-up
 * facts; the other rules are tested end to end by tests/recordings/implausible/.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "decode/plaus.h"
#include "deltas.h"

static struct topo_cpu cpus[2];
static struct topology topo = { .n = 2, .cpu = cpus, .ncore = 2, .npkg = 1, .max_cpu = 2 };
static struct plan plan;
static struct derive_ctx ctx;
static struct delta d[2];

/* Two cores of one package, 1 s, the TSC at 2000 MHz on both, MPERF 50%. */
static void setup(void)
{
	memset(&plan, 0, sizeof(plan));
	memset(d, 0, sizeof(d));
	deltas_every(d, 2, NULL);
	for (int i = 0; i < 2; i++) {
		cpus[i] = (struct topo_cpu){ .cpu = i, .core = i, .core_idx = i, .first_in_core = 1,
					     .first_in_pkg = i == 0 };
		d[i].interval_s = 1.0;
		*deltas_at(&d[i], RAW_TSC) = (struct dval){ 2e9, DS_OK };
		*deltas_at(&d[i], RAW_MPERF) = (struct dval){ 1e9, DS_OK };
	}
	ctx = (struct derive_ctx){ .defs = raw_defs, .topo = &topo, .plan = &plan, .base_hz = 2e9, .tsc_tweak = 1,
				   .mperf_mult = 1 };
}

static void test_plaus_tsc_off_cpuid15(void **state)
{
	struct plaus_limits lim = { .tsc_mhz = 2000 };
	struct plaus_report r;
	char line[256];

	(void)state;
	setup();
	deltas_at(&d[0], RAW_TSC)->v = 2.03e9;	/* 2030 MHz: 1.5% above 2000 */
	deltas_at(&d[1], RAW_TSC)->v = 2.01e9;	/* 2010 MHz: 0.5%, within 1% */
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.f[0].rule, PLAUS_TSC_RATE);
	assert_int_equal(r.f[0].cpu, 0);
	assert_int_equal(r.f[0].more, 0);
	plaus_line(&r.f[0], line, sizeof(line));
	assert_string_equal(line, "implausible: tsc-rate: cpu0 TSC_MHz 2030.00 above 2000.00 "
				  "(10 GHz; the CPUID 0x15 rate +- 1% + 1 ms/interval)");
	/* 1980 MHz is 1% below: within 1% + 1 ms of the 1 s interval (1.1%) */
	deltas_at(&d[0], RAW_TSC)->v = 1.98e9;
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 0);
	/* 2030 MHz over a 10 ms interval: 1 ms is 10% of it, so 1.5% says nothing */
	deltas_at(&d[0], RAW_TSC)->v = 2.03e7;
	d[0].interval_s = 0.01;
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 0);
}

static void test_plaus_negative_power_two_cpus(void **state)
{
	struct plaus_limits lim = { .tdp_w = 84 };
	struct plaus_report r;
	char line[256];

	(void)state;
	setup();
	cpus[1].first_in_pkg = 1;	/* two packages now, each with its own energy */
	cpus[1].pkg_idx = 1;
	*deltas_at(&d[0], RAW_E_PKG) = (struct dval){ -5, DS_OK };	/* -5 J in 1 s */
	*deltas_at(&d[1], RAW_E_PKG) = (struct dval){ 253, DS_OK };	/* 253 W > 3 x 84 = 252 */
	ctx.joules = 1;	/* judged as watts whatever --Joules prints */
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.f[0].rule, PLAUS_RAPL);
	assert_int_equal(r.f[0].more, 1);
	plaus_line(&r.f[0], line, sizeof(line));
	assert_string_equal(line, "implausible: rapl-power: cpu0 PkgWatt -5.00 below 0.00 (0 W; 3 x TDP); and 1 more CPU");
}

static void test_plaus_limits_amd_cppc(void **state)
{
	struct cpu_facts f;
	struct plaus_limits lim;

	(void)state;
	memset(&f, 0, sizeof(f));
	f.id.vendor = VENDOR_AMD;
	f.pstate_mhz[0] = (struct fact){ .state = FACT_OK, .v = 2500 };
	/* _CPC highest 134, nominal 100, nominal_freq 2500 MHz: ceil(2500000 * 134 / 100) kHz = 3350 MHz */
	f.cppc_state = (struct fact){ .state = FACT_CPUID_SYSFS, .v = 134 };
	f.cppc = (struct amd_cppc_caps){ .highest = 134, .nominal = 100, .lowest_nonlinear = 60, .lowest = 16 };
	f.cppc_nominal_khz = 2500000;
	plaus_limits(&f, NULL, 0, &lim);
	assert_true(lim.max_mhz > 3349.999 && lim.max_mhz < 3350.001);
	/* without CPPC, P0 */
	f.cppc_state.state = FACT_NONE;
	plaus_limits(&f, NULL, 0, &lim);
	assert_true(lim.max_mhz > 2499.999 && lim.max_mhz < 2500.001);
}

static void test_plaus_limits_intel(void **state)
{
	struct cpu_facts f;
	struct plaus_limits lim;
	struct rapl_info ri = { .info_ok = 1, .tdp_w = 84 };

	(void)state;
	memset(&f, 0, sizeof(f));
	f.id.vendor = VENDOR_INTEL;
	f.bclk_khz = (struct fact){ .state = FACT_OK, .v = 100000 };
	f.base_ratio = (struct fact){ .state = FACT_OK, .v = 34 };
	/* no turbo register: the base is no bound (the part may turbo past it) */
	plaus_limits(&f, &ri, 100, &lim);
	assert_true(lim.max_mhz == 0);
	assert_true(lim.tdp_w == 84 && lim.tjmax == 100);
	/* TRL top ratio 39 (one active core): 3900 MHz */
	f.trl.n = 2;
	f.trl.lv[0] = (struct trl_level){ .ratio = 37, .active_cores = 4 };
	f.trl.lv[1] = (struct trl_level){ .ratio = 39, .active_cores = 1 };
	plaus_limits(&f, &ri, 100, &lim);
	assert_true(lim.max_mhz > 3899.999 && lim.max_mhz < 3900.001);
	/* a TDP that is only the platform's fallback bounds nothing */
	ri.tdp_fallback = 1;
	plaus_limits(&f, &ri, 100, &lim);
	assert_true(lim.tdp_w == 0);
}

/*
 * MSR_PKG_POWER_INFO's TDP field at 1 unit of 1/8 W (a VM's, an emulator's): printed "0 W TDP",
 * unknown, so no PkgWatt is judged against 3 x 0.125 W; a 4.5 W part (Core m3-6Y30, ark's
 * TDP) drawing 20 W is still above 3 x 4.5 = 13.5 W.
 */
static void test_plaus_tdp_under_1w_unknown(void **state)
{
	struct cpu_facts f;
	struct plaus_limits lim;
	struct rapl_info ri = { .info_ok = 1, .tdp_w = 0.125 };
	struct plaus_report r;
	char line[256];

	(void)state;
	memset(&f, 0, sizeof(f));
	f.id.vendor = VENDOR_INTEL;
	setup();
	*deltas_at(&d[0], RAW_E_PKG) = (struct dval){ 20, DS_OK };	/* 20 J in 1 s */
	ctx.joules = 1;
	plaus_limits(&f, &ri, 100, &lim);
	assert_true(lim.tdp_w == 0);
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 0);
	ri.tdp_w = 4.5;
	plaus_limits(&f, &ri, 100, &lim);
	assert_true(lim.tdp_w == 4.5);
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 1);
	plaus_line(&r.f[0], line, sizeof(line));
	assert_string_equal(line, "implausible: rapl-power: cpu0 PkgWatt 20.00 above 13.50 (0 W; 3 x TDP)");
}

/*
 * A cpuidle state's residency (sysfs stateK/time, microseconds, over the interval): 0.5 s
 * intervals; state 1 of cpu0 522,200 us = 104.44%, of cpu1 500,850 us = 100.17%: both above
 * 100 + 0.005, one finding and one more CPU; 500,000 us (100.00) and 400,000 (80.00) none.
 * Never clamped: the value is the column's own.
 */
static void test_plaus_idle_pct(void **state)
{
	struct plaus_limits lim = { 0 };
	struct plaus_report r;
	char line[320];

	(void)state;
	setup();
	plan.nidle = 2;
	for (int q = 0; q < RAW__COUNT; q++)
		plan.src[q].kind = SRC_MSR;
	deltas_bind(&plan, d, 2, NULL);
	for (int i = 0; i < 2; i++) {
		d[i].interval_s = 0.5;
		*deltas_at(&d[i], RAW_TSC) = (struct dval){ 1e9, DS_OK };
		d[i].val[d[i].lay->n] = (struct dval){ 0, DS_OK };
	}
	d[0].val[d[0].lay->n + 1] = (struct dval){ 522200, DS_OK };
	d[1].val[d[1].lay->n + 1] = (struct dval){ 500850, DS_OK };
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 1);
	assert_int_equal(r.f[0].rule, PLAUS_IDLE_PCT);
	assert_int_equal(r.f[0].more, 1);
	plaus_line(&r.f[0], line, sizeof(line));
	assert_string_equal(line, "implausible: idle-pct: cpu0 cpuidle state1% 104.44 above 100.00 "
				  "(100 + 0.005 (the printed rounding)); and 1 more CPU");
	d[0].val[d[0].lay->n + 1] = (struct dval){ 500000, DS_OK };
	d[1].val[d[1].lay->n + 1] = (struct dval){ 400000, DS_OK };
	plaus_check(&lim, &ctx, d, &r);
	assert_int_equal(r.n, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_plaus_tsc_off_cpuid15),
		cmocka_unit_test(test_plaus_negative_power_two_cpus),
		cmocka_unit_test(test_plaus_limits_amd_cppc),
		cmocka_unit_test(test_plaus_limits_intel),
		cmocka_unit_test(test_plaus_tdp_under_1w_unknown),
		cmocka_unit_test(test_plaus_idle_pct),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
