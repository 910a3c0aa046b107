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

#include "compare/cmp_plot.h"
#include "compare/compare.h"
#include "compare/plot.h"
#include "compare/print.h"
#include "compare/reader.h"
#include "compare/welch.h"
#include "output/record.h"
#include "output/say.h"

/* every message names the command; what a user typed in it is escaped (output/say.h) */
#define PROG "turbostat-ng compare"

/*
 * A side: repeated runs of one configuration (compare BASE... -- NEW...,
 * or --base/--new lists); without either, each file is a side of one run.
 */
struct side {
	int nruns;
	const char *path[CMP_SIDE_RUNS_MAX];
	struct run_data *rd[CMP_SIDE_RUNS_MAX];
};

/*
 * The unit of field @name from the column table (record_unit()); a
 * governor's columns carry their spec in brackets ("Gov_MHz[ondemand]").
 */
static const char *unit_of(const char *name)
{
	char base[READER_NAME_MAX];

	snprintf(base, sizeof(base), "%.*s", (int)strcspn(name, "["), name);
	return record_unit(base);
}

/*
 * Quantities are picked by unit from the schema: shares, frequencies,
 * power, temperatures, the invariance scale; energy as a total per run.
 * Counts per interval depend on the interval's length, usec on the tool.
 */
static bool comparable(const char *name, bool *energy)
{
	static const char *const units[] = { "%", "MHz", "W", "J", "degC", "/1024" };
	const char *u = unit_of(name);

	/* the clock every other rate is measured with, not a result of the run */
	if (strcmp(name, "TSC_MHz") == 0)
		return false;
	*energy = u && strcmp(u, "J") == 0;
	for (size_t i = 0; u && i < sizeof(units) / sizeof(units[0]); i++)
		if (strcmp(u, units[i]) == 0)
			return true;
	return false;
}

/* A run's value of a quantity: its time-weighted mean (a short last interval weighs its length), or its total. */
static bool run_value(const struct series *s, bool energy, double *v)
{
	double sum = 0, secs = 0;

	if (!s->n || (energy && s->has_run)) {	/* a run record only, or the run's own total */
		*v = s->run;
		return s->has_run;
	}
	for (size_t i = 0; i < s->n; i++) {
		sum += energy ? s->v[i] : s->v[i] * s->w[i];
		secs += s->w[i];
	}
	*v = energy ? sum : sum / secs;
	return true;
}

/* A side's cell from its run values: the arithmetic or harmonic mean, and their spread. */
static struct cmp_cell side_cell(const double *v, size_t n, bool hmean)
{
	struct cmp_cell c = { .has = n > 0, .n = n, .p = -1, .sd = NAN };
	struct sample s = welch_sample(v, n);
	double inv = 0;

	bool same = true;

	for (size_t i = 1; i < n; i++)
		same &= v[i] == v[0];
	c.mean = s.mean;
	/* equal values are their own harmonic mean, not n / (n / v) rounded */
	if (hmean && !same) {
		for (size_t i = 0; i < n; i++)
			inv += v[i] > 0 ? 1 / v[i] : INFINITY;
		c.mean = n && isfinite(inv) && inv > 0 ? n / inv : NAN;
	} else if (hmean && n && !(v[0] > 0)) {
		c.mean = NAN;	/* as the harmonic mean of values not above 0 */
	}
	if (n > 1)
		c.sd = sqrt(s.var);
	return c;
}

/* Fills a row from each side's run values (@vals[side][run], @nv[side] of them); Welch over the run values. */
static void fill_cells(struct cmp_row *row, double (*vals)[CMP_SIDE_RUNS_MAX], const size_t *nv, int nsides,
		       bool hmean)
{
	struct sample base = welch_sample(vals[0], nv[0]);

	for (int r = 0; r < nsides; r++) {
		struct sample b = welch_sample(vals[r], nv[r]);

		row->c[r] = side_cell(vals[r], nv[r], hmean);
		if (r && nv[0] > 1 && nv[r] > 1)
			row->c[r].p = welch_p(&base, &b);
	}
}

