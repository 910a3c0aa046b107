// SPDX-License-Identifier: GPL-2.0-only
/*
 * Prometheus text exposition format 0.0.4 (prometheus.io, "Exposition
 * formats"), a formatter over the table's columns: each column's metric,
 * type, unit and label come from its row of col_exports[] (decode/
 * col_export.c), the run totals the counters report from the run's
 * accumulator (decode/stats.c).  Labels: package, die, core, cpu and
 * core_type by the column's scope; the summary row only for system-wide
 * columns.
 */
#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode/col_export.h"
#include "decode/stats.h"
#include "output/prom.h"
#include "output/render.h"

#define PFX "turbostat_"

enum { PROM_MMAP_MIN = 128 * 1024 };	/* glibc's default M_MMAP_THRESHOLD, held there */

/*
 * How many expositions went out, and the families whose HELP and TYPE the
 * current exposition has (on a stream: the whole stream's, as a name's HELP
 * may come once).  The totals are the run's accumulator's (r->acc).
 */
struct prom {
	const struct stats *st;
	unsigned printed;
	size_t last_len;	/* the last exposition's bytes */
	const char **headed;
	size_t nheaded, cap;
};

/* Whether family @name still needs its HELP and TYPE; notes that it gets them. */
static bool needs_head(struct prom *p, const char *name)
{
	for (size_t i = 0; i < p->nheaded; i++)
		if (!strcmp(p->headed[i], name))
			return false;
	if (p->nheaded == p->cap) {
		size_t cap = p->cap ? 2 * p->cap : 64;
		const char **n = realloc(p->headed, cap * sizeof(*n));

		if (!n)
			return true;	/* a second HELP line rather than a sample without one */
		p->headed = n;
		p->cap = cap;
	}
	p->headed[p->nheaded++] = name;
	return true;
}

static struct prom *prom_state(struct renderer *r, const struct table *t)
{
	struct prom *p = r->priv;

	/* the layout is fixed after the first interval: the totals are of its rows and columns */
	if (!r->acc || r->acc->ncols != t->ncols || r->acc->nrows != t->nrows)
		return NULL;
	if (!p) {
		/*
		 * An exposition of hundreds of KB is made each interval (1.3 MB at
		 * 1024 CPUs): each from its own mapping, returned when freed.  glibc
		 * otherwise raises its mmap threshold past the first one freed, and
		 * every later one comes from the heap, which keeps their peak.
		 */
		mallopt(M_MMAP_THRESHOLD, PROM_MMAP_MIN);
		p = calloc(1, sizeof(*p));
		r->priv = p;
	}
	if (p)
		p->st = r->acc;
	return p;
}

static void prom_end(struct renderer *r)
{
	struct prom *p = r->priv;

	if (p) {
		free(p->headed);
		free(p);
	}
	r->priv = NULL;
}

/* What the accumulator keeps of each row for a column's counter, if it has one. */
static enum stats_keep prom_keep(enum col_id id)
{
	for (int k = 0; k < 2; k++) {
		const struct col_metric *m = &col_exports[id].m[k];

		if (m->name && col_metric_counter(m))
			return m->conv == EX_SECONDS || m->conv == EX_MPS ? STATS_SUM : STATS_TOTAL;
	}
	return STATS_NONE;
}

/* Row @r's counter of column @c, from the accumulator's total (prom_keep()): false when it has none. */
static bool counter(const struct col_metric *m, const struct stats *st, int r, int c, double *v)
{
	double x;

	if (!stats_total(st, r, c, &x))
		return false;
	switch (m->conv) {
	case EX_SECONDS:
		*v = x / 100;	/* percent of each interval times its seconds */
		break;
	case EX_MPS:
		*v = x * 1e6;	/* millions per second times seconds */
		break;
	case EX_MSEC:
		*v = x / 1e3;
		break;
	default:
		*v = x;		/* joules, or the counts */
	}
	return true;
}

/* Row cell @c's gauge: false when it has no value. */
static bool gauge(const struct col_metric *m, const struct table *t, const struct cell *c, double *v)
{
	if (c->st != CELL_OK || !isfinite(c->v))
		return false;
	switch (m->conv) {
	case EX_PCT:
		*v = c->v / 100;
		break;
	case EX_MHZ:
		*v = c->v * 1e6;
		break;
	case EX_FREQINV:
		*v = c->v / 1024;
		break;
	case EX_WATTS:
		*v = t->joules ? c->v / t->interval_s : c->v;
		break;
	default:
		*v = c->v;
	}
	return true;
}

