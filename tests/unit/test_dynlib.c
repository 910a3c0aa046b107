// SPDX-License-Identifier: GPL-2.0-only
/*
 * Optional libraries through dlopen() (lib/dynlib.c), tried on libc itself:
 * its symbols fill their slots once; a missing symbol fails the load with
 * one line, leaves no slot pointing into the closed library and is tried
 * again on the next call.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "lib/dynlib.h"

struct libc_ops {
	size_t (*strlen)(const char *s);
	int (*abs)(int j);
	void (*absent)(void);
};

static void test_fills_slots(void **state)
{
	const struct dynlib_sym sym[] = {
		{ "strlen", offsetof(struct libc_ops, strlen) },
		{ "abs", offsetof(struct libc_ops, abs) },
	};
	struct libc_ops ops = { 0 };
	struct dynlib lib = { "libc.so.6", "libc6", sym, 2, &ops, false };
	char why[200] = "";

	(void)state;
	assert_int_equal(dynlib_get(&lib, why, sizeof(why)), 0);
	assert_true(lib.loaded);
	assert_int_equal(ops.strlen("four"), 4);
	assert_int_equal(ops.abs(-7), 7);
	assert_null(ops.absent);
	assert_string_equal(why, "");
	/* loaded once: a second call answers from the flag, the slots as they were */
	ops.abs = NULL;
	assert_int_equal(dynlib_get(&lib, why, sizeof(why)), 0);
	assert_null(ops.abs);
}

static void test_missing_symbol_clears_slots(void **state)
{
	const struct dynlib_sym sym[] = {
		{ "strlen", offsetof(struct libc_ops, strlen) },
		{ "abs", offsetof(struct libc_ops, abs) },
		{ "tsng_no_such_function", offsetof(struct libc_ops, absent) },
	};
	struct libc_ops ops = { 0 };
	struct dynlib lib = { "libc.so.6", "libc6", sym, 3, &ops, false };
	char why[200];

	(void)state;
	assert_int_equal(dynlib_get(&lib, why, sizeof(why)), -1);
	assert_false(lib.loaded);
	assert_string_equal(why, "libc.so.6 has no tsng_no_such_function: not the libc6 this was built for");
	assert_null(ops.strlen);
	assert_null(ops.abs);
	assert_null(ops.absent);
	/* not loaded: the next call tries again (and fails the same way) */
	why[0] = 0;
	assert_int_equal(dynlib_get(&lib, why, sizeof(why)), -1);
	assert_string_equal(why, "libc.so.6 has no tsng_no_such_function: not the libc6 this was built for");
}

static void test_missing_library(void **state)
{
	const struct dynlib_sym sym[] = { { "strlen", offsetof(struct libc_ops, strlen) } };
	struct libc_ops ops = { 0 };
	struct dynlib lib = { "libtsng-absent.so.9", "tsng-absent", sym, 1, &ops, false };
	char why[300];

	(void)state;
	assert_int_equal(dynlib_get(&lib, why, sizeof(why)), -1);
	assert_int_equal(strncmp(why, "cannot load libtsng-absent.so.9 (", 33), 0);
	assert_non_null(strstr(why, "): install tsng-absent"));
	assert_null(ops.strlen);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fills_slots),
		cmocka_unit_test(test_missing_symbol_clears_slots),
		cmocka_unit_test(test_missing_library),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
