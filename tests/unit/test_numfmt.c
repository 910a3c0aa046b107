// SPDX-License-Identifier: GPL-2.0-only
/*
 * output/numfmt.c and the cell text built on it: the characters printf's
 * conversions write, for halves that round to even, values whose decimal
 * spelling is not their binary value, negatives that round to zero, the
 * ends of the integer types and the widths turbostat pads to.  Expected
 * text is written out in full, with the exact binary value where it
 * decides the rounding; one test also compares with snprintf() itself
 * over a sweep of values.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "output/numfmt.h"
#include "output/render.h"

static const char *fixed(double v, int decimals)
{
	static char buf[NUMFMT_MAX];
	size_t n = 0;

	if (!numfmt_fixed(buf, v, decimals, &n))
		return "(none)";
	assert_int_equal(n, strlen(buf));
	return buf;
}

static void test_fixed_halves_round_to_even(void **state)
{
	(void)state;
	/* exact binary halves: the even neighbour, as glibc's printf rounds */
	assert_string_equal(fixed(0.5, 0), "0");
	assert_string_equal(fixed(1.5, 0), "2");
	assert_string_equal(fixed(2.5, 0), "2");
	assert_string_equal(fixed(3.5, 0), "4");
	assert_string_equal(fixed(0.125, 2), "0.12");	/* 1/8: 12.5 hundredths, 12 is even */
	assert_string_equal(fixed(0.375, 2), "0.38");	/* 3/8: 37.5 hundredths, to 38 */
	/* 2^52 - 0.5 (a double: the spacing there is 0.5): ...495 is odd, so up to ...496 */
	assert_string_equal(fixed(4503599627370495.5, 0), "4503599627370496");
	assert_string_equal(fixed(4503599627370495.5, 2), "4503599627370495.50");
}

static void test_fixed_binary_value_decides(void **state)
{
	(void)state;
	/* 2.675 is 2.67499999999999982236431605997495353221893310546875: below the half */
	assert_string_equal(fixed(2.675, 2), "2.67");
	/* 1.005 is 1.00499999999999989341858963598497211933135986328125 */
	assert_string_equal(fixed(1.005, 2), "1.00");
	/* 0.005 is 0.005000000000000000104083408558608425664715468883514404296875: above it */
	assert_string_equal(fixed(0.005, 2), "0.01");
	/* 99.995 is 99.9950000000000045474735088646411895751953125: carries into a new digit */
	assert_string_equal(fixed(99.995, 2), "100.00");
	/* 0.995 is 0.99499999999999999555910790149937383830547332763671875 */
	assert_string_equal(fixed(0.995, 2), "0.99");
	/* 1234.565 is 1234.56500000000005456968210637569427490234375 */
	assert_string_equal(fixed(1234.565, 2), "1234.57");
	assert_string_equal(fixed(1234.565, 0), "1235");
	/* 1e15 + 0.1 is 1000000000000000.125 */
	assert_string_equal(fixed(1e15 + 0.1, 2), "1000000000000000.12");
}

static void test_fixed_signs_and_ends(void **state)
{
	(void)state;
	assert_string_equal(fixed(0.0, 2), "0.00");
	/* printf keeps the sign of a negative that rounds to zero, and of -0 */
	assert_string_equal(fixed(-0.0, 2), "-0.00");
	assert_string_equal(fixed(-0.001, 2), "-0.00");
	assert_string_equal(fixed(-0.4, 0), "-0");
	assert_string_equal(fixed(-0.125, 2), "-0.12");
	assert_string_equal(fixed(-2.675, 2), "-2.67");
	assert_string_equal(fixed(-2.5, 0), "-2");
	/* the smallest subnormal, 2^-1074 */
	assert_string_equal(fixed(5e-324, 2), "0.00");
	assert_string_equal(fixed(-5e-324, 0), "-0");
	/* 2^62 = 4611686018427387904 and the largest double under 2^63, 2^63 - 1024 */
	assert_string_equal(fixed(0x1p62, 2), "4611686018427387904.00");
	assert_string_equal(fixed(0x1p63 - 1024, 0), "9223372036854774784");
	/* from 2^63 on, and for what is not a number, the caller asks printf */
	assert_string_equal(fixed(0x1p63, 0), "(none)");
	assert_string_equal(fixed(-1e300, 2), "(none)");
	assert_string_equal(fixed(INFINITY, 2), "(none)");
	assert_string_equal(fixed(NAN, 0), "(none)");
	assert_string_equal(fixed(1.0, 1), "(none)");
}

/* The same text as snprintf over a sweep: every thousandth in +-200, halves and ulp neighbours. */
static void test_fixed_matches_printf(void **state)
{
	char want[64], got[NUMFMT_MAX];
	size_t n;

	(void)state;
	for (int k = -200000; k <= 200000; k++) {
		double vs[] = { k / 1000.0, k / 8.0, nextafter(k / 200.0, 1e9), nextafter(k / 200.0, -1e9),
				k * 1e9 + 0.5, ldexp(k, 40) };

		for (size_t i = 0; i < sizeof(vs) / sizeof(vs[0]); i++) {
			for (int d = 0; d <= 2; d += 2) {
				snprintf(want, sizeof(want), "%.*f", d, vs[i]);
				assert_true(numfmt_fixed(got, vs[i], d, &n));
				assert_string_equal(got, want);
			}
		}
	}
}

