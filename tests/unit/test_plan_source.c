// SPDX-License-Identifier: GPL-2.0-only
/*
 * The cheapest source per counter (decode/plan.c), on a Skylake-SP (family 6
 * model 0x55; SDM vol. 4 table 2-2 and 2-41 for its MSRs, arch/x86/events for
 * its perf events): msr-safe's batch first (one ioctl for every register),
 * then a perf event that opened at start-up (one read per PMU group), then
 * one pread per register, then perf without MSRs.  The start-up probe's
 * answers are set by hand as the machine would give them.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <string.h>

#include "decode/plan.h"

static const struct cpu_ident skx = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x55, .has_turbo = 1,
				      .has_dts = 1, .has_pts = 1,	/* CPUID 6 EAX bits 0 and 6 */
				      .has_aperf_mperf = 1 };		/* CPUID 6 ECX bit 0 */
/* MSR_RAPL_POWER_UNIT 0xA0E03: 2^-14 J; DRAM's fixed 15.3 uJ; 2^-10 s */
static const struct rapl_info units = { .ok = 1, .energy_j = 1.0 / 16384, .dram_j = 15.3e-6, .time_s = 1.0 / 1024 };

static struct plan_inputs inputs(int batch, int perf_ok)
{
	return (struct plan_inputs){ .defs = raw_defs, .pf = platform_lookup(&skx), .id = &skx, .npkg = 1,
				     .msr_ok = 1, .msr_batch = batch, .perf_ok = perf_ok, .probe_cpu = 3,
				     .rapl = &units };
}

static rawset needs(void)
{
	rawset n = { 0 };
	static const enum raw_id r[] = { RAW_TSC, RAW_APERF, RAW_MPERF, RAW_CC6, RAW_E_PKG, RAW_CORE_THERM };

	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++)
		rawset_add(&n, r[i]);
	return n;
}

/* Every perf event opened; energy-pkg's scale is 2^-32 J (arch/x86/events/rapl.c). */
static struct probe_result all_opened(void)
{
	struct probe_result got = { 0 };

	for (int r = 0; r < RAW__COUNT; r++)
		got.asked_open[r] = got.asked_msr[r] = true;
	got.asked_perf[RAW_E_PKG] = true;
	got.perf_scale[RAW_E_PKG] = 0x1p-32;
	return got;
}

/* msr driver and perf: perf wherever it opened, the TSC in the msr PMU's group; THERM_STATUS has no event. */
static void test_perf_before_pread(void **state)
{
	struct plan_inputs in = inputs(0, 1);
	struct probe_result got = all_opened();
	rawset n = needs();
	struct plan p;

	(void)state;
	plan_build(&in, &n, &got, &p);
	assert_int_equal(p.src[RAW_APERF].kind, SRC_PERF);
	assert_string_equal(p.src[RAW_APERF].perf, "msr/aperf");
	assert_int_equal(p.src[RAW_TSC].kind, SRC_PERF);
	assert_string_equal(p.src[RAW_TSC].perf, "msr/tsc");
	assert_int_equal(p.src[RAW_CC6].kind, SRC_PERF);
	assert_string_equal(p.src[RAW_CC6].perf, "cstate_core/c6-residency");
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_PERF);
	assert_true(p.src[RAW_E_PKG].scale == 0x1p-32 && p.src[RAW_E_PKG].bits == 64);
	assert_int_equal(p.src[RAW_CORE_THERM].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_CORE_THERM].msr, 0x19C);

	/* perf_event_paranoid refused msr/aperf and the TSC event: the MSRs and rdtsc */
	got.perf_err[RAW_APERF] = got.perf_err[RAW_TSC] = -EACCES;
	plan_build(&in, &n, &got, &p);
	assert_int_equal(p.src[RAW_APERF].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_APERF].msr, 0xE8);
	assert_int_equal(p.src[RAW_TSC].kind, SRC_TSC);
	assert_int_equal(p.src[RAW_MPERF].kind, SRC_PERF);

	/* energy-pkg opened but has no scale file: the MSR, in 2^-14 J */
	got.perf_scale[RAW_E_PKG] = 0;
	plan_build(&in, &n, &got, &p);
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_MSR);
	assert_true(p.src[RAW_E_PKG].scale == 1.0 / 16384 && p.src[RAW_E_PKG].bits == 32);

	/* --no-perf: every one an MSR, the TSC by rdtsc */
	in.perf_ok = 0;
	got = all_opened();
	plan_build(&in, &n, &got, &p);
	for (int r = RAW_APERF; r < RAW__COUNT; r++)
		assert_true(!rawset_has(&n, r) || p.src[r].kind == SRC_MSR);
	assert_int_equal(p.src[RAW_TSC].kind, SRC_TSC);
}

