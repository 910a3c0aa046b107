// SPDX-License-Identifier: GPL-2.0-only
/*
 * measure/gzip.c: which Accept-Encoding values accept gzip (RFC 9110
 * section 12.5.3, its examples among them), and the gzip member's frame
 * (RFC 1952 section 2.3: ID1 0x1f, ID2 0x8b, CM 8 = deflate; the trailer's
 * CRC-32 and ISIZE, little-endian) for the pangram whose CRC-32 is the
 * widely published 0x414FA339.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "measure/gzip.h"

static void test_accepted(void **state)
{
	(void)state;
	/* RFC 9110's examples */
	assert_true(gzip_accepted("compress, gzip"));
	assert_false(gzip_accepted(""));
	assert_true(gzip_accepted("*"));
	assert_true(gzip_accepted("compress;q=0.5, gzip;q=1.0"));
	assert_true(gzip_accepted("gzip;q=1.0, identity; q=0.5, *;q=0"));
	/* what Prometheus sends, and other spellings */
	assert_true(gzip_accepted("gzip"));
	assert_true(gzip_accepted("GZip"));
	assert_true(gzip_accepted("x-gzip"));
	assert_true(gzip_accepted("deflate, gzip;q=0.001"));
	/* refused, or not named */
	assert_false(gzip_accepted(NULL));
	assert_false(gzip_accepted("gzip;q=0"));
	assert_false(gzip_accepted("gzip; q=0.000, identity"));
	assert_false(gzip_accepted("*;q=0"));
	assert_false(gzip_accepted("*, gzip;q=0"));
	assert_false(gzip_accepted("br, deflate, gzipx"));
	assert_false(gzip_accepted("identity"));
}

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void test_frame(void **state)
{
	static const char fox[] = "The quick brown fox jumps over the lazy dog";
	char why[256], *out;
	size_t len;

	(void)state;
	assert_int_equal(gzip_load(why, sizeof(why)), 0);
	assert_int_equal(gzip_compress(fox, strlen(fox), &out, &len), 0);
	const unsigned char *g = (const unsigned char *)out;

	assert_true(len > 18);
	assert_int_equal(g[0], 0x1f);
	assert_int_equal(g[1], 0x8b);
	assert_int_equal(g[2], 8);
	assert_int_equal(le32(g + len - 8), 0x414FA339u);
	assert_int_equal(le32(g + len - 4), 43);
	free(out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_accepted),
		cmocka_unit_test(test_frame),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
