/* SPDX-License-Identifier: GPL-2.0-only */
/* The start-up report of a session (measure/startup_print.c). */
#ifndef TSNG_STARTUP_PRINT_H
#define TSNG_STARTUP_PRINT_H

#include <stdio.h>

struct session;

/*
 * The start-up report after the version line: our CPUID line (not as
 * turbostat, not with --quiet), the power and thermal configuration on
 * @diag, and with --format json its "config" record on @out.
 */
void startup_print(const struct session *s, FILE *diag, FILE *out);

#endif