/* A label value with \, " and newline escaped. */
static void label_value(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s; s++) {
		if (*s == '\\' || *s == '"')
			fprintf(out, "\\%c", *s);
		else if (*s == '\n')
			fputs("\\n", out);
		else
			fputc(*s, out);
	}
	fputc('"', out);
}

/* Whether row @row carries a column of @scope (@first_only: a core's or package's once). */
static bool row_carries(const struct table_row *row, enum col_scope scope, bool first_only)
{
	const struct topo_cpu *cpu = row->cpu;

	if (scope == CS_SYSTEM)
		return !cpu;
	return cpu && row->shown && !(first_only && scope == CS_CORE && !cpu->first_in_core) &&
	       !(first_only && scope == CS_PKG && !cpu->first_in_pkg);
}

/* The labels of a row that carries a column of @scope; whether it wrote any. */
static bool row_labels(FILE *out, const struct table_row *row, enum col_scope scope)
{
	const struct topo_cpu *cpu = row->cpu;
	const char *type;

	if (scope == CS_SYSTEM || !cpu)
		return false;
	fprintf(out, "package=\"%d\",die=\"%d\"", cpu->pkg, cpu->die);
	if (scope == CS_PKG)
		return true;
	fprintf(out, ",core=\"%d\"", cpu->core);
	if (scope == CS_CORE)
		return true;
	fprintf(out, ",cpu=\"%d\"", cpu->cpu);
	type = record_core_type(cpu);
	if (type)
		fprintf(out, ",core_type=\"%s\"", type);
	return true;
}

/* The family's label of column @c: a RAPL domain, a C-state, a governor's spec, a cpuidle kind. */
static void family_label(FILE *out, const struct col_metric *m, const struct table *t, int c)
{
	static const char *const idle_kind[] = { [IDLE_USAGE] = "usage", [IDLE_BELOW] = "below", [IDLE_ABOVE] = "above" };
	const struct out_col *oc = &t->cols[c];
	const char *pct = strchr(oc->name, '%');
	char state[32];
	const char *v = oc->name;

	switch (m->lsrc) {
	case XL_NONE:
		return;
	case XL_FIXED:
	case XL_LIMIT:
		v = m->label_value;
		break;
	case XL_GOVERNOR:
		v = t->gov_spec ? t->gov_spec[oc->sub] : oc->name;
		break;
	case XL_STATE:
		/* "CPU%c6" -> "c6", "Pkg%pc6" -> "pc6", "C1E%" -> "C1E" */
		if (pct && pct[1])
			snprintf(state, sizeof(state), "%s", pct + 1);
		else
			snprintf(state, sizeof(state), "%.*s", (int)strcspn(oc->name, "%"), oc->name);
		v = state;
		break;
	case XL_IDLE_KIND:
		/* "C1-", "C1", "C1+": the state, then the kind by the column's sub */
		snprintf(state, sizeof(state), "%.*s", (int)strcspn(oc->name, "+-"), oc->name);
		v = state;
		break;
	}
	fprintf(out, "%s=", m->label);
	label_value(out, v);
	if (m->lsrc == XL_IDLE_KIND)
		fprintf(out, ",kind=\"%s\"", idle_kind[oc->sub % 3]);
}

/* Metric @k of column @c, or NULL. */
static const struct col_metric *metric_of(const struct table *t, int c, int k)
{
	const struct col_metric *m = &col_exports[t->cols[c].id].m[k];

	return m->name ? m : NULL;
}

/* HELP and TYPE; a family of one column says how this run made its value (columns_from()). */
static void put_head(FILE *out, const struct col_metric *m, const struct table *t, int c)
{
	const char *from = !m->label && t->ctx ? columns_from(t->cols[c].id, t->ctx, &t->unread) : NULL;

	fprintf(out, "# HELP " PFX "%s %s%s%s%s.\n# TYPE " PFX "%s %s\n", m->name, m->help, from ? " (" : "",
		from ? from : "", from ? ")" : "", m->name, col_metric_counter(m) ? "counter" : "gauge");
}

