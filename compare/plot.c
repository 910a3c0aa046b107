// SPDX-License-Identifier: GPL-2.0-only
/*
 * turbostat-ng plot: a recorded run over time, drawn by gnuplot (what
 * mmtests and likwid-perfscope drive too; Debian's gnuplot-nox has the svg
 * and pngcairo terminals).  This file writes the data and a plain gnuplot
 * script, runs gnuplot on them in a private directory, and copies its
 * picture to the output; --plot-script keeps both so that users restyle
 * the plot with gnuplot alone.  One panel per unit, in a fixed order.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <spawn.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "compare/plot.h"
#include "lib/outfile.h"
#include "output/say.h"
#include "output/record.h"

extern char **environ;

/* The units a panel is drawn for, top to bottom. */
const char *const plot_panel_units[PLOT_PANELS] = { "MHz", "%", "W", "J", "degC" };
#define panel_units plot_panel_units
#define NPANELS PLOT_PANELS
#define PLOT_FIELDS_MAX 32

int plot_panel_of(const char *unit)
{
	for (size_t p = 0; unit && p < NPANELS; p++)
		if (strcmp(unit, panel_units[p]) == 0)
			return (int)p;
	return -1;
}

/* The default set: every field with a panel but the TSC's rate, which is the same line all along. */
static bool plotted_by_default(const struct series *s)
{
	return plot_panel_of(record_unit(s->name)) >= 0 && strcmp(s->name, "TSC_MHz") && s->n;
}

/*
 * A name inside a gnuplot string: the run's field names come from a file,
 * and a quote or backslash there would end the string and run commands.
 */
void plot_gp_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++)
		fputc(strchr("\"\\`$", *s) || (unsigned char)*s < 0x20 ? '?' : *s, f);
	fputc('"', f);
}

/* The fields to draw, into @pick: --show's, or the defaults.  Their count, or -1 with @err. */
static int plot_pick(const struct run_data *rd, const char *show, const struct series **pick, char *err,
		     size_t errlen)
{
	int n = 0;

	if (!show) {
		for (int i = 0; i < rd->nseries && n < PLOT_FIELDS_MAX; i++)
			if (plotted_by_default(&rd->s[i]))
				pick[n++] = &rd->s[i];
	} else {
		char name[READER_NAME_MAX];

		for (const char *p = show; *p; p += *p == ',') {
			size_t len = strcspn(p, ",");
			const struct series *s;

			if (len >= sizeof(name) || n == PLOT_FIELDS_MAX) {
				snprintf(err, errlen, "--show: too long a name or more than %d fields", PLOT_FIELDS_MAX);
				return -1;
			}
			memcpy(name, p, len);
			name[len] = '\0';
			p += len;
			s = reader_find(rd, name);
			if (!s || !s->n) {
				snprintf(err, errlen, "--show: the run has no interval values of '%.*s'", (int)len, name);
				return -1;
			}
			if (plot_panel_of(record_unit(name)) < 0) {
				snprintf(err, errlen, "--show: '%s' is not in MHz, %%, W, J or degC: nothing to plot it on",
					 name);
				return -1;
			}
			pick[n++] = s;
		}
	}
	if (!n)
		snprintf(err, errlen, "the run has no interval values in MHz, %%, W or degC to plot");
	return n ? n : -1;
}

/* The picture's type from the output's name, as gnuplot's terminal line. */
const char *plot_terminal(const char *out)
{
	size_t n = strlen(out);

	if (n > 4 && strcmp(out + n - 4, ".svg") == 0)
		return "svg size 1000,%d dynamic noenhanced font 'sans,11' background '#ffffff'";
	if (n > 4 && strcmp(out + n - 4, ".png") == 0)
		return "pngcairo size 1000,%d noenhanced font 'sans,10'";
	return NULL;
}