/* msr-safe's batch: every register it allows, perf only for one its allowlist lacks (EACCES). */
static void test_batch_first(void **state)
{
	struct plan_inputs in = inputs(1, 1);
	struct probe_result got = all_opened();
	rawset n = needs();
	struct plan p;

	(void)state;
	got.msr_err[RAW_CC6] = -EACCES;
	got.msr_err[RAW_CORE_THERM] = -EACCES;
	plan_build(&in, &n, &got, &p);
	assert_int_equal(p.src[RAW_APERF].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_TSC].kind, SRC_TSC);	/* MSR 0x10 in the batch (msr/live.c) */
	assert_int_equal(p.src[RAW_CC6].kind, SRC_PERF);
	/* no perf event: still the MSR, whose refusal the run then reports */
	assert_int_equal(p.src[RAW_CORE_THERM].kind, SRC_MSR);
}

/* Without MSRs: perf without asking (as before any probe), energy once its scale is known. */
static void test_no_msr(void **state)
{
	struct plan_inputs in = inputs(0, 1);
	struct probe_result got = { 0 };
	rawset n = needs();
	struct plan p;

	(void)state;
	in.msr_ok = 0;
	got.asked_perf[RAW_E_PKG] = true;
	got.perf_scale[RAW_E_PKG] = 0x1p-32;
	plan_build(&in, &n, &got, &p);
	assert_int_equal(p.src[RAW_APERF].kind, SRC_PERF);
	assert_int_equal(p.src[RAW_CC6].kind, SRC_PERF);
	assert_int_equal(p.src[RAW_E_PKG].kind, SRC_PERF);
	assert_int_equal(p.src[RAW_CORE_THERM].kind, SRC_NONE);
}

/* The questions, in order: the allowlist (batch only), then perf opens and scales, then the TSC event. */
static void test_questions(void **state)
{
	struct plan_inputs in = inputs(1, 1);
	struct probe_result got = { 0 };
	struct probe_request req;
	struct plan scratch;
	rawset n = needs();

	(void)state;
	assert_int_equal(plan_probe_request(&in, &n, &got, &req, &scratch), 1);
	assert_int_equal(req.cpu, 3);
	assert_int_equal(req.msr_check[RAW_APERF], 0xE8);
	assert_int_equal(req.msr_check[RAW_CC6], 0x3FD);
	assert_null(req.perf_open[RAW_APERF]);
	for (int r = 0; r < RAW__COUNT; r++)
		got.asked_msr[r] = true;
	got.msr_err[RAW_CC6] = -EACCES;
	/* the batch serves all but core C6: only its event is tried */
	assert_int_equal(plan_probe_request(&in, &n, &got, &req, &scratch), 1);
	assert_string_equal(req.perf_open[RAW_CC6], "cstate_core/c6-residency");
	assert_null(req.perf_open[RAW_APERF]);
	assert_null(req.perf_open[RAW_E_PKG]);

	in = inputs(0, 1);
	got = (struct probe_result){ 0 };
	assert_int_equal(plan_probe_request(&in, &n, &got, &req, &scratch), 1);
	assert_int_equal(req.msr_check[RAW_APERF], 0);
	assert_string_equal(req.perf_open[RAW_APERF], "msr/aperf");
	assert_string_equal(req.perf_open[RAW_E_PKG], "power/energy-pkg");
	assert_string_equal(req.perf_scale[RAW_E_PKG], "power/energy-pkg");
	assert_null(req.perf_open[RAW_CORE_THERM]);
	assert_null(req.perf_open[RAW_TSC]);	/* asked once APERF is known to come from perf */
	for (int r = 0; r < RAW__COUNT; r++)
		got.asked_open[r] = got.asked_perf[r] = req.perf_open[r] || req.perf_scale[r];
	got.asked_open[RAW_TSC] = false;
	got.perf_scale[RAW_E_PKG] = 0x1p-32;
	assert_int_equal(plan_probe_request(&in, &n, &got, &req, &scratch), 1);
	assert_string_equal(req.perf_open[RAW_TSC], "msr/tsc");
	got.asked_open[RAW_TSC] = true;
	assert_int_equal(plan_probe_request(&in, &n, &got, &req, &scratch), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perf_before_pread),
		cmocka_unit_test(test_batch_first),
		cmocka_unit_test(test_no_msr),
		cmocka_unit_test(test_questions),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