static void test_integers(void **state)
{
	char buf[NUMFMT_MAX];

	(void)state;
	assert_int_equal(numfmt_u64(buf, 0), 1);
	assert_string_equal(buf, "0");
	assert_int_equal(numfmt_u64(buf, UINT64_MAX), 20);
	assert_string_equal(buf, "18446744073709551615");
	numfmt_i64(buf, -42);
	assert_string_equal(buf, "-42");
	assert_int_equal(numfmt_i64(buf, INT64_MIN), 20);
	assert_string_equal(buf, "-9223372036854775808");
	numfmt_hex(buf, 0xabc, 8);
	assert_string_equal(buf, "00000abc");
	numfmt_hex(buf, 0, 8);
	assert_string_equal(buf, "00000000");
	numfmt_hex(buf, UINT64_MAX, 16);
	assert_string_equal(buf, "ffffffffffffffff");
	numfmt_hex(buf, 0x123456789ull, 8);	/* wider than the digits asked: all of it, as %08llx */
	assert_string_equal(buf, "123456789");
	strcpy(buf, "42");
	assert_int_equal(numfmt_pad(buf, 2, 5, false), 5);
	assert_string_equal(buf, "   42");
	strcpy(buf, "42");
	assert_int_equal(numfmt_pad(buf, 2, 8, true), 8);
	assert_string_equal(buf, "42      ");
	strcpy(buf, "123456");
	assert_int_equal(numfmt_pad(buf, 6, 5, false), 6);
	assert_string_equal(buf, "123456");
}

static const char *cell(enum col_fmt fmt, int st, double v, uint64_t u, bool wide, size_t len)
{
	static char buf[64];
	struct out_col oc = { .id = COL_IRQ, .fmt = fmt };
	struct cell c = { .st = st };

	if (cell_exact(fmt))
		c.u = u;
	else
		c.v = v;
	size_t n = render_cell_text(&oc, &c, false, wide, buf, len);

	assert_int_equal(n, strlen(buf));
	return buf;
}

static void test_cell_text(void **state)
{
	(void)state;
	assert_string_equal(cell(FMT_PCT, CELL_RESET, 1, 0, false, 64), "**.**");
	assert_string_equal(cell(FMT_PCT, CELL_NAN, 1, 0, false, 64), "nan");
	assert_string_equal(cell(FMT_PCT, CELL_OK, NAN, 0, false, 64), "nan");
	assert_string_equal(cell(FMT_PCT, CELL_ABSENT, 1, 0, false, 64), "-");
	assert_string_equal(cell(FMT_PCT, CELL_OK, 99.995, 0, false, 64), "100.00");
	assert_string_equal(cell(FMT_MHZ, CELL_OK, 2399.5, 0, false, 64), "2400");
	assert_string_equal(cell(FMT_ID, CELL_OK, -1.9, 0, false, 64), "-1");	/* (int) truncates */
	/* %llu of llround(): 2.5 rounds away from zero */
	assert_string_equal(cell(FMT_COUNT, CELL_OK, 2.5, 0, false, 64), "3");
	assert_string_equal(cell(FMT_COUNT, CELL_OK, 1234, 0, true, 64), "    1234");
	/* %llu of a negative count: its two's complement, 2^64 - 1 */
	assert_string_equal(cell(FMT_COUNT, CELL_OK, -1, 0, false, 64), "18446744073709551615");
	assert_string_equal(cell(FMT_COUNT64, CELL_OK, 7, 0, false, 64), "7       ");
	assert_string_equal(cell(FMT_HEX32, CELL_OK, 0, 0x1deadbeefull, false, 64), "deadbeef");
	assert_string_equal(cell(FMT_HEX64, CELL_OK, 0, 0x1234, false, 64), "0000000000001234");
	/* a register value whose bits, read as a double, are a NaN (exponent all ones): still its hex */
	assert_string_equal(cell(FMT_HEX64, CELL_OK, 0, 0xFFF8000000000001ull, false, 64), "fff8000000000001");
	assert_string_equal(cell(FMT_USEC, CELL_OK, -3, 0, false, 64), "   -3");
	assert_string_equal(cell(FMT_USEC, CELL_OK, 123456, 0, false, 64), "123456");
	assert_string_equal(cell(FMT_TOD, CELL_OK, 1796213000123456.0, 0, false, 64), "1796213000.123456");
	assert_string_equal(cell(FMT_TOD, CELL_OK, 5, 0, false, 64), "         0.000005");
	/* before 1970: 0 s and -1 us, each part printed with its own sign, as "%10lld.%06lld" does */
	assert_string_equal(cell(FMT_TOD, CELL_OK, -1, 0, false, 64), "         0.-00001");
	/* past 2^63: printf's "%.0f" of it */
	assert_string_equal(cell(FMT_WATT, CELL_OK, 1e19, 0, false, 64), "10000000000000000000.00");
	/* a short buffer cuts the text, as snprintf would */
	assert_string_equal(cell(FMT_COUNT, CELL_OK, 12345, 0, false, 4), "123");
	assert_string_equal(cell(FMT_WATT, CELL_OK, 1e19, 0, false, 4), "100");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fixed_halves_round_to_even),
		cmocka_unit_test(test_fixed_binary_value_decides),
		cmocka_unit_test(test_fixed_signs_and_ends),
		cmocka_unit_test(test_fixed_matches_printf),
		cmocka_unit_test(test_integers),
		cmocka_unit_test(test_cell_text),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
