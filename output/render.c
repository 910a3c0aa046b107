// SPDX-License-Identifier: GPL-2.0-only
/* The render loop shared by every format, and turbostat's text for one cell. */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/limits.h"
#include "decode/why.h"
#include "output/numfmt.h"
#include "decode/stats.h"
#include "output/render.h"

extern const struct render_ops render_turbostat, render_csv, render_json, render_prometheus, render_why;

static const struct render_ops *const renderers[FORMAT_COUNT] = {
	[FORMAT_TURBOSTAT] = &render_turbostat, [FORMAT_CSV] = &render_csv, [FORMAT_JSON] = &render_json,
	[FORMAT_PROMETHEUS] = &render_prometheus, [FORMAT_WHY] = &render_why,
};

int render_format_parse(const char *name, enum out_format *f)
{
	for (size_t i = 0; i < FORMAT_COUNT; i++)
		if (strcmp(renderers[i]->name, name) == 0) {
			*f = (enum out_format)i;
			return 0;
		}
	return -EINVAL;
}

const struct render_ops *render_of(enum out_format f)
{
	return renderers[f];
}

const char *render_format_name(size_t i)
{
	return i < FORMAT_COUNT ? renderers[i]->name : NULL;
}

bool render_cell_of(const struct table *t, const struct cell *cells, enum col_id id, double *v)
{
	for (int c = 0; c < t->ncols; c++)
		if (t->cols[c].id == id) {
			*v = cells[c].v;
			return cells[c].st == CELL_OK;
		}
	return false;
}

void render_findings(const struct renderer *r, const struct table *t, const char *prog, FILE *diag)
{
	char line[384];

	if (r->ops->shows_findings || !t->plaus)
		return;
	for (int i = 0; i < t->plaus->n; i++) {
		plaus_line(&t->plaus->f[i], line, sizeof(line));
		fprintf(diag, "%s: %s\n", prog, line);
	}
}

void render_end(struct renderer *r)
{
	if (r->ops->end)
		r->ops->end(r);
	if (r->acc) {
		stats_free(r->acc);
		free(r->acc);
		r->acc = NULL;
	}
}

/*
 * An interval record into the run's accumulator, made at the first; later
 * intervals of another layout (a CPU came or went) are not added to it.
 */
static void accumulate(struct renderer *r, const struct table *t)
{
	if (r->kind != REC_INTERVAL)
		return;
	if (!r->acc) {
		r->acc = calloc(1, sizeof(*r->acc));
		/* every row's totals only for a format that reports them, of its counters only */
		if (!r->acc || stats_init(r->acc, t, r->ops->row_totals)) {
			free(r->acc);
			r->acc = NULL;
			return;
		}
	}
	if (r->acc->ncols == t->ncols && r->acc->table_rows == t->nrows)
		stats_add(r->acc, t);
}

/* The table is written out now: a full disk or a closed reader is known at once, not at exit. */
static int render_flush(struct renderer *r)
{
	r->interval += r->kind == REC_INTERVAL;
	if (r->err || !r->out)	/* Prometheus' publish said what it did */
		return r->err;
	if (fflush(r->out))
		return -errno;
	return ferror(r->out) ? -EIO : 0;
}

void render_accumulate(struct renderer *r, const struct table *t)
{
	accumulate(r, t);
	if (r->tee)
		render_accumulate(r->tee, t);
}

