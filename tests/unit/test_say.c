// SPDX-License-Identifier: GPL-2.0-only
/*
 * Messages with a user's text in them (output/say.c): C0 controls, DEL and
 * the UTF-8 form of C1 controls become C escapes, everything else (UTF-8
 * letters, backslashes) is kept, and a cut never splits an escape.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/say.h"

static void test_controls_as_c_escapes(void **state)
{
	char buf[128];

	(void)state;
	assert_int_equal(say_escape(buf, sizeof(buf), "a\nb\tc\rd\ae\bf\vg\fh"), 22);
	assert_string_equal(buf, "a\\nb\\tc\\rd\\ae\\bf\\vg\\fh");
	say_escape(buf, sizeof(buf), "\x1b[31mred\x01\x7f\x1f");
	assert_string_equal(buf, "\\x1b[31mred\\x01\\x7f\\x1f");
}

/* U+009B (CSI) is 0xc2 0x9b in UTF-8; U+00A0 (0xc2 0xa0) and é (0xc3 0xa9) are text. */
static void test_utf8_c1_escaped_letters_kept(void **state)
{
	char buf[128];

	(void)state;
	say_escape(buf, sizeof(buf), "\xc2\x9b" "2J \xc2\xa0\xc3\xa9 a\\n");
	assert_string_equal(buf, "\\xc2\\x9b2J \xc2\xa0\xc3\xa9 a\\n");
}

/* 6 bytes of room: "ab" and the 4 of "\x1b" would need 7 with the NUL, so the escape is left out whole. */
static void test_cut_between_escapes(void **state)
{
	char buf[6];

	(void)state;
	assert_int_equal(say_escape(buf, sizeof(buf), "ab\x1b" "c"), 2);
	assert_string_equal(buf, "ab");
	assert_int_equal(say_escape(buf, 1, "abc"), 0);
	assert_string_equal(buf, "");
}

static void test_say_writes_one_line(void **state)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	(void)state;
	assert_non_null(f);
	say(f, "prog", "%s: %s", "a\nb", "No such file or directory");
	fclose(f);
	assert_string_equal(text, "prog: a\\nb: No such file or directory\n");
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_controls_as_c_escapes),
		cmocka_unit_test(test_utf8_c1_escaped_letters_kept),
		cmocka_unit_test(test_cut_between_escapes),
		cmocka_unit_test(test_say_writes_one_line),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
