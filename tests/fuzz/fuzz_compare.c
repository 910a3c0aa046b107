// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: the run reader of compare (compare/reader.c), JSON Lines or
 * CSV as --format json or csv writes them, on any bytes.
 */
#include <stdlib.h>

#include "compare/reader.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* struct run_data holds READER_SERIES_MAX series inline: too big for the stack */
	struct run_data *rd = calloc(1, sizeof(*rd));
	FILE *f = fuzz_stream(data, size);
	char err[512];

	if (rd && f && reader_load(f, rd, err, sizeof(err)) == 0)
		reader_free(rd);
	if (f)
		fclose(f);
	free(rd);
	return 0;
}
