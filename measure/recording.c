// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a recording says of where it came from (measure/recording.h): the
 * tool and the options written into it at start, the machine's own facts
 * (msr/provenance.c) read through it so that they are recorded too, and
 * the same shown back on a replay with --debug.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "measure/recording.h"
#include "msr/provenance.h"
#include "tsng_version.h"

/*
 * The command line as a recording's "options" line: one line, each argument
 * as typed where it holds only plain characters, else in single quotes,
 * with control characters as \xHH.
 */
static char *escaped_argv(const struct options *o)
{
	size_t len = 1;

	for (int i = 1; i < o->argc; i++)
		len += 4 * strlen(o->argv[i]) + 4;
	char *s = malloc(len), *p = s;

	if (!s)
		return NULL;
	*p = '\0';
	for (int i = 1; i < o->argc; i++) {
		const char *a = o->argv[i];
		bool plain = *a && strspn(a, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+=.,:/%@") ==
						   strlen(a);

		p += sprintf(p, "%s%s", i > 1 ? " " : "", plain ? "" : "'");
		for (; *a; a++) {
			unsigned char c = (unsigned char)*a;

			if (c < ' ' || c == 0x7f)
				p += sprintf(p, "\\x%02x", c);
			else if (c == '\'')
				p += sprintf(p, "'\\''");
			else
				*p++ = (char)c;
		}
		p += sprintf(p, "%s", plain ? "" : "'");
	}
	return s;
}

void recording_print_provenance(struct hw *hw, FILE *f)
{
	const char *tool = hw_recorded_about(hw, 0), *args = hw_recorded_about(hw, 1);
	struct provenance p;

	if (!tool)
		return;
	provenance_read(hw, 0, &p);
	fprintf(f, "recorded by: turbostat-ng %s\noptions: %s\nkernel: %s\ncpu: %s\nmicrocode: %s\n"
		"hypervisor: %s\nclocksource: %s\n", tool, args ? args : "", p.kernel, p.cpu_model,
		p.microcode, p.hypervisor[0] ? p.hypervisor : "none", p.clocksource);
}

void recording_describe(struct hw *rec, const struct options *o, const char *prog)
{
	char *args = escaped_argv(o);
	struct provenance p;

	hw_record_describe(rec, TSNG_VERSION, args ? args : "", o->num_iterations, prog);
	free(args);
	provenance_read(rec, 0, &p);
}

