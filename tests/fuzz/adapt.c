// SPDX-License-Identifier: GPL-2.0-only
/* Input adapters for the fuzz targets (tests/fuzz/fuzz.h). */
#include <stdlib.h>
#include <string.h>

#include "tests/fuzz/fuzz.h"

FILE *fuzz_stream(const uint8_t *data, size_t size)
{
	/* fmemopen refuses a zero size; an empty file is what an empty input is */
	return size ? fmemopen((void *)data, size, "r") : fopen("/dev/null", "re");
}

char *fuzz_string(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);

	if (s) {
		memcpy(s, data, size);
		s[size] = '\0';
	}
	return s;
}
