// SPDX-License-Identifier: GPL-2.0-only
/*
 * The limit reason names and letters (decode/limits.c) against the SDM vol. 4
 * table 2-29 (MSR_CORE_PERF_LIMIT_REASONS, 690H): bit 0 PROCHOT, 1 thermal,
 * 10 PL1, 11 PL2, bit 2 reserved; the log of bit N is bit N + 16.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/limits.h"

static void test_limits_names(void **state)
{
	char buf[64];

	(void)state;
	/* 0x00020400: the log bits [29:16] shifted down are 0x2: thermal */
	assert_int_equal(limits_names((0x00020400ull & LIMITS_LOG_MASK) >> 16, buf, sizeof(buf)), 7);
	assert_string_equal(buf, "Thermal");
	assert_int_equal(limits_names(0x0C05, buf, sizeof(buf)), 20);
	assert_string_equal(buf, "PROCHOT,bit2,PL1,PL2");
	assert_int_equal(limits_names(0, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "");
	/* a buffer too small for all: cut, still terminated */
	assert_int_equal(limits_names(0x0C05, buf, 8), 7);
	assert_string_equal(buf, "PROCHOT");
	assert_int_equal(limits_letters(0x0C01, buf, sizeof(buf)), 3);
	assert_string_equal(buf, "P12");
}

/* The exporter's reason label and the report's field: one name a bit (SDM table 2-29's order). */
static void test_limits_field(void **state)
{
	(void)state;
	assert_string_equal(limits_field(0), "prochot");
	assert_string_equal(limits_field(1), "thermal");
	assert_string_equal(limits_field(6), "vr_thermal");
	assert_string_equal(limits_field(8), "edp");
	assert_string_equal(limits_field(10), "pl1");
	assert_string_equal(limits_field(11), "pl2");
	assert_string_equal(limits_field(2), "bit2");	/* reserved: as the report prints it */
	assert_string_equal(limits_field(3), "");	/* not in the table */
	assert_string_equal(limits_field(16), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_limits_names),
		cmocka_unit_test(test_limits_field),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
