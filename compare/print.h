/* SPDX-License-Identifier: GPL-2.0-only */
/* The compare table as aligned text, CSV or one JSON object (compare/print.c). */
#ifndef TSNG_COMPARE_PRINT_H
#define TSNG_COMPARE_PRINT_H

#include <stdio.h>

#include "compare/table.h"

void cmp_print_text(const struct cmp_table *t, FILE *out);
void cmp_print_csv(const struct cmp_table *t, FILE *out);
void cmp_print_json(const struct cmp_table *t, FILE *out);

#endif
