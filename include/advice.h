/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * What the advisory governors would have requested for one CPU over one
 * interval: measure/advise.c fills it from the derived values, the Gov_PS
 * and Gov_MHz columns show it.  An input of the table of its own, never
 * written into the derived values.
 */
#ifndef TSNG_ADVICE_H
#define TSNG_ADVICE_H

#include <stdbool.h>

#define GOV_COLS_MAX 4		/* advisory governors at once */

struct advice {
	struct {
		bool ok;	/* the governor has decided at least once and this interval was usable */
		int pstate;
		unsigned khz;
	} gov[GOV_COLS_MAX];
};

#endif
