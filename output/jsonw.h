/* SPDX-License-Identifier: GPL-2.0-only */
/* Writing JSON text (output/jsonw.c). */
#ifndef TSNG_JSONW_H
#define TSNG_JSONW_H

#include <stdio.h>

/* @s as a JSON string (RFC 8259 escapes), or null when @s is NULL. */
void jsonw_str(FILE *out, const char *s);

#endif