/* The samples of metric @m of column @c, one per row that carries it; @head: the family's HELP is out. */
static void put_samples(FILE *out, const struct col_metric *m, const struct table *t, int c, struct prom *p,
			const char *stamp, bool *head)
{
	enum col_scope scope = col_defs[t->cols[c].id].scope;

	for (int r = 0; r < t->nrows; r++) {
		const struct cell *cell = &t->rows[r].cells[c];
		double v;
		bool any = false;

		if (col_metric_counter(m) ? !counter(m, p->st, r, c, &v) : !gauge(m, t, cell, &v))
			continue;
		if (!row_carries(&t->rows[r], scope, true))
			continue;
		if (!*head && needs_head(p, m->name))
			put_head(out, m, t, c);
		*head = true;
		fputs(PFX, out);
		fputs(m->name, out);
		/* written straight to the exposition: no per-sample buffer (15,000 samples at 1024 CPUs) */
		if (scope != CS_SYSTEM || m->label) {
			fputc('{', out);
			any = row_labels(out, &t->rows[r], scope);
			if (m->label) {
				if (any)
					fputc(',', out);
				family_label(out, m, t, c);
			}
			fputc('}', out);
		}
		fprintf(out, " %.15g%s\n", v, stamp ? stamp : "");
	}
}

/* Every family of the table's columns, each once, its columns' samples together, in column order. */
static void put_families(FILE *out, const struct table *t, struct prom *p, const char *stamp)
{
	for (int c = 0; c < t->ncols; c++)
		for (int k = 0; k < 2; k++) {
			const struct col_metric *m = metric_of(t, c, k);
			bool dup = false, head = false;

			for (int pc = 0; m && pc < c && !dup; pc++)
				for (int pk = 0; pk < 2 && !dup; pk++)
					dup = metric_of(t, pc, pk) && !strcmp(metric_of(t, pc, pk)->name, m->name);
			if (!m || dup)
				continue;
			for (int oc = c; oc < t->ncols; oc++)
				for (int ok = 0; ok < 2; ok++) {
					const struct col_metric *o = metric_of(t, oc, ok);

					if (o && !strcmp(o->name, m->name))
						put_samples(out, o, t, oc, p, stamp, &head);
				}
		}
}

/* Every rule, broken or not, so that an alert on a rise has a series from the first scrape. */
static void put_implausible(FILE *out, struct prom *p, const char *stamp)
{
	const struct stats *st = p->st;

	if (needs_head(p, "implausible_intervals_total"))
		fprintf(out, "# HELP " PFX "implausible_intervals_total Intervals since the exporter started in which a "
			     "value broke a plausibility rule (turbostat-ng(8), PLAUSIBILITY).\n"
			     "# TYPE " PFX "implausible_intervals_total counter\n");
	for (int k = 0; k < PLAUS__COUNT; k++)
		fprintf(out, PFX "implausible_intervals_total{rule=\"%s\"} %.15g%s\n", plaus_rules[k].name,
			st->implausible[k], stamp ? stamp : "");
}

static void put_cycles(FILE *out, const struct table *t, struct prom *p, const char *stamp)
{
	const struct stats *st = p->st;
	static const char *const name[3] = { "aperf", "mperf", "tsc" };
	static const char *const help[3] = {
		"APERF cycles (actual clock while in C0) since the exporter started",
		"MPERF cycles (reference clock while in C0) since the exporter started",
		"TSC cycles since the exporter started",
	};

	for (int k = 0; k < 3; k++) {
		for (int r = 1; r < t->nrows; r++) {
			size_t i = (size_t)k * st->nrows + r;

			if (!st->cyc_seen[i])
				continue;
			if (needs_head(p, name[k]))
				fprintf(out, "# HELP " PFX "%s_cycles_total %s.\n# TYPE " PFX "%s_cycles_total counter\n",
					name[k], help[k], name[k]);
			fprintf(out, PFX "%s_cycles_total{", name[k]);
			row_labels(out, &t->rows[r], CS_CPU);
			fprintf(out, "} %.15g%s\n", st->cyc[i], stamp ? stamp : "");
		}
	}
}

/*
 * One exposition.  A scrape or a textfile is whole each time; on a stream
 * (stdout) the first is whole and each later one adds its samples, stamped
 * with the interval's end in milliseconds, so that the stream stays one
 * exposition (a second HELP line for a name is an error to promtool).
 */