/* A row of the data: the end of its time, then each field's value (NaN: gnuplot's gap). */
static void plot_row(FILE *data, double t, const double *v, int n)
{
	fprintf(data, "%.6f", t);
	for (int i = 0; i < n; i++) {
		if (isnan(v[i]))
			fputs("\tNaN", data);
		else
			fprintf(data, "\t%.6g", v[i]);
	}
	fputc('\n', data);
}

/*
 * The data rows, one an interval, weighted by time as compare and fork mode's Mean/Max are: an
 * interval shorter than half the mean of those before it (the tail a command's end cuts off,
 * decode/stats.h stats_short()) is folded into the row before, each value weighted by its
 * seconds, so that a few ticks draw no spike.
 */
static void plot_rows(const struct series *const *pick, int n, size_t rows, FILE *data)
{
	double held[PLOT_FIELDS_MAX], heldw[PLOT_FIELDS_MAX], t = 0, seen = 0;
	bool have = false;

	for (size_t r = 0; r < rows; r++) {
		const struct series *clock = pick[0]->n > r ? pick[0] : NULL;

		for (int i = 0; !clock && i < n; i++)
			if (pick[i]->n > r)
				clock = pick[i];
		double w = clock->w[r];
		bool brief = reader_short(w, seen, r);

		seen += w;
		t += w;
		if (have && !brief)
			plot_row(data, t - w, held, n);
		for (int i = 0; i < n; i++) {
			bool in = r < pick[i]->n;
			double v = in ? pick[i]->v[r] : NAN, wi = in ? pick[i]->w[r] : 0;

			if (brief && have && !isnan(held[i]) && in) {
				held[i] = (held[i] * heldw[i] + v * wi) / (heldw[i] + wi);
				heldw[i] += wi;
			} else if (!brief || !have || isnan(held[i])) {
				held[i] = v;
				heldw[i] = wi;
			}
		}
		have = true;
	}
	if (have)
		plot_row(data, t, held, n);
}

int plot_write(const struct run_data *rd, const struct plot_request *rq, const char *data_path, FILE *data,
	       FILE *script, char *err, size_t errlen)
{
	const struct series *pick[PLOT_FIELDS_MAX];
	int n = plot_pick(rd, rq->show, pick, err, errlen);
	const char *term = plot_terminal(rq->out);

	if (n < 0)
		return -1;
	if (!term) {
		snprintf(err, errlen, "-o %s: the picture is FILE.svg or FILE.png", rq->out);
		return -1;
	}
	/* data: the end of each interval since the run's start, then each field; gnuplot reads NaN as a gap */
	size_t rows = 0;
	fputs("# seconds", data);
	for (int i = 0; i < n; i++) {
		fprintf(data, "\t%s", pick[i]->name);
		if (pick[i]->n > rows)
			rows = pick[i]->n;
	}
	fputc('\n', data);
	plot_rows(pick, n, rows, data);
	/* the script: one panel per unit present, fields in the run's order */
	int panels = 0, height;
	bool has[NPANELS] = { false };
	for (int i = 0; i < n; i++)
		has[plot_panel_of(record_unit(pick[i]->name))] = true;
	for (size_t p = 0; p < NPANELS; p++)
		panels += has[p];
	height = 120 + 260 * panels;
	plot_head(script, "turbostat-ng plot", term, height, panels, rq->title ? rq->title : "turbostat-ng");
	fputs("set xlabel \"seconds since the start\"\n", script);
	for (size_t p = 0; p < NPANELS; p++) {
		const char *sep = "plot ";

		if (!has[p])
			continue;
		fputs("set ylabel ", script);
		plot_gp_string(script, strcmp(panel_units[p], "degC") ? panel_units[p] : "degrees C");
		fputc('\n', script);
		for (int i = 0; i < n; i++) {
			if (plot_panel_of(record_unit(pick[i]->name)) == (int)p)
				plot_series(script, &sep, data_path, -1, i + 2, pick[i]->name);
		}
		fputc('\n', script);
	}
	return plot_finish(data, script, err, errlen) ? -1 : n;
}

