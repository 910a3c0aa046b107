/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TSNG_SIM_PROGRESS_H
#define TSNG_SIM_PROGRESS_H

#include <stdio.h>

/* Told after each seed how many are done (a progress line); ctx is the caller's. */
struct sim_progress {
	void (*fn)(void *ctx, unsigned done, unsigned total);
	void *ctx;
};

/* The terminal's progress line (sim/progress.c): sim_progress_start(), then pass &pl->p. */
struct sim_progress_line {
	FILE *f;
	double start;
	struct sim_progress p;
};
void sim_progress_start(struct sim_progress_line *pl, FILE *f);
void sim_progress_print(void *ctx, unsigned done, unsigned total);

#endif
