/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Sparklines for the top view's header (top/spark.c): a ring of the last
 * minute of one summary value, drawn one character per interval.
 */
#ifndef TSNG_TOP_SPARK_H
#define TSNG_TOP_SPARK_H

#include <stdbool.h>
#include <stddef.h>

#define SPARK_SPAN_S 60.0	/* history kept: the last minute */
#define SPARK_CAP 1024		/* samples: a minute at the shortest interval the view offers */

struct spark {
	int head, n;		/* v[head] is the newest sample */
	double v[SPARK_CAP];
	double dt[SPARK_CAP];	/* interval length of each sample, seconds */
	bool ok[SPARK_CAP];	/* false: no value that interval (a gap in the line) */
};

void spark_clear(struct spark *s);

/* Adds one interval's value; samples older than SPARK_SPAN_S fall off. */
void spark_push(struct spark *s, double v, bool ok, double dt);

/* Largest value held, 0 when none. */
double spark_max(const struct spark *s);

/*
 * The newest @width samples as text, oldest left, scaled from 0 to
 * spark_max(): eight levels, Unicode blocks when @utf8 else ASCII; a gap
 * is a space.  Returns the number of samples drawn.
 */
int spark_render(const struct spark *s, int width, bool utf8, char *out, size_t len);

#endif