static int render_one(struct renderer *r, const struct table *t)
{
	accumulate(r, t);
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

int render_interval(struct renderer *r, const struct table *t)
{
	int rc = render_one(r, t), tee = r->tee ? render_interval(r->tee, t) : 0;

	return rc ? rc : tee;
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

/* snprintf(@buf, @len, "%s", @text)'s result: the text cut to fit; returns the length written. */
static size_t put(char *buf, size_t len, const char *text, size_t n)
{
	if (!len)
		return 0;
	if (n >= len)
		n = len - 1;
	memcpy(buf, text, n);
	buf[n] = '\0';
	return n;
}

/* The length snprintf(@buf, @len, ...) wrote, from what it returned. */
static size_t written(int ret, size_t len)
{
	if (ret < 0 || !len)
		return 0;
	return (size_t)ret < len ? (size_t)ret : len - 1;
}

/* "%.0f" or "%.2f" of @v; printf itself only past 2^63, where numfmt stops. */
static size_t fixed(char *buf, size_t len, double v, int decimals)
{
	char t[NUMFMT_MAX];
	size_t n;

	if (numfmt_fixed(t, v, decimals, &n))
		return put(buf, len, t, n);
	return written(snprintf(buf, len, "%.*f", decimals, v), len);
}

/* "%10lld.%06lld" of a time of day in microseconds. */
static size_t time_of_day(char *buf, size_t len, long long us)
{
	char t[NUMFMT_MAX + 8];
	size_t n;
	long long frac = us % 1000000;

	if (us < 0)	/* a recording's clock before 1970: the sign on both parts, as printf writes it */
		return written(snprintf(buf, len, "%10lld.%06lld", us / 1000000, frac), len);
	n = numfmt_pad(t, numfmt_i64(t, us / 1000000), 10, false);
	t[n++] = '.';
	for (int i = 5; i >= 0; i--, frac /= 10)
		t[n + i] = (char)('0' + frac % 10);
	return put(buf, len, t, n + 6);
}

size_t render_cell_text(const struct out_col *oc, const struct cell *c, bool summary, bool wide,
			char *buf, size_t len)
{
	enum col_fmt fmt = oc->fmt;
	char t[NUMFMT_MAX];
	size_t n = 0;

	if (c->st == CELL_RESET)
		return put(buf, len, "**.**", 5);
	if (c->st == CELL_NEG)
		return put(buf, len, "(neg)", 5);
	/* a scale or count from a recording can make a value infinite: no number to print */
	if (c->st == CELL_NAN || (c->st == CELL_OK && !cell_exact(fmt) && !isfinite(c->v)))
		return put(buf, len, "nan", 3);
	if (c->st == CELL_ABSENT)
		return put(buf, len, "-", 1);
	(void)summary;
	/* a value from a recording may be beyond the integer type (converting it would be undefined):
	 * it prints as the number it is */
	if (!cell_exact(fmt) && !fits_format(fmt, c->v))
		return fixed(buf, len, c->v, 0);
	switch (fmt) {
	case FMT_ID:
	case FMT_DEGC:
		n = numfmt_i64(t, (int)c->v);
		break;
	case FMT_PCT:
	case FMT_WATT:
	case FMT_PER:
		return fixed(buf, len, c->v, 2);
	case FMT_MHZ:
	case FMT_RATIO:
	case FMT_PSTATE:
	case FMT_MPS:
		return fixed(buf, len, c->v, 0);
	case FMT_COUNT:		/* "%8llu" wide, else "%llu" */
		n = numfmt_pad(t, numfmt_u64(t, (unsigned long long)llround(c->v)), wide ? 8 : 0, false);
		break;
	case FMT_COUNT64:	/* "%-8llu" */
		n = numfmt_pad(t, numfmt_u64(t, (unsigned long long)llround(c->v)), 8, true);
		break;
	case FMT_HEX32:		/* "%08x" */
		n = numfmt_hex(t, (unsigned)c->u, 8);
		break;
	case FMT_HEX64:		/* "%016llx" */
		n = numfmt_hex(t, c->u, 16);
		break;
	case FMT_USEC:		/* "%5ld" */
		n = numfmt_pad(t, numfmt_i64(t, (long)c->v), 5, false);
		break;
	case FMT_TOD:
		return time_of_day(buf, len, llround(c->v));
	case FMT_FLAGS:		/* the reasons' letters, "." for none */
		return limits_letters(limits_layout(oc->plr), (uint64_t)c->v, buf, len);	/* 16 bits: exact */
	case FMT_WHY:
		return put(buf, len, why_word((int)c->v), strlen(why_word((int)c->v)));
	}
	return put(buf, len, t, n);
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
