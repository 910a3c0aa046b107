// SPDX-License-Identifier: GPL-2.0-only
/*
 * Fuzz target: the whole command line (cli/cmdline.c over cli/optparse.c),
 * then each --add spec it collected (decode/added.c), as main() would before
 * anything touches the machine.  The input is argv after argv[0], one
 * argument per NUL-terminated piece; --help and --version print into
 * /dev/null.
 */
#include <stdlib.h>
#include <string.h>

#include "cli/cmdline.h"
#include "decode/added.h"
#include "tests/fuzz/fuzz.h"

#define ARGS_MAX 64

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	char *all = fuzz_string(data, size);
	char *argv[ARGS_MAX + 2] = { "turbostat-ng" };
	int argc = 1;
	struct options o = { .interval_s = 5.0, .prog = "turbostat-ng" };
	struct added_set set = { .n = 0 };
	char err[512];

	if (!devnull)
		devnull = fopen("/dev/null", "we");
	if (!all || !devnull) {
		free(all);
		return 0;
	}
	for (size_t at = 0; at < size + 1 && argc <= ARGS_MAX; at += strlen(all + at) + 1)
		argv[argc++] = all + at;
	argv[argc] = NULL;
	if (cmdline_parse(argc, argv, &o, devnull, err, sizeof(err)) == OPT_RUN)
		for (int i = 0; i < o.add.n; i++)
			added_parse(o.add.name[i], &set, err, sizeof(err));
	free(all);
	return 0;
}
