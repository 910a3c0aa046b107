// SPDX-License-Identifier: GPL-2.0-only
/* JSON strings for every JSON writer (--format json, --show-turbo, --simulate). */
#include "output/jsonw.h"

void jsonw_str(FILE *out, const char *s)
{
	if (!s) {
		fputs("null", out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fprintf(out, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", (unsigned char)*s);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}
