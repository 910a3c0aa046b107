// SPDX-License-Identifier: GPL-2.0-only
/*
 * A hybrid part has no "cpu" PMU: each core type has its own, cpu_core,
 * cpu_atom and (Arrow Lake-H's low-power E-cores) cpu_lowpower, each with
 * the generic events in its events/ directory.  turbostat 2026.02 opens
 * its IPC and LLC counters as PERF_TYPE_HARDWARE events, which the kernel
 * gives to whichever core PMU the CPU has; turbostat-ng names the events
 * in sysfs (so that a recording names them too), so on a hybrid part it
 * names one per core type and msr/perf.c opens each CPU's own.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "decode/perf_core.h"

#define HYB(name) { "cpu/" name, "cpu_core/" name "|cpu_atom/" name "|cpu_lowpower/" name }

static const struct {
	const char *one, *hybrid;
} perf_core[] = {
	HYB("instructions"),
	HYB("cache-references"),
	HYB("cache-misses"),
};

const char *perf_core_event(const struct cpu_ident *id, const char *event)
{
	if (!event || id->vendor != VENDOR_INTEL || !id->hybrid)
		return event;
	for (size_t i = 0; i < sizeof(perf_core) / sizeof(perf_core[0]); i++)
		if (strcmp(event, perf_core[i].one) == 0)
			return perf_core[i].hybrid;
	return event;
}

int perf_core_added(const struct cpu_ident *id, const char *event, char *buf, size_t size)
{
	const char *name = event + 4;
	int n;

	if (id->vendor != VENDOR_INTEL || !id->hybrid || strncmp(event, "cpu/", 4) != 0)
		return 0;
	n = snprintf(NULL, 0, "cpu_core/%s|cpu_atom/%s|cpu_lowpower/%s", name, name, name);
	if (n < 0 || (size_t)n >= size)
		return 0;
	snprintf(buf, size, "cpu_core/%s|cpu_atom/%s|cpu_lowpower/%s", name, name, name);
	return 1;
}
