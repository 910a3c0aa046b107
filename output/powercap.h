/* SPDX-License-Identifier: GPL-2.0-only */
/* The powercap tree's lines and JSON (output/powercap.c), from decode/powercap.c's zones. */
#ifndef TSNG_OUT_POWERCAP_H
#define TSNG_OUT_POWERCAP_H

#include <stdbool.h>
#include <stdio.h>

#include "decode/regtab.h"

/*
 * print_rapl_sysfs()'s lines for @c->rs: one a zone, "ZONE: NAME" then
 * " disabled" or each constraint " WINDOW:LIMITW,max:MAXW".  Nothing when the
 * listing was not recorded; turbostat's warning (as @prog) when it failed.
 */
void powercap_print(FILE *out, const struct reg_ctx *c, const char *prog);

/* "zones":[{"zone":..,"name":..,"enabled":..,"constraints":[..]}] or "zones":null. */
void powercap_json(FILE *out, const struct reg_ctx *c);

#endif
