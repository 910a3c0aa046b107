// SPDX-License-Identifier: GPL-2.0-only
/*
 * The top view's sparkline ring: a minute of history whatever the interval,
 * newest on the right, scaled to the largest value held, gaps as spaces.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <string.h>

#include "../../top/spark.h"

static struct spark sp;

static void test_levels_ascii(void **state)
{
	char out[64];

	(void)state;
	spark_clear(&sp);
	assert_int_equal(spark_render(&sp, 10, false, out, sizeof(out)), 0);
	assert_string_equal(out, "");
	/* scale 0..14: level = v / 14 * 7 rounded: 0 -> '_', 2 -> 1 '.', 7 -> 4 (3.5 rounds up) '=', 14 -> 7 '#' */
	spark_push(&sp, 0, true, 1);
	spark_push(&sp, 2, true, 1);
	spark_push(&sp, 7, true, 1);
	spark_push(&sp, 3, false, 1);
	spark_push(&sp, 14, true, 1);
	assert_int_equal(spark_render(&sp, 10, false, out, sizeof(out)), 5);
	assert_string_equal(out, "_.= #");
	assert_true(spark_max(&sp) == 14);
	/* a narrow line shows the newest samples */
	assert_int_equal(spark_render(&sp, 2, false, out, sizeof(out)), 2);
	assert_string_equal(out, " #");
}

static void test_levels_utf8(void **state)
{
	char out[64];

	(void)state;
	spark_clear(&sp);
	spark_push(&sp, 1, true, 1);
	spark_push(&sp, 8, true, 1);
	/* 1/8*7 = 0.875 -> level 1 (U+2582), 8 -> level 7 (U+2588) */
	assert_int_equal(spark_render(&sp, 10, true, out, sizeof(out)), 2);
	assert_string_equal(out, "\u2582\u2588");
	/* no room for the second glyph (3 bytes each, plus the NUL) */
	assert_int_equal(spark_render(&sp, 10, true, out, 6), 1);
	assert_string_equal(out, "\u2582");
}

static void test_last_minute_only(void **state)
{
	(void)state;
	spark_clear(&sp);
	/* 1 s intervals: 60 are a minute; the 61st pushes the first out */
	for (int i = 0; i < 61; i++)
		spark_push(&sp, i == 0 ? 100 : 1, true, 1);
	assert_int_equal(sp.n, 60);
	assert_true(spark_max(&sp) == 1);
	/* one 5 s interval after four 20 s ones: 20+20+5 fits, a third 20 does not */
	spark_clear(&sp);
	for (int i = 0; i < 4; i++)
		spark_push(&sp, 1, true, 20);
	spark_push(&sp, 1, true, 5);
	assert_int_equal(sp.n, 3);
	/* a single interval longer than the minute is still shown */
	spark_push(&sp, 1, true, 90);
	assert_int_equal(sp.n, 1);
	/* at 0.1 s the ring holds 600 samples, under its capacity */
	spark_clear(&sp);
	for (int i = 0; i < 2000; i++)
		spark_push(&sp, 1, true, 0.1);
	assert_in_range(sp.n, 599, 601);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_levels_ascii),
		cmocka_unit_test(test_levels_utf8),
		cmocka_unit_test(test_last_minute_only),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
