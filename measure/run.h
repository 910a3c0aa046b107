/* SPDX-License-Identifier: GPL-2.0-only */
/* Interval mode and fork mode over a session (measure/run.c). */
#ifndef TSNG_RUN_H
#define TSNG_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "output/render.h"
#include "measure/session.h"

/* SIGINT ends the run after printing the current interval, SIGTERM at once, SIGUSR1 ends the interval now. */
void run_catch_signals(void);
/* Installs @fn (or SIG_IGN/SIG_DFL) for @sig with nothing blocked: handlers only set flags. */
void run_catch(int sig, void (*fn)(int));
bool run_stop_requested(void);

/* --debug: where every column comes from (its counters' sources), once the layout is known. */
void run_print_sources(const struct session *s, FILE *diag);

/* Prints an interval every --interval until --num_iterations, a signal or the end of a replay; exit status. */
int run_intervals(struct session *s, struct renderer *r, FILE *diag);

/*
 * The same with the first interval @first_s long when that is shorter (the
 * exporter's first scrape: served at once, not a whole --interval after
 * start); it counts as one of --num_iterations.
 */
int run_intervals_from(struct session *s, struct renderer *r, double first_s, FILE *diag);

/* Runs @cmd and prints "%.6f sec" and the whole-run table; returns the child's exit status. */
int run_command(struct session *s, struct renderer *r, char **cmd, FILE *diag);

/*
 * A recording of a wrapped command (without --interval), replayed: the same
 * "sec" line and whole-run table, on the same stream, as the recorded run.
 */
int run_command_replayed(struct session *s, struct renderer *r, FILE *diag);

#endif
