/* --show-turbo: frequency facts of one CPU as text or one JSON object (output/show_turbo.c). */
#ifndef TSNG_SHOW_TURBO_H
#define TSNG_SHOW_TURBO_H

#include <stdio.h>

#include "decode/facts.h"

/* Returns 0, or -EIO when writing to @out failed. */
int show_turbo_print(const struct cpu_facts *f, int json, FILE *out);

#endif
