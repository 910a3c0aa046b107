// SPDX-License-Identifier: GPL-2.0-only
/* A fixed ring of (value, interval) pairs, trimmed to the last minute. */
#include <string.h>

#include "spark.h"

static const char *const levels_utf8[8] = {
	"\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588",
};
static const char levels_ascii[8] = { '_', '.', '-', '~', '=', '+', '*', '#' };

void spark_clear(struct spark *s)
{
	memset(s, 0, sizeof(*s));
	s->head = SPARK_CAP - 1;
}

static int idx(const struct spark *s, int age)
{
	return (s->head - age + SPARK_CAP) % SPARK_CAP;
}

void spark_push(struct spark *s, double v, bool ok, double dt)
{
	double span = 0;

	s->head = (s->head + 1) % SPARK_CAP;
	s->v[s->head] = v;
	s->ok[s->head] = ok;
	s->dt[s->head] = dt;
	if (s->n < SPARK_CAP)
		s->n++;
	/* keep the newest samples whose intervals add up to at most a minute (always the newest) */
	for (int age = 0; age < s->n; age++) {
		span += s->dt[idx(s, age)];
		if (age > 0 && span > SPARK_SPAN_S + 1e-9) {
			s->n = age;
			break;
		}
	}
}

double spark_max(const struct spark *s)
{
	double max = 0;

	for (int age = 0; age < s->n; age++)
		if (s->ok[idx(s, age)] && s->v[idx(s, age)] > max)
			max = s->v[idx(s, age)];
	return max;
}

int spark_render(const struct spark *s, int width, bool utf8, char *out, size_t len)
{
	int n = s->n < width ? s->n : width;
	double max = spark_max(s);
	size_t pos = 0;

	if (len)
		out[0] = '\0';
	for (int age = n - 1; age >= 0; age--) {
		int i = idx(s, age);
		int lv = max > 0 && s->v[i] > 0 ? (int)(s->v[i] / max * 7.0 + 0.5) : 0;
		const char *glyph = utf8 ? levels_utf8[lv] : (char[]){ levels_ascii[lv], 0 };

		if (!s->ok[i])
			glyph = " ";
		size_t gl = strlen(glyph);

		if (pos + gl + 1 > len)
			return n - 1 - age;
		memcpy(out + pos, glyph, gl);
		pos += gl;
		out[pos] = '\0';
	}
	return n;
}
