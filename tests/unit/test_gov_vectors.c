// SPDX-License-Identifier: GPL-2.0-only
/*
 * Governor vectors, one cmocka test per file (runner and grammar in
 * tests/unit/gov_vec.h).  Every number in them is the kernel's integer
 * arithmetic worked by hand; each case's "# source:" line says from what.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gov_vec.h"

static void test_vec_file(void **state)
{
	int ncases = 0;

	assert_int_equal(vec_run_file(*state, &ncases), 0);
	assert_true(ncases > 0);
}

#define VEC_TEST(file) { .name = file, .test_func = test_vec_file, .initial_state = (void *)"tests/vectors/" file }

int main(void)
{
	const struct CMUnitTest tests[] = {
		VEC_TEST("pid.vec"),
		VEC_TEST("atom_pid.vec"),
		VEC_TEST("pstate.vec"),
		VEC_TEST("schedutil.vec"),
		VEC_TEST("amd_pstate.vec"),
		VEC_TEST("ondemand.vec"),
		VEC_TEST("conservative.vec"),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
