/* Governor vectors: tests/vectors/pstate.vec (tests/unit/gov_vec.h). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "gov_vec.h"

static void test_vec_pstate(void **state)
{
	int ncases = 0;

	(void)state;
	assert_int_equal(vec_run_file("tests/vectors/pstate.vec", &ncases), 0);
	assert_true(ncases > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vec_pstate),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
