/* perf_event counters by "pmu/event" name (msr/perf.c). */
#ifndef TSNG_PERF_H
#define TSNG_PERF_H

#include <stddef.h>
#include <stdint.h>

#include "msr/fdcache.h"

/*
 * The config words of an events file's text ("event=0x3c,umask=0x01,inv"):
 * each term goes where @format_of(term) says ("config:8-15"); -EINVAL for a
 * term the PMU has no format for or a value wider than its bits.
 */
int perf_event_config(const char *text, long (*format_of)(const char *term, char *buf, size_t size, void *arg),
		      void *arg, uint64_t config[3]);
/* Opens "pmu/event" on @cpu on first use (kept in @files) and reads its count. */
int perf_event_read(struct fdcache *files, int cpu, const char *event, uint64_t *val);

#endif
