/* perf_event counters by "pmu/event" name (msr/perf.c). */
#ifndef TSNG_PERF_H
#define TSNG_PERF_H

#include <stdint.h>

#include "fdcache.h"

/* Opens "pmu/event" on @cpu on first use (kept in @files) and reads its count. */
int perf_read(struct fdcache *files, int cpu, const char *event, uint64_t *val);

#endif
