/* SPDX-License-Identifier: GPL-2.0-only */
/* The live top view (top/). */
#ifndef TSNG_TOP_H
#define TSNG_TOP_H

#include <stdio.h>

#include "measure/session.h"

/*
 * Full-screen view over a session, refreshed every interval, until 'q', a
 * signal or the end of a replay; returns the exit status (2 when standard
 * output is not a terminal).
 */
int top_run(struct session *s, FILE *diag);

#endif
