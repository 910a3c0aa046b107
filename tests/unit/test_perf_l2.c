// SPDX-License-Identifier: GPL-2.0-only
/*
 * The L2 events per model (decode/perf_l2.c) against turbostat 2026.02's
 * turbostat_perf_model_support[] first column, PCE(ext_umask, umask) =
 * ext_umask << 40 | umask << 8 | 0x24, worked out by hand: Sapphire Rapids
 * PCE(0, 0xFF) = 0xff24, PCE(0, 0xDF) = 0xdf24; Diamond Rapids hits
 * PCE(0, 0x5F) = 0x5f24; Sierra Forest PCE(0, 0) = 0x24, PCE(0, 2) = 0x224;
 * Clearwater Forest PCE(1, 0xFF) = 0x1000000ff24.  Hybrid parts: one
 * alternative per core type's PMU, the table's first column on cpu_core, the
 * second on cpu_atom, the third on cpu_lowpower (perf_l2_init()).  Parts
 * outside the table (Skylake-SP) and AMD get none.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/perf_core.h"
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
	/* Alder Lake: first column PCE(0, 0xFF/0xDF) on cpu_core, second PCE(0, 0/2) on cpu_atom */
	id.model = 0x97;
	assert_string_equal(perf_l2_event(&id, 0), "cpu_core/config=0xff24|cpu_atom/config=0x24");
	assert_string_equal(perf_l2_event(&id, 1), "cpu_core/config=0xdf24|cpu_atom/config=0x224");
	/* Arrow Lake-H: the low-power E-cores' third column PCE(0, 0/2) on cpu_lowpower; Skymont PCE(0, 7) = 0x724 */
	id.model = 0xC5;
	assert_string_equal(perf_l2_event(&id, 0),
			    "cpu_core/config=0xff24|cpu_atom/config=0x724|cpu_lowpower/config=0x24");
	assert_string_equal(perf_l2_event(&id, 1),
			    "cpu_core/config=0x5f24|cpu_atom/config=0x224|cpu_lowpower/config=0x224");
	/* Panther Lake: Darkmont E-cores PCE(1, 0xBF) = 0x1000000bf24 */
	id.model = 0xCC;
	assert_string_equal(perf_l2_event(&id, 1), "cpu_core/config=0x5f24|cpu_atom/config=0x1000000bf24");
	/* Nova Lake (family 18 model 1) */
	id.family = 18, id.model = 0x01;
	assert_string_equal(perf_l2_event(&id, 0), "cpu_core/config=0xff24|cpu_atom/config=0x1000000ff24");
	/* the same Alder Lake with the hybrid bit clear (E-cores off): the first column on "cpu" */
	id.family = 6, id.model = 0x97, id.hybrid = 0;
	assert_string_equal(perf_l2_event(&id, 1), "cpu/config=0xdf24");
	id = (struct cpu_ident){ .vendor = VENDOR_AMD, .family = 6, .model = 0x8F };
	assert_null(perf_l2_event(&id, 0));
}

/* The generic core events: one per core type's PMU on a hybrid part only. */
static void test_perf_core_hybrid(void **state)
{
	struct cpu_ident id = { .vendor = VENDOR_INTEL, .family = 6, .model = 0x97, .hybrid = 1 };

	(void)state;
	assert_string_equal(perf_core_event(&id, "cpu/cache-references"),
			    "cpu_core/cache-references|cpu_atom/cache-references|cpu_lowpower/cache-references");
	assert_string_equal(perf_core_event(&id, "cpu/instructions"),
			    "cpu_core/instructions|cpu_atom/instructions|cpu_lowpower/instructions");
	assert_string_equal(perf_core_event(&id, "msr/aperf"), "msr/aperf");
	assert_null(perf_core_event(&id, NULL));
	char buf[128] = "";

	assert_int_equal(perf_core_added(&id, "cpu/branch-misses", buf, sizeof(buf)), 1);
	assert_string_equal(buf, "cpu_core/branch-misses|cpu_atom/branch-misses|cpu_lowpower/branch-misses");
	assert_int_equal(perf_core_added(&id, "msr/tsc", buf, sizeof(buf)), 0);
	assert_int_equal(perf_core_added(&id, "cpu/branch-misses", buf, 20), 0);	/* does not fit: kept */
	id.hybrid = 0;
	assert_string_equal(perf_core_event(&id, "cpu/cache-misses"), "cpu/cache-misses");
	assert_int_equal(perf_core_added(&id, "cpu/branch-misses", buf, sizeof(buf)), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perf_l2_models),
		cmocka_unit_test(test_perf_core_hybrid),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