static void expose(FILE *out, const struct renderer *r, const struct table *t, struct prom *p, bool stream)
{
	char stamp[32];
	bool later = stream && p->printed;

	snprintf(stamp, sizeof(stamp), " %.0f", (double)t->t.tod_sec * 1e3 + (double)t->t.tod_usec / 1e3);
	if (!stream)
		p->nheaded = 0;
	if (later)
		fprintf(out, "# interval %u\n", p->printed + 1);
	else
		fprintf(out, "# HELP " PFX "info Processor identity and decoded frequency facts (value 1).\n"
			     "# TYPE " PFX "info gauge\n" PFX "info{%s} 1\n# HELP " PFX "interval_seconds Length "
			     "of the last interval.\n# TYPE " PFX "interval_seconds gauge\n",
			r->info ? r->info : "");
	if (!later && r->gauges)
		fputs(r->gauges, out);
	fprintf(out, PFX "interval_seconds %.9g%s\n", t->interval_s, later ? stamp : "");
	/* the denominator of a share of intervals (core_perf_limit_intervals_total) */
	if (needs_head(p, "intervals_total"))
		fputs("# HELP " PFX "intervals_total Intervals since the exporter started.\n"
		      "# TYPE " PFX "intervals_total counter\n", out);
	fprintf(out, PFX "intervals_total %d%s\n", p->st->intervals, later ? stamp : "");
	put_families(out, t, p, later ? stamp : NULL);
	put_cycles(out, t, p, later ? stamp : NULL);
	put_implausible(out, p, later ? stamp : NULL);
}

/*
 * The exposition's buffer, a stream of its own (fopencookie()) instead of
 * open_memstream(), whose growth mallocs a new buffer and copies the old
 * one into it (1.5 times the exposition at its peak): this one starts at
 * the last exposition's size and grows by realloc(), which moves a mapped
 * block without a copy.
 */
struct expo {
	char *buf;
	size_t len, cap;
};

static ssize_t expo_write(void *cookie, const char *data, size_t n)
{
	struct expo *e = cookie;

	if (e->len + n > e->cap) {
		size_t cap = 2 * (e->len + n);
		char *b = realloc(e->buf, cap);

		if (!b)
			return -1;
		e->buf = b;
		e->cap = cap;
	}
	memcpy(e->buf + e->len, data, n);
	e->len += n;
	return (ssize_t)n;
}

/* A textfile's exposition, written as it is made (no buffer of it: 0.33 MB at 256 CPUs). */
static void prom_textfile(struct renderer *r, const struct table *t, struct prom *p)
{
	FILE *out = r->textfile_begin(r->publish_arg);

	if (!out) {
		r->err = -errno;
		return;
	}
	expose(out, r, t, p, false);
	p->printed++;
	/* what failed ends the run (render_flush()), the file as it was */
	r->err = r->textfile_end(r->publish_arg, out);
}

static void prom_interval(struct renderer *r, const struct table *t)
{
	struct prom *p = prom_state(r, t);
	bool stream = !r->publish;
	FILE *out;

	if (!p || r->kind != REC_INTERVAL)	/* fork mode's run/mean/max are not scrapes */
		return;
	if (r->textfile_begin) {
		prom_textfile(r, t, p);
		return;
	}
	/* room for the last exposition and a little more: the next is about as long */
	struct expo e = { .cap = p->last_len + p->last_len / 8 + 4096 };

	e.buf = malloc(e.cap);
	out = e.buf ? fopencookie(&e, "w", (cookie_io_functions_t){ .write = expo_write }) : NULL;
	if (!out) {
		free(e.buf);
		r->err = -ENOMEM;
		return;
	}
	expose(out, r, t, p, stream);
	if (fclose(out)) {
		free(e.buf);
		r->err = -ENOMEM;
		return;
	}
	char *text = e.buf;
	size_t len = e.len;

	p->last_len = len;
	p->printed++;
	/* --listen's endpoint; what failed ends the run (render_flush()) */
	if (r->publish)
		r->err = r->publish(r->publish_arg, &text, len);
	else
		fwrite(text, 1, len, r->out);
	free(text);
}

const struct render_ops render_prometheus = {
	.name = "prometheus",
	.shows_findings = true,
	.row_totals = prom_keep,
	.interval = prom_interval,
	.end = prom_end,
};
