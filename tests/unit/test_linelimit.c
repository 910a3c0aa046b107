// SPDX-License-Identifier: GPL-2.0-only
/*
 * Bounded line reads (lib/linelimit.c): a line past its limit and a stream
 * past its total are refused after reading no more than the limit, and input
 * of exactly the limits is whole.  Inputs are memory streams (fmemopen).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "lib/linelimit.h"

static FILE *text(const char *s)
{
	FILE *f = fmemopen((void *)s, strlen(s), "r");

	assert_non_null(f);
	return f;
}

/* "ab\n" is 3 bytes with its newline: line_max 3 takes it, 2 refuses it after 2 bytes. */
static void test_line_limit_counts_the_newline(void **state)
{
	FILE *f = text("ab\ncd\n");
	struct linelimit ll = { .f = f, .line_max = 3, .total_max = 100 };

	(void)state;
	assert_int_equal(linelimit_next(&ll), 3);
	assert_string_equal(ll.buf, "ab\n");
	ll.line_max = 2;
	assert_int_equal(linelimit_next(&ll), -EFBIG);
	assert_int_equal(ll.total, 5);	/* 3 + the 2 bytes of "cd" read before giving up */
	linelimit_free(&ll);
	fclose(f);
}

/* The last line without a newline is returned as it is; then the end (0). */
static void test_last_line_without_newline(void **state)
{
	FILE *f = text("ab\nc");
	struct linelimit ll = { .f = f, .line_max = 4, .total_max = 100 };

	(void)state;
	assert_int_equal(linelimit_next(&ll), 3);
	assert_int_equal(linelimit_next(&ll), 1);
	assert_string_equal(ll.buf, "c");
	assert_int_equal(linelimit_next(&ll), 0);
	linelimit_free(&ll);
	fclose(f);
}

/* 6 bytes with total_max 6 are whole; with total_max 5 the sixth byte is refused. */
static void test_total_limit(void **state)
{
	FILE *f = text("ab\ncd\n");
	struct linelimit ll = { .f = f, .line_max = 4, .total_max = 6 };

	(void)state;
	assert_int_equal(linelimit_next(&ll), 3);
	assert_int_equal(linelimit_next(&ll), 3);
	assert_int_equal(linelimit_next(&ll), 0);
	linelimit_free(&ll);
	fclose(f);
	f = text("ab\ncd\n");
	ll = (struct linelimit){ .f = f, .line_max = 4, .total_max = 5 };
	assert_int_equal(linelimit_next(&ll), 3);
	assert_int_equal(linelimit_next(&ll), -E2BIG);
	linelimit_free(&ll);
	fclose(f);
}

/* A line past the limit costs at most line_max + 1 bytes of buffer, however long it is. */
static void test_buffer_stays_within_the_limit(void **state)
{
	static char in[1001];
	FILE *f;

	(void)state;
	memset(in, 'x', 1000);
	f = text(in);
	struct linelimit ll = { .f = f, .line_max = 300, .total_max = 5000 };

	assert_int_equal(linelimit_next(&ll), -EFBIG);
	assert_int_equal(ll.total, 300);
	assert_true(ll.cap <= 301);
	linelimit_free(&ll);
	fclose(f);
}

/* NUL bytes are data: the length says where the line ends, not strlen. */
static void test_nul_is_counted(void **state)
{
	static const char in[] = { 'a', '\0', 'b', '\n' };
	FILE *f = fmemopen((void *)in, sizeof(in), "r");
	struct linelimit ll = { .f = f, .line_max = 4, .total_max = 100 };

	(void)state;
	assert_non_null(f);
	assert_int_equal(linelimit_next(&ll), 4);
	assert_int_equal(ll.buf[1], '\0');
	assert_int_equal(ll.buf[2], 'b');
	linelimit_free(&ll);
	fclose(f);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_line_limit_counts_the_newline),
		cmocka_unit_test(test_last_line_without_newline),
		cmocka_unit_test(test_total_limit),
		cmocka_unit_test(test_nul_is_counted),
		cmocka_unit_test(test_buffer_stays_within_the_limit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
