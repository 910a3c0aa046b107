// SPDX-License-Identifier: GPL-2.0-only
/*
 * The progress line of long simulations (--sim-seeds): runs done and the
 * seconds left at the pace so far, rewritten in place.  main() hands it to
 * gov_simulate_main() only when standard error is a terminal, so logs and
 * pipes never see it.
 */
#include <time.h>

#include "sim/progress.h"

static double progress_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

void sim_progress_start(struct sim_progress_line *pl, FILE *f)
{
	pl->f = f;
	pl->start = progress_now();
	pl->p = (struct sim_progress){ sim_progress_print, pl };
}

void sim_progress_print(void *ctx, unsigned done, unsigned total)
{
	struct sim_progress_line *pl = ctx;
	double spent = progress_now() - pl->start;

	if (done < total)
		fprintf(pl->f, "\rsimulating: seed %u of %u, about %.0f s left ", done, total,
			spent / done * (total - done));
	else
		fputs("\r\033[K", pl->f);	/* the line goes away before the report */
	fflush(pl->f);
}
