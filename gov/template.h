/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --governor-template NAME (gov/template.c): the C source of a built-in
 * governor written against the public header, gov/tmpl/NAME.c, as the
 * build embedded it (make: build/gen/gov_templates.h).  The text printed is
 * the text compiled in, so a template decides as the built-in does.
 */
#ifndef TSNG_GOV_TEMPLATE_H
#define TSNG_GOV_TEMPLATE_H

#include <stdio.h>

/* The template's text on @out: 0, -ENOENT when there is none of that name, -EIO when writing failed. */
int gov_template_print(const char *name, FILE *out);
/* "schedutil ..." : the names, space-separated, into @buf. */
void gov_template_names(char *buf, size_t len);

#endif
