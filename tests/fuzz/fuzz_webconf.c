// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: the --web-config reader (measure/webconf.c) on any bytes.
 * Every input must end in 0 or a one-line error, nothing leaked; what it
 * accepts has both TLS files or neither, and only bcrypt hashes.
 */
#include <string.h>

#include "measure/webconf.h"
#include "tests/fuzz/fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	FILE *f = fuzz_stream(data, size);
	struct webconf wc;
	char err[512];

	if (!f)
		return 0;
	if (webconf_read(f, "fuzz", "/etc", &wc, err, sizeof(err)) == 0) {
		if (!wc.cert_file != !wc.key_file)
			__builtin_trap();
		for (size_t i = 0; i < wc.nusers; i++)
			if (!webconf_is_bcrypt(wc.users[i].hash))
				__builtin_trap();
		webconf_free(&wc);
	} else if (strchr(err, '\n')) {
		__builtin_trap();	/* the message must be one line */
	}
	fclose(f);
	return 0;
}
