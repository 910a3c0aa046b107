/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Number text without the printf machinery (output/numfmt.c), for the cells
 * of every row: the same characters as the printf conversion each names,
 * at a fraction of its cost.  Each writes at @p, NUL-terminated, and
 * returns the length.
 */
#ifndef TSNG_NUMFMT_H
#define TSNG_NUMFMT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Longest text any of these writes, with its NUL: a sign, 20 digits, a point, 2 decimals. */
#define NUMFMT_MAX 32

/* "%llu" of @v. */
size_t numfmt_u64(char *p, uint64_t v);

/* "%lld" of @v. */
size_t numfmt_i64(char *p, int64_t v);

/* "%0*llx" of @v with @digits (at most 16). */
size_t numfmt_hex(char *p, uint64_t v, int digits);

/*
 * "%.0f" (@decimals 0) or "%.2f" (2) of a finite @v whose magnitude is under
 * 2^63: the exact binary value rounded half to even, as glibc rounds, with
 * the sign of a negative value kept when it rounds to zero ("-0.00").
 * Returns false, writing nothing, for any other @v or @decimals.
 */
bool numfmt_fixed(char *p, double v, int decimals, size_t *len);

/* Pads the @len characters at @p with spaces to @width: on the left (right-aligned, "%*s") or after ("%-*s"). */
size_t numfmt_pad(char *p, size_t len, int width, bool left_align);

#endif
