/* SPDX-License-Identifier: GPL-2.0-only */
/* The core PMU's generic events on a hybrid part (decode/perf_core.c). */
#ifndef TSNG_PERF_CORE_H
#define TSNG_PERF_CORE_H

#include <stddef.h>

#include "cpu_ident.h"

/*
 * @event as this part opens it: on an Intel hybrid part (CPUID.7.EDX[15])
 * a core PMU event "cpu/NAME" (instructions, cache-references,
 * cache-misses) becomes "cpu_core/NAME|cpu_atom/NAME|cpu_lowpower/NAME",
 * each CPU's own (msr/perf.c); any other event, or any part with one core
 * type, unchanged.  NULL stays NULL.
 */
const char *perf_core_event(const struct cpu_ident *id, const char *event);

/*
 * The same for an --add perf/cpu/EVENT counter of any name (turbostat's
 * added_perf_counters_init_() turns "cpu" into cpu_core or cpu_atom on a
 * hybrid part): writes the alternatives into @buf and returns 1; 0 with
 * @buf untouched when @event stays as it is (or they do not fit).
 */
int perf_core_added(const struct cpu_ident *id, const char *event, char *buf, size_t size);

#endif
