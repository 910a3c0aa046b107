/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * --Dump: one snapshot's raw counters in hex, per CPU, as turbostat's
 * get_and_dump_counters() prints them (output/dump.c).
 */
#ifndef TSNG_DUMP_H
#define TSNG_DUMP_H

#include <stdio.h>

#include "topo.h"
#include "snapshot.h"

/* For each CPU "CPU: N", then "name: %016llX" for each counter its scope gives it that read. */
void dump_snapshot(const struct snapshot *s, const struct plan *p, const struct topology *t, FILE *out);

#endif
