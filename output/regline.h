/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The one formatter of the start-up report (output/regline.c): a register
 * row's lines from its decoded fields and its format row, and the same
 * fields as JSON.
 *
 * Format rows are text with fields in braces:
 *   {name:SPEC}    the field through printf's %SPEC; integers take d, u, x
 *                  (the length modifier is added), doubles f, strings s;
 *                  "cpu" is the CPU the line is about, "raw" the register
 *   {name?YES:NO}  YES when the field is non-zero, else NO
 *   {#name}...{/}  the text when the field is non-zero; {#!name} when zero
 *   {[}...{]}      the text once per item of a repeated group (turbo levels),
 *                  where a name means the item's field first
 * Fields whose name starts with '_' serve the format only and are not in JSON.
 */
#ifndef TSNG_REGLINE_H
#define TSNG_REGLINE_H

#include <stdint.h>
#include <stdio.h>

#include "decode/regtab.h"

/* Writes @fmt with @fs: 0, or -EINVAL for a field the row lacks or a spec of the wrong kind (written "?"). */
int regline_print(FILE *out, const char *fmt, int cpu, uint64_t raw, const struct reg_fields *fs);

/* {"name":..,"msr":"0x..","raw":"0x..","fields":{..},"items":[{..}]} for one decoded row. */
void regline_json(FILE *out, const struct reg_row *row, uint64_t raw, const struct reg_fields *fs);

#endif