void plot_head(FILE *script, const char *what, const char *term, int height, int panels, const char *title)
{
	fprintf(script, "# %s: restyle freely, then run: gnuplot -c THIS_FILE OUT.svg (or OUT.png)\n", what);
	fputs("if (ARGC < 1) { print \"usage: gnuplot -c plot.gp OUT.svg|OUT.png\"; exit }\n", script);
	fputs("set terminal ", script);
	fprintf(script, term, height);
	fputs("\nset output ARG1\nset datafile separator \"\\t\"\nset grid\nset key outside right top\n", script);
	/* the same margins in every panel, so that their axes line up whatever their keys' widths */
	fputs("set lmargin 12\nset rmargin 24\n", script);
	/* a line at its panel's top or bottom stays in view */
	fputs("set offsets 0, 0, graph 0.05, graph 0.05\n", script);
	fprintf(script, "set multiplot layout %d,1 title ", panels);
	plot_gp_string(script, title);
	fputc('\n', script);
}

void plot_series(FILE *script, const char **sep, const char *data_path, int index, int col, const char *title)
{
	fputs(*sep, script);
	plot_gp_string(script, data_path);
	if (index >= 0)
		fprintf(script, " index %d", index);
	fprintf(script, " using 1:%d with linespoints pointsize 0.5 title ", col);
	plot_gp_string(script, title);
	*sep = ", \\\n     ";
}

int plot_finish(FILE *data, FILE *script, char *err, size_t errlen)
{
	fputs("unset multiplot\n", script);
	if (ferror(data) || ferror(script)) {
		snprintf(err, errlen, "cannot write the plot's data or script: %s", strerror(errno));
		return -1;
	}
	return 0;
}

/* The first line gnuplot wrote to @log, after "gnuplot: " in @err. */
static void plot_log_line(const char *log, char *err, size_t errlen)
{
	char line[300] = "";
	FILE *f = fopen(log, "r");

	if (f) {
		if (!fgets(line, sizeof(line), f))
			line[0] = '\0';
		fclose(f);
	}
	line[strcspn(line, "\n")] = '\0';
	snprintf(err, errlen, "gnuplot failed: %s", line[0] ? line : "no message");
}

/* Runs gnuplot -c @script @out, its messages into @log; 0, or -1 with one line in @err. */
static int plot_run_gnuplot(const char *script, const char *out, const char *log, char *err, size_t errlen)
{
	char *argv[] = { "gnuplot", "-c", (char *)script, (char *)out, NULL };
	posix_spawn_file_actions_t fa;
	pid_t pid;
	int status, rc;

	/* gnuplot's chatter goes nowhere: our one line says what failed */
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
	posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
	posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, log, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
	rc = posix_spawnp(&pid, "gnuplot", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (rc) {
		snprintf(err, errlen, "cannot run gnuplot: %s%s", strerror(rc),
			 rc == ENOENT ? " (install it: apt-get install gnuplot-nox)" : "");
		return -1;
	}
	while (waitpid(pid, &status, 0) < 0)
		if (errno != EINTR) {
			snprintf(err, errlen, "gnuplot: %s", strerror(errno));
			return -1;
		}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		plot_log_line(log, err, errlen);
		return -1;
	}
	return 0;
}

/*
 * Opens @path for writing: a new file in our private directory, or with @replace (--plot-script
 * DIR) by the output file rules (lib/outfile.h); NULL with the one-line reason in @err.
 */
static FILE *plot_create(const char *path, bool replace, char *err, size_t errlen)
{
	if (replace)
		return outfile_stream(path, err, errlen);
	int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_EXCL, 0644);
	FILE *f = fd < 0 ? NULL : fdopen(fd, "w");

	if (!f)
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
	if (fd >= 0 && !f)
		close(fd);
	return f;
}

