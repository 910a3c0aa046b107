// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: the recording parser (msr/recparse.c) on any bytes, as
 * --replay would read them from a file.  Every input must end in 0 or a
 * one-line error, with nothing leaked either way.
 */
#include <string.h>

#include "msr/recording.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *f = fuzz_stream(data, size);
	struct recording rec;
	char err[512];

	if (!f)
		return 0;
	if (recording_read(f, "fuzz", &rec, err, sizeof(err)) == 0) {
		/* a lookup on what was read, as replay's first read does */
		struct rec_ent e;

		recording_lookup(&rec, "msr 0 0xe7", 0, &e);
		recording_free(&rec);
	} else if (strchr(err, '\n')) {
		__builtin_trap();	/* the message must be one line */
	}
	fclose(f);
	return 0;
}
