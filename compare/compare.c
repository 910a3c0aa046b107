// SPDX-License-Identifier: GPL-2.0-only
/*
 * compare: load the runs (compare/reader.c), pick the quantities of the
 * seed threads' tables in their order, and fill one row per quantity
 * (compare/welch.c tests each run's samples against the baseline's).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "compare/compare.h"
#include "compare/print.h"
#include "compare/reader.h"
#include "compare/welch.h"
#include "output/say.h"

/* every message names the command; what a user typed in it is escaped (output/say.h) */
#define PROG "turbostat-ng compare"

/* A quantity: an exact name, or a name prefix (C-states, governors), in the tables' order. */
static const struct {
	const char *name;
	bool prefix;
	bool energy;	/* a total per run, not a mean per interval */
} quantities[] = {
	{ "Busy%", false, false },
	{ "Bzy_MHz", false, false },
	{ "Avg_MHz", false, false },
	{ "PkgWatt", false, false },
	{ "Pkg_J", false, true },
	{ "CorWatt", false, false },
	{ "RAMWatt", false, false },
	{ "FreqInv", false, false },
	{ "CPU%c", true, false },
	{ "Mod%c", true, false },
	{ "Pkg%pc", true, false },
	{ "Pk%pc", true, false },
	{ "C", true, false },		/* sysfs residencies: C1%, C1E%, C6% (names ending in %) */
	{ "POLL%", false, false },
	{ "Gov_MHz[", true, false },
};

static bool matches(int q, const char *name)
{
	size_t n = strlen(quantities[q].name);

	if (!quantities[q].prefix)
		return strcmp(name, quantities[q].name) == 0;
	if (strncmp(name, quantities[q].name, n))
		return false;
	/* "C" alone would take every name starting with C: only sysfs residencies "C...%" */
	return strcmp(quantities[q].name, "C") || (name[strlen(name) - 1] == '%' && strcmp(name, "CPU%"));
}

/* One run's cell for a per-interval quantity: the time-weighted mean, the samples' spread. */
static struct cmp_cell interval_cell(const struct series *s)
{
	struct cmp_cell c = { .has = true, .n = s->n, .p = -1, .sd = NAN };
	double sum = 0, secs = 0;

	if (!s->n) {	/* a run record only (fork mode without --interval) */
		c.mean = s->run;
		c.has = s->has_run;
		return c;
	}
	for (size_t i = 0; i < s->n; i++) {
		sum += s->v[i] * s->w[i];
		secs += s->w[i];
	}
	c.mean = sum / secs;
	if (s->n > 1)
		c.sd = sqrt(welch_sample(s->v, s->n).var);
	return c;
}

/* Energy per run: the run record's, else the intervals' sum. */
static struct cmp_cell energy_cell(const struct series *s)
{
	struct cmp_cell c = { .has = true, .p = -1, .sd = NAN, .n = s->n };

	if (s->has_run) {
		c.mean = s->run;
		return c;
	}
	for (size_t i = 0; i < s->n; i++)
		c.mean += s->v[i];
	return c;
}

static void fill_row(struct cmp_row *row, const char *name, bool energy, struct run_data *const *rd, int nruns)
{
	const struct series *base = reader_find(rd[0], name);

	snprintf(row->name, sizeof(row->name), "%s%s", name, energy ? "/run" : "");
	for (int r = 0; r < nruns; r++) {
		const struct series *s = reader_find(rd[r], name);

		row->c[r] = (struct cmp_cell){ .p = -1, .sd = NAN };
		if (!s)
			continue;
		row->c[r] = energy ? energy_cell(s) : interval_cell(s);
		if (!energy && r && base && base->n && s->n) {
			struct sample a = welch_sample(base->v, base->n), b = welch_sample(s->v, s->n);

			row->c[r].p = welch_p(&a, &b);
		}
	}
}

static bool have_row(const struct cmp_table *t, const char *name)
{
	for (int i = 0; i < t->nrows; i++)
		if (strncmp(t->row[i].name, name, strlen(name)) == 0 &&
		    (!t->row[i].name[strlen(name)] || strcmp(t->row[i].name + strlen(name), "/run") == 0))
			return true;
	return false;
}

/* Rows in the quantities' order; within a prefix, names in the order the runs first give them. */
static void build(struct cmp_table *t, struct run_data *const *rd)
{
	for (size_t q = 0; q < sizeof(quantities) / sizeof(quantities[0]); q++)
		for (int r = 0; r < t->nruns; r++)
			for (int i = 0; i < rd[r]->nseries; i++) {
				const char *name = rd[r]->s[i].name;

				if (!matches((int)q, name) || have_row(t, name) || t->nrows == CMP_ROWS_MAX)
					continue;
				fill_row(&t->row[t->nrows++], name, quantities[q].energy, rd, t->nruns);
			}
}

