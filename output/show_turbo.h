/* SPDX-License-Identifier: GPL-2.0-only */
/* --show-turbo: frequency facts of one CPU as text or one JSON object (output/show_turbo.c). */
#ifndef TSNG_SHOW_TURBO_H
#define TSNG_SHOW_TURBO_H

#include <stdio.h>

#include "decode/facts.h"
#include "decode/hybrid.h"

/* @h: per-CPU hybrid capacity, or NULL.  Returns 0, or -EIO when writing to @out failed. */
int show_turbo_print(const struct cpu_facts *f, const struct hybrid_caps *h, int json, FILE *out);

#endif
