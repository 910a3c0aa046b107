// SPDX-License-Identifier: GPL-2.0-only
/*
 * decode/cstate_limit.c: PKG_CST_CONFIG_CONTROL [3:0] through each family's
 * table (turbostat.c *_pkg_cstate_limits[]), and the package counters a
 * limit leaves (probe_cstates(): Pkg%pcN needs a limit of PCN or deeper).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "decode/cstate_limit.h"

static void test_cstate_limit_decode_tables(void **state)
{
	(void)state;
	/* the HSW example of turbostat(8): 0x1e008008, limit 8 = unlimited */
	assert_int_equal(cstate_limit_decode(CST_LIMIT_HSW, 0x1e008008), PCL_UNLIMITED);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_HSW, 0x3), PCL_6);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_SNB, 0x2), PCL_6N);	/* PC6 no retention */
	assert_int_equal(cstate_limit_decode(CST_LIMIT_SKX, 0x1), PCL_2);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_ICX, 0x2), PCL_6);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_GMT, 0x0), PCL_UNLIMITED);	/* Goldmont: 0 = no limit */
	assert_int_equal(cstate_limit_decode(CST_LIMIT_SLV, 0xe), PCL_6);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_NHM, 0x5), PCL_RESERVED);
	/* only bits 3:0 count */
	assert_int_equal(cstate_limit_decode(CST_LIMIT_SKX, 0xfffffff7), PCL_UNLIMITED);
	assert_int_equal(cstate_limit_decode(CST_LIMIT_NONE, 0x7), PCL_UNKNOWN);
}

static void test_cstate_limit_apply(void **state)
{
	struct plan p = { 0 };

	(void)state;
	for (int r = RAW_PC2; r <= RAW_PC10; r++)
		p.src[r].kind = SRC_MSR;
	p.src[RAW_PC8].kind = SRC_PERF;	/* the perf path is not limited here */
	cstate_limit_apply(PCL_6N, &p);	/* SKX/SNB limit 2: PC6 without retention */
	assert_int_equal(p.src[RAW_PC2].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_PC3].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_PC6].kind, SRC_MSR);
	assert_int_equal(p.src[RAW_PC7].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_PC8].kind, SRC_PERF);
	assert_int_equal(p.src[RAW_PC9].kind, SRC_NONE);
	assert_int_equal(p.src[RAW_PC10].kind, SRC_NONE);
	cstate_limit_apply(PCL_0, &p);	/* package C-states off: none left on the MSR path */
	assert_int_equal(p.src[RAW_PC2].kind, SRC_NONE);
	p.src[RAW_PC2].kind = SRC_MSR;
	cstate_limit_apply(PCL_UNKNOWN, &p);	/* the register did not read: nothing is taken away */
	assert_int_equal(p.src[RAW_PC2].kind, SRC_MSR);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cstate_limit_decode_tables),
		cmocka_unit_test(test_cstate_limit_apply),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