/* --score NAME=VALUE per run: the score, and the score per watt of mean PkgWatt. */
static void add_scores(struct cmp_table *t, const char *name, const double *score)
{
	const struct cmp_row *pkg = NULL;
	struct cmp_row *row;

	for (int i = 0; i < t->nrows; i++)
		if (strcmp(t->row[i].name, "PkgWatt") == 0)
			pkg = &t->row[i];
	if (t->nrows == CMP_ROWS_MAX)
		return;
	row = &t->row[t->nrows++];
	snprintf(row->name, sizeof(row->name), "%s", name);
	for (int r = 0; r < t->nruns; r++)
		row->c[r] = (struct cmp_cell){ .has = true, .mean = score[r], .p = -1, .sd = NAN };
	if (!pkg || t->nrows == CMP_ROWS_MAX)
		return;
	row = &t->row[t->nrows++];
	snprintf(row->name, sizeof(row->name), "%s/W", name);
	for (int r = 0; r < t->nruns; r++)
		row->c[r] = (struct cmp_cell){ .has = pkg->c[r].has && pkg->c[r].mean > 0,
					       .mean = pkg->c[r].mean > 0 ? score[r] / pkg->c[r].mean : 0,
					       .p = -1, .sd = NAN };
}

static int usage_error(const char *what, const char *arg)
{
	say(stderr, PROG, "%s%s", what, arg);
	return 2;
}

/* "NAME=VALUE" into @name and @v; every --score must give the same NAME. */
static int parse_score(const char *arg, char *name, size_t len, double *v)
{
	const char *eq = strchr(arg, '=');
	char *end;

	if (!eq || eq == arg || (size_t)(eq - arg) >= len)
		return -EINVAL;
	errno = 0;
	*v = strtod(eq + 1, &end);
	if (end == eq + 1 || *end || errno || !isfinite(*v))
		return -EINVAL;
	if (name[0] && (strncmp(name, arg, eq - arg) || name[eq - arg]))
		return -EINVAL;
	snprintf(name, len, "%.*s", (int)(eq - arg), arg);
	return 0;
}

/* The run's name: the file's base name without its extension. */
static const char *run_name(const char *path, char *buf, size_t len)
{
	const char *base = strrchr(path, '/');
	size_t n;

	base = base ? base + 1 : path;
	n = strcspn(base, ".");
	snprintf(buf, len, "%.*s", (int)(n ? n : strlen(base)), base);
	return buf;
}

static int load(const char *path, struct run_data *rd)
{
	char err[256];
	FILE *f = fopen(path, "r");
	int rc;

	if (!f) {
		say(stderr, PROG, "%s: %s", path, strerror(errno));
		return -1;
	}
	rc = reader_load(f, rd, err, sizeof(err));
	fclose(f);
	if (rc)
		say(stderr, PROG, "%s: %s", path, err);
	return rc;
}

static const struct option compare_options[] = {
	{ "format", required_argument, NULL, 'f' },
	{ "score", required_argument, NULL, 's' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

int compare_main(int argc, char **argv)
{
	static char names[CMP_RUNS_MAX][64];
	struct run_data *rd[CMP_RUNS_MAX] = { 0 };
	struct cmp_table *t;
	double score[CMP_RUNS_MAX];
	char score_name[48] = "";
	const char *format = "text";
	int nscore = 0, c, rc = 0;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "+", compare_options, NULL)) != -1) {
		switch (c) {
		case 'f':
			if (strcmp(optarg, "text") && strcmp(optarg, "csv") && strcmp(optarg, "json"))
				return usage_error("--format: text, csv or json, not ", optarg);
			format = optarg;
			break;
		case 's':
			if (nscore == CMP_RUNS_MAX || parse_score(optarg, score_name, sizeof(score_name), &score[nscore]))
				return usage_error("--score NAME=VALUE, one per run, the same NAME: ", optarg);
			nscore++;
			break;
		case 'h':
			printf("Usage: turbostat-ng compare [--format text|csv|json] [--score NAME=VALUE]... BASE NEW...\n"
			       "BASE and NEW are --format json or csv records of runs; see turbostat-ng(8), COMPARE.\n");
			return 0;
		default:
			return usage_error("unknown option ", argv[optind - 1]);
		}
	}
	int nruns = argc - optind;

	if (nruns < 2 || nruns > CMP_RUNS_MAX)
		return usage_error("expected BASE and 1 to 15 NEW record files", "");
	if (nscore && nscore != nruns)
		return usage_error("give --score once per run (BASE first) or not at all", "");
	t = calloc(1, sizeof(*t));
	if (!t)
		return usage_error("out of memory", "");
	t->nruns = nruns;
	for (int r = 0; r < nruns && !rc; r++) {
		rd[r] = calloc(1, sizeof(*rd[r]));
		t->run[r] = run_name(argv[optind + r], names[r], sizeof(names[r]));
		if (!rd[r] || load(argv[optind + r], rd[r]))
			rc = 2;
	}
	if (!rc) {
		build(t, rd);
		if (!t->nrows) {
			say(stderr, PROG, "%s: no quantity to compare (Busy%%, PkgWatt, ...)", argv[optind]);
			rc = 2;
		}
	}
	for (int r = 1; r < nruns && !rc; r++) {
		bool common = false;

		for (int i = 0; i < t->nrows; i++)
			common |= t->row[i].c[0].has && t->row[i].c[r].has;
		if (!common) {
			say(stderr, PROG, "%s: no quantity in common with %s", argv[optind + r], argv[optind]);
			rc = 2;
		}
	}
	if (!rc && nscore)
		add_scores(t, score_name, score);
	if (!rc && strcmp(format, "csv") == 0)
		cmp_print_csv(t, stdout);
	else if (!rc && strcmp(format, "json") == 0)
		cmp_print_json(t, stdout);
	else if (!rc)
		cmp_print_text(t, stdout);
	for (int r = 0; r < nruns; r++)
		if (rd[r]) {
			reader_free(rd[r]);
			free(rd[r]);
		}
	free(t);
	return rc;
}
