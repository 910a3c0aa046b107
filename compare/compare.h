/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * turbostat-ng compare BASE NEW... (compare/compare.c): the seed threads'
 * ratio table from recorded runs.  One row per quantity: the baseline's
 * time-weighted mean and the spread of its interval samples, then each
 * run's mean, its ratio to the baseline and whether the difference is
 * within noise (Welch's t-test at 95% on the per-interval samples).
 */
#ifndef TSNG_COMPARE_H
#define TSNG_COMPARE_H

/* The subcommand; @argv[0] is "compare".  Returns the exit status (2 for bad input, with one line on stderr). */
int compare_main(int argc, char **argv);

#endif
