/* Governor vectors: tests/vectors/schedutil.vec tests/vectors/amd_pstate.vec (tests/unit/gov_vec.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gov_vec.h"

static void test_vec_schedutil(void **state)
{
	int ncases = 0;

	(void)state;
	assert_int_equal(vec_run_file("tests/vectors/schedutil.vec", &ncases), 0);
	assert_true(ncases > 0);
}

static void test_vec_amd_pstate(void **state)
{
	int ncases = 0;

	(void)state;
	assert_int_equal(vec_run_file("tests/vectors/amd_pstate.vec", &ncases), 0);
	assert_true(ncases > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vec_schedutil),
		cmocka_unit_test(test_vec_amd_pstate),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