/* Copies the picture gnuplot made to the user's output. */
static int plot_copy(const char *from, const char *to, char *err, size_t errlen)
{
	FILE *in = fopen(from, "rb"), *out = NULL;
	char buf[65536];
	size_t n;
	int rc = 0;

	if (!in)
		snprintf(err, errlen, "%.300s: %s", from, strerror(errno));
	else	/* the user's file by the output file rules; "-" is standard output */
		out = outfile_stream(to, err, errlen);
	if (!in || !out) {
		if (in)
			fclose(in);
		return -1;
	}
	while ((n = fread(buf, 1, sizeof(buf), in)) > 0)
		if (fwrite(buf, 1, n, out) != n)
			break;
	if (ferror(in) || ferror(out))
		rc = -1;
	if (out == stdout ? fflush(out) : fclose(out))
		rc = -1;
	fclose(in);
	if (rc)
		snprintf(err, errlen, "%.300s: %s", to, strerror(errno));
	return rc;
}

static int plot_usage(FILE *f)
{
	fputs("usage: turbostat-ng plot RUN.jsonl|RUN.csv -o OUT.svg|OUT.png [--show FIELD,...] [--title TEXT]\n"
	      "                         [--plot-script DIR]\n"
	      "  a run recorded with --format json or csv, over time: one panel per unit (MHz, %, W, J,\n"
	      "  degrees C), summary values; --plot-script keeps DIR/plot.tsv and DIR/plot.gp to restyle\n", f);
	return ferror(f) ? 1 : 0;
}

/* plot_main's writer: the run's data and script. */
struct run_plot {
	const char *run;	/* its file, which the errors about it name */
	const struct run_data *rd;
	const struct plot_request *rq;
};

static int run_plot_write(void *arg, const char *data_path, FILE *data, FILE *script, char *err, size_t errlen)
{
	const struct run_plot *rp = arg;
	char why[400];
	int rc = plot_write(rp->rd, rp->rq, data_path, data, script, why, sizeof(why));

	if (rc)
		snprintf(err, errlen, "%.100s: %s", rp->run, why);
	return rc;
}

/*
 * @dir made absolute without resolving its links (realpath() would follow a planted one before the
 * output file rules judge it): 0 or -errno.
 */
static int plot_absolute(const char *dir, char *buf, size_t len)
{
	char cwd[PATH_MAX] = "";

	if (dir[0] != '/' && !getcwd(cwd, sizeof(cwd)))
		return -errno;
	if ((size_t)snprintf(buf, len, "%s%s%s", cwd, cwd[0] ? "/" : "", dir) >= len)
		return -ENAMETOOLONG;
	return 0;
}

/* Closes a file plot_create() opened: 0, or 1 with the reason said. */
static int plot_close(FILE *f, const char *path, const char *prog)
{
	int bad = ferror(f);

	errno = 0;
	if (fclose(f) || bad) {
		say(stderr, prog, "%s: %s", path, strerror(errno ? errno : EIO));
		return 1;
	}
	return 0;
}

int plot_render(const char *prog, const char *out, const char *script_dir, plot_writer write, void *arg)
{
	char err[512] = "", tmp[] = "/tmp/turbostat-ng-plot.XXXXXX", data[PATH_MAX + 16], script[PATH_MAX + 16];
	char pic[sizeof(tmp) + 16], log[sizeof(tmp) + 16];
	int rc = 2;

	if (!mkdtemp(tmp)) {
		say(stderr, prog, "cannot make a private directory: %s", strerror(errno));
		return 1;
	}
	const char *dir = script_dir ? script_dir : tmp;
	char real[PATH_MAX];

	if (script_dir && mkdir(script_dir, 0755) && errno != EEXIST) {
		say(stderr, prog, "%s: %s", script_dir, strerror(errno));
		rc = 1;
		goto clean;
	}
	/* the script names its data by an absolute path, so it runs from anywhere */
	int e = plot_absolute(dir, real, sizeof(real));

	if (e) {
		say(stderr, prog, "%s: %s", dir, strerror(-e));
		rc = 1;
		goto clean;
	}
	snprintf(data, sizeof(data), "%s/plot.tsv", real);
	snprintf(script, sizeof(script), "%s/plot.gp", real);
	snprintf(pic, sizeof(pic), "%s/picture", tmp);
	snprintf(log, sizeof(log), "%s/gnuplot.log", tmp);
	FILE *df = plot_create(data, script_dir != NULL, err, sizeof(err));
	FILE *sf = df ? plot_create(script, script_dir != NULL, err, sizeof(err)) : NULL;

	if (!df || !sf) {
		say(stderr, prog, "%s", err);
		rc = 1;
	} else {
		rc = write(arg, data, df, sf, err, sizeof(err)) < 0 ? 2 : 0;
	}
	/* what a full disk refuses shows at the flush: said, as every write failure is */
	if (df && plot_close(df, data, prog) && !rc)
		rc = 1;
	if (sf && plot_close(sf, script, prog) && !rc)
		rc = 1;
	if (rc == 2)
		say(stderr, prog, "%s", err);
	if (!rc && (plot_run_gnuplot(script, pic, log, err, sizeof(err)) || plot_copy(pic, out, err, sizeof(err)))) {
		say(stderr, prog, "%s", err);
		rc = 1;
	}
clean:
	unlink(pic);
	unlink(log);
	if (!script_dir) {
		unlink(data);
		unlink(script);
	}
	rmdir(tmp);
	return rc;
}

