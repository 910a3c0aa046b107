// SPDX-License-Identifier: GPL-2.0-only
/*
 * Number text for table cells.  A 256-CPU interval prints thousands of
 * cells, and snprintf() parses its format and, for "%.2f", expands the
 * double in multi-precision arithmetic for each one; these write the same
 * characters directly.
 */
#include <string.h>

#include "output/numfmt.h"

size_t numfmt_u64(char *p, uint64_t v)
{
	char tmp[20];
	size_t n = 0;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (size_t i = 0; i < n; i++)
		p[i] = tmp[n - 1 - i];
	p[n] = '\0';
	return n;
}

size_t numfmt_i64(char *p, int64_t v)
{
	if (v >= 0)
		return numfmt_u64(p, (uint64_t)v);
	*p = '-';
	/* the magnitude in unsigned arithmetic, so that INT64_MIN has one */
	return 1 + numfmt_u64(p + 1, 0 - (uint64_t)v);
}

size_t numfmt_hex(char *p, uint64_t v, int digits)
{
	static const char xdigit[] = "0123456789abcdef";
	int n = 1;

	while (n < 16 && v >> (4 * n))
		n++;
	if (n < digits)
		n = digits;
	for (int i = n - 1; i >= 0; i--, v >>= 4)
		p[i] = xdigit[v & 0xf];
	p[n] = '\0';
	return (size_t)n;
}

/*
 * round(m * 2^-s * mult), halves to even, exactly: m < 2^53 and mult <= 100,
 * so m * mult < 2^60 fits, and the bits shifted out decide the rounding.
 */
static uint64_t scaled_round(uint64_t m, unsigned s, unsigned mult)
{
	uint64_t x = m * mult;

	if (s >= 64)	/* x * 2^-s < 2^-4: rounds to 0 */
		return 0;
	uint64_t q = x >> s, rest = x & ((1ull << s) - 1), half = 1ull << (s - 1);

	if (rest > half || (rest == half && (q & 1)))
		q++;
	return q;
}

bool numfmt_fixed(char *p, double v, int decimals, size_t *len)
{
	uint64_t bits, q, ipart, frac = 0;
	unsigned mult = decimals == 2 ? 100 : 1;

	if (decimals != 0 && decimals != 2)
		return false;
	memcpy(&bits, &v, sizeof(bits));
	/* IEEE 754 binary64: sign, 11 exponent bits biased by 1023, 52 fraction bits */
	int biased = (int)(bits >> 52 & 0x7ff);
	uint64_t m = bits & ((1ull << 52) - 1);
	int e2 = biased ? biased - 1075 : -1074;	/* |v| = m * 2^e2 */

	if (biased == 0x7ff || e2 > 10)		/* not finite, or 2^63 or more */
		return false;
	if (biased)
		m |= 1ull << 52;
	if (e2 >= 0) {
		ipart = m << e2;	/* an integer already: nothing to round */
	} else {
		q = scaled_round(m, (unsigned)-e2, mult);
		ipart = q / mult;
		frac = q % mult;
	}
	size_t n = 0;

	if (bits >> 63)
		p[n++] = '-';
	n += numfmt_u64(p + n, ipart);
	if (decimals) {
		p[n++] = '.';
		p[n++] = (char)('0' + frac / 10);
		p[n++] = (char)('0' + frac % 10);
		p[n] = '\0';
	}
	*len = n;
	return true;
}

size_t numfmt_pad(char *p, size_t len, int width, bool left_align)
{
	size_t w = width > 0 ? (size_t)width : 0;

	if (len >= w)
		return len;
	if (left_align) {
		memset(p + len, ' ', w - len);
	} else {
		memmove(p + w - len, p, len);
		memset(p, ' ', w - len);
	}
	p[w] = '\0';
	return w;
}