/* A rate (MHz, W): its side mean is harmonic, as mmtests' Hmean; a share, a time or a total arithmetic. */
static bool is_rate(const char *name)
{
	const char *u = unit_of(name);

	return u && (strcmp(u, "MHz") == 0 || strcmp(u, "W") == 0);
}

static void fill_row(struct cmp_row *row, const char *name, bool energy, const struct side *sd, int nsides)
{
	static double vals[CMP_RUNS_MAX][CMP_SIDE_RUNS_MAX];
	size_t nv[CMP_RUNS_MAX] = { 0 };
	bool hmean = !energy && is_rate(name);

	snprintf(row->name, sizeof(row->name), "%s%s", name, energy ? "/run" : "");
	row->stat = hmean ? "Hmean" : "Amean";
	for (int r = 0; r < nsides; r++)
		for (int k = 0; k < sd[r].nruns; k++) {
			const struct series *s = reader_find(sd[r].rd[k], name);

			if (s && run_value(s, energy, &vals[r][nv[r]]))
				nv[r]++;
		}
	fill_cells(row, vals, nv, nsides, hmean);
}

/*
 * --stddev and --min-max: rows beside a quantity's, over the intervals of every run of a side
 * (each an interval's value, the stddev weighted by seconds), as mmtests' compare-kernels
 * shows them on request; an interval shorter than half the mean of those before it (a tail a
 * command's end cut off) is no minimum or maximum (reader_short()).
 */
enum spread { SPREAD_STDDEV, SPREAD_MIN, SPREAD_MAX };

static bool side_spread(const struct side *sd, const char *name, enum spread what, double *out)
{
	double sum = 0, sq = 0, secs = 0, best = NAN;

	for (int k = 0; k < sd->nruns; k++) {
		const struct series *s = reader_find(sd->rd[k], name);
		double seen = 0;

		for (size_t i = 0; s && i < s->n; i++) {
			double v = s->v[i], w = s->w[i];
			bool brief = reader_short(w, seen, i);

			seen += w;
			if (!isfinite(v))
				continue;
			sum += v * w;
			sq += v * v * w;
			secs += w;
			if (!brief && (isnan(best) || (what == SPREAD_MIN ? v < best : v > best)))
				best = v;
		}
	}
	if (what != SPREAD_STDDEV) {
		*out = best;
		return !isnan(best);
	}
	if (secs <= 0)
		return false;
	double mean = sum / secs, var = sq / secs - mean * mean;

	*out = var > 0 ? sqrt(var) : 0;
	return true;
}

static void spread_row(struct cmp_table *t, const struct side *sd, const struct cmp_row *of, const char *name,
		       enum spread what)
{
	static const char *const stat[] = { "Stddev", "Min", "Max" };
	struct cmp_row *row;

