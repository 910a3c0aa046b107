// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: one --add spec (decode/added.c), as typed on the command
 * line, parsed into a set that already holds counters (so the per-scope
 * limits are reached too).
 */
#include <stdlib.h>

#include "decode/added.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct added_set set;
	char *spec = fuzz_string(data, size);
	char err[256];

	if (!spec)
		return 0;
	/* the set fills up over a run of inputs; start again before the limits stop every parse */
	if (set.n >= ADDED_MAX - 1)
		set.n = 0;
	added_parse(spec, &set, err, sizeof(err));
	free(spec);
	return 0;
}
