// SPDX-License-Identifier: GPL-2.0-only
/*
 * include/suggest.h: git's weighted edit distance (help.c: levenshtein(cmd, candidate, 0, 2,
 * 1, 3), a transposition 0, a substitution 2, a character to add 1, one to remove 3; nothing
 * at SIMILARITY_FLOOR 7 or more), each distance below worked by hand.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "suggest.h"

static void test_suggest_distance(void **state)
{
	(void)state;
	assert_int_equal(suggest_distance("Bsy%", "Busy%"), 1);		/* add 'u' */
	assert_int_equal(suggest_distance("schedutl", "schedutil"), 1);	/* add 'i' */
	assert_int_equal(suggest_distance("skl4c", "skl-4c"), 1);	/* add '-' */
	assert_int_equal(suggest_distance("ab", "ba"), 0);		/* transpose */
	assert_int_equal(suggest_distance("abc", "abd"), 2);		/* substitute */
	assert_int_equal(suggest_distance("abcd", "abc"), 3);		/* remove */
	assert_int_equal(suggest_distance("", "abc"), 3);		/* add three */
	/* IRQ from xyzzy: three substitutions (6) and two removals (6) */
	assert_int_equal(suggest_distance("xyzzy", "IRQ"), 12);
}

static void test_suggest_nearest(void **state)
{
	static const char *const names[] = { "bursty", "bursty-short", "steady", "Busy%", "IRQ" };
	struct suggest sg;
	char buf[64];

	(void)state;
	suggest_init(&sg, "burst");		/* a name the word begins: 1; bursty-short too, but later */
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		suggest_try(&sg, names[i]);
	assert_string_equal(suggest_text(&sg, buf, sizeof(buf)), "; did you mean 'bursty'?");
	suggest_init(&sg, "xyzzy");		/* nothing under 7 */
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		suggest_try(&sg, names[i]);
	assert_null(sg.best);
	assert_string_equal(suggest_text(&sg, buf, sizeof(buf)), "");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_suggest_distance),
		cmocka_unit_test(test_suggest_nearest),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