	if (t->nrows == CMP_ROWS_MAX)
		return;
	row = &t->row[t->nrows++];
	snprintf(row->name, sizeof(row->name), "%s", of->name);
	row->stat = stat[what];
	row->spread = true;
	for (int r = 0; r < t->nruns; r++) {
		double v;
		bool has = side_spread(&sd[r], name, what, &v);

		row->c[r] = (struct cmp_cell){ .has = has, .mean = has ? v : NAN, .sd = NAN, .p = -1,
					       .n = of->c[r].n };
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

/* Rows in the records' field order (the column table's), the baseline's fields first. */
static void build(struct cmp_table *t, const struct side *sd, bool stddev, bool minmax)
{
	for (int r = 0; r < t->nruns; r++)
		for (int k = 0; k < sd[r].nruns; k++)
			for (int i = 0; i < sd[r].rd[k]->nseries; i++) {
				const char *name = sd[r].rd[k]->s[i].name;
				const struct cmp_row *row;
				bool energy;

				if (!comparable(name, &energy) || have_row(t, name) || t->nrows == CMP_ROWS_MAX)
					continue;
				row = &t->row[t->nrows];
				fill_row(&t->row[t->nrows++], name, energy, sd, t->nruns);
				if (stddev && !energy)
					spread_row(t, sd, row, name, SPREAD_STDDEV);
				if (minmax && !energy) {
					spread_row(t, sd, row, name, SPREAD_MIN);
					spread_row(t, sd, row, name, SPREAD_MAX);
				}
			}
}

/*
 * --score NAME=VALUE per run (the files in order, the baseline's first):
 * the score's harmonic mean per side (a rate, as mmtests' Hmean), and the
 * score per watt of the side's mean PkgWatt.
 */
static void add_scores(struct cmp_table *t, const struct side *sd, const char *name, const double *score)
{
	static double vals[CMP_RUNS_MAX][CMP_SIDE_RUNS_MAX];
	size_t nv[CMP_RUNS_MAX] = { 0 };
	const struct cmp_row *pkg = NULL;
	struct cmp_row *row;
	int f = 0;

	for (int i = 0; i < t->nrows; i++)
		if (strcmp(t->row[i].name, "PkgWatt") == 0)
			pkg = &t->row[i];
	if (t->nrows == CMP_ROWS_MAX)
		return;
	for (int r = 0; r < t->nruns; r++)
		for (int k = 0; k < sd[r].nruns; k++)
			vals[r][nv[r]++] = score[f++];
	row = &t->row[t->nrows++];
	snprintf(row->name, sizeof(row->name), "%s", name);
	fill_cells(row, vals, nv, t->nruns, true);
	row->stat = "Hmean";
	if (!pkg || t->nrows == CMP_ROWS_MAX)
		return;
	const struct cmp_row *sc = row;

	row = &t->row[t->nrows++];
	snprintf(row->name, sizeof(row->name), "%s/W", name);
	row->stat = "Hmean";
	for (int r = 0; r < t->nruns; r++)
		row->c[r] = (struct cmp_cell){ .has = pkg->c[r].has && pkg->c[r].mean > 0 && sc->c[r].has,
					       .mean = pkg->c[r].mean > 0 ? sc->c[r].mean / pkg->c[r].mean : 0,
					       .p = -1, .sd = NAN, .n = sc->c[r].n };
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
	{ "base", required_argument, NULL, 'b' },
	{ "new", required_argument, NULL, 'n' },
	{ "plot", required_argument, NULL, 'p' },
	{ "plot-script", required_argument, NULL, 'P' },
	{ "name", required_argument, NULL, 'N' },
	{ "stddev", no_argument, NULL, 'S' },
	{ "min-max", no_argument, NULL, 'M' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* Adds @path to side @r; -1 past the limits. */
static int add_file(struct side *sd, int *nsides, int r, const char *path)
{
	if (r >= CMP_RUNS_MAX || sd[r].nruns == CMP_SIDE_RUNS_MAX)
		return -1;
	sd[r].path[sd[r].nruns++] = path;
	if (*nsides < r + 1)
		*nsides = r + 1;
	return 0;
}

/*
 * The sides from the files left after the options: "--" between lists
 * starts the next side; without it each file is a side of one run.
 */
static int sides_of_args(struct side *sd, int *nsides, int argc, char **argv)
{
	bool lists = false;
	int r = 0;

	for (int i = 0; i < argc; i++)
		lists |= strcmp(argv[i], "--") == 0;
	for (int i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0) {
			r++;
			continue;
		}
		if (add_file(sd, nsides, lists ? r : r++, argv[i]))
			return -1;
	}
	for (int k = 0; k < *nsides; k++)
		if (!sd[k].nruns)
			return -1;	/* an empty list */
	return 0;
}

/* A side's name: its first file's base name, and how many runs it has. */
static const char *side_name(const struct side *sd, char *buf, size_t len)
{
	char first[48];

	run_name(sd->path[0], first, sizeof(first));
	if (sd->nruns > 1)
		snprintf(buf, len, "%s(%d)", first, sd->nruns);
	else
		snprintf(buf, len, "%s", first);
	return buf;
}

static int load_sides(struct side *sd, int nsides)
{
	for (int r = 0; r < nsides; r++)
		for (int k = 0; k < sd[r].nruns; k++) {
			sd[r].rd[k] = calloc(1, sizeof(*sd[r].rd[k]));
			if (!sd[r].rd[k] || load(sd[r].path[k], sd[r].rd[k]))
				return 2;
		}
	return 0;
}

static void free_sides(struct side *sd, int nsides)
{
	for (int r = 0; r < nsides; r++)
		for (int k = 0; k < sd[r].nruns; k++)
			if (sd[r].rd[k]) {
				reader_free(sd[r].rd[k]);
				free(sd[r].rd[k]);
			}
}

/* Fact @key of run @rd, or NULL when its records do not say. */
static const char *host_fact(const struct run_data *rd, const char *key)
{
	for (int i = 0; i < rd->nhost; i++)
		if (strcmp(rd->host[i].key, key) == 0)
			return rd->host[i].val;
	return NULL;
}

/*
 * One line when a run's host differs from the baseline's first run's in a
 * fact both name (CPUID vendor family:model:stepping from the config record,
 * which a replay has where its host record is null; CPU model, kernel,
 * microcode, cpufreq driver or governor, tool version): its numbers may
 * differ for that reason alone.
 */
static void host_check(struct cmp_table *t, const struct side *sd)
{
	static const char *const keys[] = { "cpuid", "cpu_model", "kernel", "microcode", "driver", "governor", "tool" };
	const struct run_data *b = sd[0].rd[0];
	size_t used = 0;

	for (int r = 0; r < t->nruns; r++)
		for (int k = 0; k < sd[r].nruns; k++)
			for (size_t i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
				const char *x = host_fact(b, keys[i]), *y = host_fact(sd[r].rd[k], keys[i]);
				int n;

				if (!x || !y || !strcmp(x, y) || strstr(t->host_note, keys[i]))
					continue;
				n = snprintf(t->host_note + used, sizeof(t->host_note) - used, "%s%s \"%s\" (%s) vs \"%s\" (%s)",
					     used ? "; " : "warning: hosts differ: ", keys[i], x, t->run[0], y, t->run[r]);
				if (n < 0 || (size_t)n >= sizeof(t->host_note) - used)
					return;	/* the line is full: what it says is enough to warn */
				used += (size_t)n;
			}
}

/* Every side has a quantity in common with the baseline; else one line and 2. */
static int check_common(const struct cmp_table *t, const struct side *sd)
{
	for (int r = 1; r < t->nruns; r++) {
		bool common = false;

		for (int i = 0; i < t->nrows; i++)
			common |= t->row[i].c[0].has && t->row[i].c[r].has;
		if (!common) {
			say(stderr, PROG, "%s: no quantity in common with %s", sd[r].path[0], sd[0].path[0]);
			return 2;
		}
	}
	return 0;
}

int compare_main(int argc, char **argv)
{
	static char names[CMP_RUNS_MAX][64];
	static struct side sd[CMP_RUNS_MAX];
	struct cmp_table *t;
	double score[CMP_RUNS_MAX * CMP_SIDE_RUNS_MAX];
	char score_name[48] = "", why[256];
	const char *format = "text", *plot = NULL, *plot_dir = NULL;
	int nscore = 0, c, rc = 0, nsides = 0, nfiles = 0, nnames = 0;
	bool named = false, stddev = false, minmax = false;
	const char *given[CMP_RUNS_MAX];

	memset(sd, 0, sizeof(sd));
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
			if (nscore == CMP_RUNS_MAX * CMP_SIDE_RUNS_MAX ||
			    parse_score(optarg, score_name, sizeof(score_name), &score[nscore]))
				return usage_error("--score NAME=VALUE, one per run, the same NAME: ", optarg);
			nscore++;
			break;
		case 'p':
			if (!plot_terminal(optarg))
				return usage_error("--plot FILE.svg or FILE.png, not ", optarg);
			plot = optarg;
			break;
		case 'P':
			plot_dir = optarg;
			break;
		case 'N':
			if (nnames == CMP_RUNS_MAX || !optarg[0])
				return usage_error("--name NAME, one per side in order, at most 16: ", optarg);
			given[nnames++] = optarg;
			break;
		case 'S':
			stddev = true;
			break;
		case 'M':
			minmax = true;
			break;
		case 'b':
		case 'n':
			named = true;
			if (add_file(sd, &nsides, c == 'n', optarg))
				return usage_error("too many runs for one side: ", optarg);
			break;
		case 'h':
			printf("Usage: turbostat-ng compare [--format text|csv|json] [--score NAME=VALUE]... [--plot OUT.svg|OUT.png]\n"
			       "       [--plot-script DIR] [--name SIDE]... [--stddev] [--min-max] BASE... [-- NEW...]...\n"
			       "       turbostat-ng compare [OPTION]... --base RUN... --new RUN...\n"
			       "Each RUN is --format json or csv records of one run; a side of several runs is tested\n"
			       "over its run means (Welch); see turbostat-ng(8), COMPARE.\n");
			return 0;
		default:
			return usage_error("unknown option ", argv[optind - 1]);
		}
	}
	if (plot_dir && !plot)
		return usage_error("--plot-script DIR goes with --plot OUT.svg|OUT.png", "");
	if (named && optind < argc)
		return usage_error("give the runs with --base and --new, or as arguments, not both: ", argv[optind]);
	if (!named && sides_of_args(sd, &nsides, argc - optind, argv + optind))
		return usage_error("expected BASE... [-- NEW...]: at most 16 sides of at most 64 runs, no empty list", "");
	if (nsides < 2)
		return usage_error("expected a baseline and at least one run to compare with it", "");
	for (int r = 0; r < nsides; r++)
		nfiles += sd[r].nruns;
	if (nscore && nscore != nfiles)
		return usage_error("give --score once per run (the baseline's first) or not at all", "");
	if (nnames && nnames != nsides)
		return usage_error("give --name once per side (the baseline's first) or not at all", "");
	/* libm for the Welch test, loaded before any file is read (compare/welch.h) */
	if (welch_load(why, sizeof(why))) {
		say(stderr, PROG, "%s", why);
		return 2;
	}
	t = calloc(1, sizeof(*t));
	if (!t)
		return usage_error("out of memory", "");
	t->nruns = nsides;
	for (int r = 0; r < nsides; r++)
		t->run[r] = nnames ? given[r] : side_name(&sd[r], names[r], sizeof(names[r]));
	rc = 0;	/* no run is a file the plot writes: said before anything is read or written */
	for (int r = 0; !rc && plot && r < nsides; r++)
		for (int k = 0; !rc && k < sd[r].nruns; k++)
			rc = plot_apart(PROG, sd[r].path[k], plot, plot_dir);
	if (!rc)
		rc = load_sides(sd, nsides);
	if (!rc) {
		build(t, sd, stddev, minmax);
		if (!t->nrows) {
			say(stderr, PROG, "%s: no quantity to compare (Busy%%, PkgWatt, ...)", sd[0].path[0]);
			rc = 2;
		}
	}
	if (!rc)
		rc = check_common(t, sd);
	if (!rc)
		host_check(t, sd);
	if (!rc && t->host_note[0])
		say(stderr, PROG, "%s", t->host_note);
	if (!rc && nscore)
		add_scores(t, sd, score_name, score);
	if (!rc && strcmp(format, "csv") == 0)
		cmp_print_csv(t, stdout);
	else if (!rc && strcmp(format, "json") == 0)
		cmp_print_json(t, stdout);
	else if (!rc)
		cmp_print_text(t, stdout);
	if (!rc && plot) {
		struct cmp_plot cp = { .t = t, .out = plot };

		for (int r = 0; r < nsides; r++)
			cp.first[r] = sd[r].rd[0];
		fflush(stdout);
		rc = plot_render("turbostat-ng compare", plot, plot_dir, cmp_plot_write, &cp);
	}
	free_sides(sd, nsides);
	free(t);
	return rc;
}
