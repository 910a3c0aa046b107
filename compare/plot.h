/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * turbostat-ng plot RUN (compare/plot.c): a recorded run over time, one
 * panel per unit (MHz, %, W, degC), drawn by gnuplot.
 */
#ifndef TSNG_PLOT_H
#define TSNG_PLOT_H

#include <stdio.h>

#include "compare/reader.h"

/* What to draw and where (plot_main's parsed options, or a test's). */
struct plot_request {
	const char *out;		/* FILE.svg or FILE.png */
	const char *script_dir;		/* --plot-script: keep data and script here, or NULL */
	const char *show;		/* --show: comma-separated fields, or NULL for the defaults */
	const char *title;
};

/*
 * Writes the gnuplot data (time in seconds, then each chosen field) and
 * script for @rd into @data and @script; the script draws to the file
 * named by its first argument (gnuplot -c SCRIPT OUT).  Returns the
 * number of fields drawn, or -1 with one line in @err (nothing to draw,
 * an unknown field, an unsupported output type).
 */
int plot_write(const struct run_data *rd, const struct plot_request *rq, const char *data_path, FILE *data,
	       FILE *script, char *err, size_t errlen);

/* The units a panel is drawn for, top to bottom ("MHz", "%", "W", "J", "degC"), and a unit's panel or -1. */
#define PLOT_PANELS 5
extern const char *const plot_panel_units[PLOT_PANELS];
int plot_panel_of(const char *unit);

/* @s as a gnuplot string, quotes, backslashes and control bytes made '?' (names come from files). */
void plot_gp_string(FILE *f, const char *s);

/* gnuplot's terminal line for OUT.svg or OUT.png (a %d for the height), or NULL. */
const char *plot_terminal(const char *out);

/* A script's start: usage, the terminal for @height, output ARG1, tab-separated data, @panels panels under @title. */
void plot_head(FILE *script, const char *what, const char *term, int height, int panels, const char *title);

/* One series of a plot command: @sep ("plot " first), column @col of the data (block @index, or -1 for none). */
void plot_series(FILE *script, const char **sep, const char *data_path, int index, int col, const char *title);

/* Ends the multiplot; -1 with one line in @err when the data or the script could not be written. */
int plot_finish(FILE *data, FILE *script, char *err, size_t errlen);

/* Writes a plot's data and script (see plot_write); the count drawn, or -1 with one line in @err. */
typedef int (*plot_writer)(void *arg, const char *data_path, FILE *data, FILE *script, char *err, size_t errlen);

/*
 * Calls @write on DIR/plot.tsv and DIR/plot.gp (DIR: @script_dir, kept, or
 * a private directory, removed), runs gnuplot on them and copies its
 * picture to @out, the one file a plot writes for the user.  0; 2 when
 * @write refused; 1 when a file or gnuplot failed; one line on stderr
 * after "@prog: " for either.
 */
int plot_render(const char *prog, const char *out, const char *script_dir, plot_writer write, void *arg);

/*
 * 0 when the run @in is none of the files a plot writes (@out, DIR/plot.tsv, DIR/plot.gp); else 1
 * with the line said: an input is never written over (lib/outfile.h outfile_same()).
 */
int plot_apart(const char *prog, const char *in, const char *out, const char *script_dir);

/* The subcommand; @argv[0] is "plot".  Returns the exit status (1 or 2 with one line on stderr). */
int plot_main(int argc, char **argv);

#endif
