// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: a perf events file and the format files it names
 * (msr/perf.c perf_event_config(), sysfs-bus-event_source-devices-events
 * and -format).  The input is NUL-separated: first the events text, then
 * the format texts, handed out in turn to each term looked up.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "msr/perf.h"
#include "tests/fuzz/fuzz.h"

struct formats {
	const char *text[16];
	int n, next;
};

static long format_of(const char *term, char *buf, size_t size, void *arg)
{
	struct formats *fm = arg;

	(void)term;
	if (!fm->n)
		return -2;	/* -ENOENT: no such format file */
	snprintf(buf, size, "%s", fm->text[fm->next++ % fm->n]);
	return (long)strlen(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *all = fuzz_string(data, size);
	struct formats fm = { .n = 0 };
	uint64_t config[3];

	if (!all)
		return 0;
	for (size_t at = strlen(all) + 1; at < size && fm.n < 16; at += strlen(all + at) + 1)
		fm.text[fm.n++] = all + at;
	perf_event_config(all, format_of, &fm, config);
	free(all);
	return 0;
}
