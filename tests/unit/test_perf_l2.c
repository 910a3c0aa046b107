// SPDX-License-Identifier: GPL-2.0-only
/*
 * The L2 events per model (decode/perf_l2.c) against turbostat 2026.02's
 * turbostat_perf_model_support[] first column, PCE(ext_umask, umask) =
 * ext_umask << 40 | umask << 8 | 0x24, worked out by hand: Sapphire Rapids
 * PCE(0, 0xFF) = 0xff24, PCE(0, 0xDF) = 0xdf24; Diamond Rapids hits
 * PCE(0, 0x5F) = 0x5f24; Sierra Forest PCE(0, 0) = 0x24, PCE(0, 2) = 0x224;
 * Clearwater Forest PCE(1, 0xFF) = 0x1000000ff24.  Parts outside the table
 * (Skylake-SP), AMD and hybrid parts get none.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/perf_l2.h"

static void test_perf_l2_models(void **state)
{
	struct cpu_ident id = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x8F };

	(void)state;
	assert_string_equal(perf_l2_event(&id, 0), "cpu/config=0xff24");
	assert_string_equal(perf_l2_event(&id, 1), "cpu/config=0xdf24");
	id.family = 19, id.model = 0x01;
	assert_string_equal(perf_l2_event(&id, 1), "cpu/config=0x5f24");
	id.family = 6, id.model = 0xAF;
	assert_string_equal(perf_l2_event(&id, 0), "cpu/config=0x24");
	assert_string_equal(perf_l2_event(&id, 1), "cpu/config=0x224");
	id.model = 0xDD;
	assert_string_equal(perf_l2_event(&id, 0), "cpu/config=0x1000000ff24");
	id.model = 0x55;
	assert_null(perf_l2_event(&id, 0));
	id.model = 0xBE;	/* Gracemont: one core type as Alder Lake-N, none where CPUID says hybrid */
	assert_string_equal(perf_l2_event(&id, 0), "cpu/config=0x24");
	id.hybrid = 1;
	assert_null(perf_l2_event(&id, 0));
	id = (struct cpu_ident){ .vendor = VENDOR_AMD, .family = 6, .model = 0x8F };
	assert_null(perf_l2_event(&id, 0));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perf_l2_models),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