int plot_apart(const char *prog, const char *in, const char *out, const char *script_dir)
{
	char path[PATH_MAX + 16];

	for (int i = 0; i < (script_dir ? 3 : 1); i++) {
		if (i)
			snprintf(path, sizeof(path), "%s/%s", script_dir, i == 1 ? "plot.tsv" : "plot.gp");
		if (outfile_same(in, i ? path : out)) {
			say(stderr, prog, "%s: the run plotted is also its output; refusing to overwrite it",
			    i ? path : out);
			return 1;
		}
	}
	return 0;
}

int plot_main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "out", required_argument, NULL, 'o' }, { "show", required_argument, NULL, 's' },
		{ "title", required_argument, NULL, 't' }, { "plot-script", required_argument, NULL, 'p' },
		{ "help", no_argument, NULL, 'h' }, { NULL, 0, NULL, 0 },
	};
	struct plot_request rq = { 0 };
	struct run_data *rd = NULL;
	char err[512] = "";
	int c, rc;

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "o:s:t:p:h", opts, NULL)) != -1) {
		switch (c) {
		case 'o': rq.out = optarg; break;
		case 's': rq.show = optarg; break;
		case 't': rq.title = optarg; break;
		case 'p': rq.script_dir = optarg; break;
		case 'h': return plot_usage(stdout);
		default:
			say(stderr, "turbostat-ng plot", "unknown option or missing value: %s (try --help)",
				argv[optind - 1]);
			return 2;
		}
	}
	if (optind != argc - 1 || !rq.out) {
		say(stderr, "turbostat-ng plot", "needs one RUN and -o OUT.svg|OUT.png (try --help)");
		return 2;
	}
	if (!plot_terminal(rq.out)) {
		say(stderr, "turbostat-ng plot", "-o %s: the picture is FILE.svg or FILE.png", rq.out);
		return 2;
	}
	const char *run = argv[optind];

	if (plot_apart("turbostat-ng plot", run, rq.out, rq.script_dir))
		return 1;
	FILE *f = fopen(run, "r");

	rd = calloc(1, sizeof(*rd));
	if (!f || !rd) {
		say(stderr, "turbostat-ng plot", "%s: %s", run, strerror(f ? ENOMEM : errno));
		free(rd);
		if (f)
			fclose(f);
		return 2;
	}
	int loaded = reader_load(f, rd, err, sizeof(err));

	fclose(f);
	if (loaded) {
		say(stderr, "turbostat-ng plot", "%s: %s", run, err);
		free(rd);
		return 2;
	}
	if (!rq.title)
		rq.title = run;

	struct run_plot rp = { run, rd, &rq };

	rc = plot_render("turbostat-ng plot", rq.out, rq.script_dir, run_plot_write, &rp);
	reader_free(rd);
	free(rd);
	return rc;
}
