// SPDX-License-Identifier: GPL-2.0-only
/* One-line messages: control characters of what a user typed as C escapes (output/say.h). */
#include <stdarg.h>
#include <string.h>

#include "output/say.h"

/* The letter of a C escape for @c, or 0 where it has none (then \xHH). */
static char letter(unsigned char c)
{
	static const char from[] = "\a\b\t\n\v\f\r", to[] = "abtnvfr";
	const char *at = c ? strchr(from, c) : NULL;

	return at ? to[at - from] : 0;
}

/* How many bytes at @s are a control character: 1 for C0 and DEL, 2 for a C1 control in UTF-8 (U+0080-U+009F). */
static int control_len(const unsigned char *s)
{
	if (s[0] < 0x20 || s[0] == 0x7f)
		return 1;
	return s[0] == 0xc2 && s[1] >= 0x80 && s[1] <= 0x9f ? 2 : 0;
}

size_t say_escape(char *buf, size_t len, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *p = (const unsigned char *)s;
	size_t at = 0;

	if (!len)
		return 0;
	while (*p) {
		char e[8];
		size_t n = 0;
		int cl = control_len(p);

		if (!cl) {
			e[n++] = (char)*p++;
		} else if (letter(*p)) {
			e[n++] = '\\';
			e[n++] = letter(*p++);
		} else {
			for (int i = 0; i < cl; i++, p++) {
				e[n++] = '\\';
				e[n++] = 'x';
				e[n++] = hex[*p >> 4];
				e[n++] = hex[*p & 15];
			}
		}
		if (at + n >= len)
			break;	/* cut before an escape, never inside one */
		memcpy(buf + at, e, n);
		at += n;
	}
	buf[at] = 0;
	return at;
}

void say(FILE *f, const char *prog, const char *fmt, ...)
{
	char text[4096], line[4 * sizeof(text)];
	va_list ap;
	int n = snprintf(text, sizeof(text), "%s: ", prog);

	va_start(ap, fmt);
	if (n > 0 && (size_t)n < sizeof(text))
		vsnprintf(text + n, sizeof(text) - (size_t)n, fmt, ap);
	va_end(ap);
	say_escape(line, sizeof(line), text);
	fprintf(f, "%s\n", line);
}
