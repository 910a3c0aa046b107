/* The render loop shared by every format, and turbostat's text for one cell. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "output/render.h"

extern const struct render_ops render_turbostat, render_csv, render_json, render_prometheus;

static const struct render_ops *const renderers[] = { &render_turbostat, &render_csv, &render_json,
						      &render_prometheus };

const struct render_ops *render_find(const char *format)
{
	for (size_t i = 0; i < sizeof(renderers) / sizeof(renderers[0]); i++)
		if (strcmp(renderers[i]->name, format) == 0)
			return renderers[i];
	return NULL;
}

void render_end(struct renderer *r)
{
	if (r->ops->end)
		r->ops->end(r);
}

/* The table is written out now: a full disk or a closed reader is known at once, not at exit. */
static int render_flush(struct renderer *r)
{
	r->interval += r->kind == REC_INTERVAL;
	if (!r->out)	/* a Prometheus textfile (r->out_path) is written and renamed whole */
		return 0;
	if (fflush(r->out))
		return -errno;
	return ferror(r->out) ? -EIO : 0;
}

int render_interval(struct renderer *r, const struct table *t)
{
	if (r->interval == 0 && r->ops->begin)
		r->ops->begin(r, t);
	if (r->ops->interval) {
		r->ops->interval(r, t);
		return render_flush(r);
	}
	bool header = !r->summary_only || r->interval == 0 ||
		      (r->header_every && r->interval % r->header_every == 0);

	if (header && r->ops->header)
		r->ops->header(r, t);
	for (int i = 0; i < t->nrows; i++)
		if (t->rows[i].shown && (i == 0 || !r->summary_only))
			r->ops->row(r, t, i);
	return render_flush(r);
}

/* Whether @v converts to the integer type @fmt prints with (int, long, long long). */
static bool fits_format(enum col_fmt fmt, double v)
{
	switch (fmt) {
	case FMT_ID:
	case FMT_DEGC:
		return v > INT_MIN - 1.0 && v < INT_MAX + 1.0;
	case FMT_USEC:		/* long: 64 bits on x86_64 Linux */
	case FMT_COUNT:		/* llround(): long long */
	case FMT_COUNT64:
	case FMT_TOD:
		return v > -0x1p63 && v < 0x1p63;
	default:
		return true;
	}
}

void render_cell_text(const struct out_col *oc, const struct cell *c, bool summary, bool wide,
		      char *buf, size_t len)
{
	enum col_fmt fmt = oc->fmt;

	if (c->st == CELL_RESET) {
		snprintf(buf, len, "**.**");
		return;
	}
	/* a scale or count from a recording can make a value infinite: no number to print */
	if (c->st == CELL_NAN || (c->st == CELL_OK && !isfinite(c->v))) {
		snprintf(buf, len, "nan");
		return;
	}
	if (c->st == CELL_ABSENT) {
		snprintf(buf, len, "-");
		return;
	}
	(void)summary;
	/* a value from a recording may be beyond the integer type (converting it would be undefined):
	 * it prints as the number it is */
	if (!fits_format(fmt, c->v)) {
		snprintf(buf, len, "%.0f", c->v);
		return;
	}
	switch (fmt) {
	case FMT_ID:
	case FMT_DEGC:
		snprintf(buf, len, "%d", (int)c->v);
		break;
	case FMT_PCT:
	case FMT_WATT:
	case FMT_PER:
		snprintf(buf, len, "%.2f", c->v);
		break;
	case FMT_MHZ:
	case FMT_RATIO:
	case FMT_PSTATE:
	case FMT_KPS:
		snprintf(buf, len, "%.0f", c->v);
		break;
	case FMT_COUNT:
		snprintf(buf, len, wide ? "%8llu" : "%llu", (unsigned long long)llround(c->v));
		break;
	case FMT_COUNT64:
		snprintf(buf, len, "%-8llu", (unsigned long long)llround(c->v));
		break;
	case FMT_HEX32:
		snprintf(buf, len, "%08x", (unsigned)c->u);
		break;
	case FMT_HEX64:
		snprintf(buf, len, "%016llx", (unsigned long long)c->u);
		break;
	case FMT_USEC:
		snprintf(buf, len, "%5ld", (long)c->v);
		break;
	case FMT_TOD: {
		long long us = llround(c->v);

		snprintf(buf, len, "%10lld.%06lld", us / 1000000, us % 1000000);
		break;
	}
	}
}

void render_cell_plain(const struct out_col *oc, const struct cell *c, char *buf, size_t len)
{
	char text[64];
	const char *p = text;

	render_cell_text(oc, c, false, false, text, sizeof(text));
	while (*p == ' ')
		p++;
	snprintf(buf, len, "%.*s", (int)strcspn(p, " "), p);
}
